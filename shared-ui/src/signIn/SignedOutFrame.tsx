import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../brand/Logo';

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export interface SignedOutFrameProps {
  heading: ReactNode;
  children: ReactNode;
}

/** The frame of a screen shown without a session: the logo, a heading, then the form or notice. */
export function SignedOutFrame({ heading, children }: SignedOutFrameProps) {
  return (
    <Screen>
      <Logo size={64} />
      <Heading>{heading}</Heading>
      {children}
    </Screen>
  );
}
