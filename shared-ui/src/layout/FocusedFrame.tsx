import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../brand/Logo';
import { PRODUCT_NAME } from '../brand/productName';

const Frame = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.background};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.layout.topBarHeight};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Content = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
`;

/**
 * A task the user finishes before anything else (onboarding): the product's mark and the screen,
 * without the area's navigation, whose destinations would only send them back here (issue #19).
 */
export function FocusedFrame({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <Bar>
        <Logo size={32} />
        <span>{PRODUCT_NAME}</span>
      </Bar>
      <Content>{children}</Content>
    </Frame>
  );
}
