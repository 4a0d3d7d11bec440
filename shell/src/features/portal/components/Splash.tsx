import { SPLASH_TEXT, TAGLINE } from 'shared-domain';
import { Logo } from 'shared-ui';
import styled from 'styled-components';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const Tagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** SPEC §1's splash, shown while the router and the session start. */
export function Splash() {
  return (
    <Screen>
      <Logo size={72} />
      <Tagline>{TAGLINE}</Tagline>
      <Status role="status">{SPLASH_TEXT}</Status>
    </Screen>
  );
}
