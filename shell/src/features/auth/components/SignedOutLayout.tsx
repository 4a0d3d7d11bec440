import { Outlet } from 'react-router-dom';
import { TAGLINE } from 'shared-domain';
import { Logo } from 'shared-ui';
import styled from 'styled-components';

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

const Brand = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** The frame of the signed-out screens (/signin and its siblings render inside it). */
export function SignedOutLayout() {
  return (
    <Screen>
      <Logo size={64} />
      <Brand>{TAGLINE}</Brand>
      <Outlet />
    </Screen>
  );
}
