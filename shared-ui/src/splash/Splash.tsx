import { SPLASH_TEXT, TAGLINE } from 'shared-domain';
import styled, { keyframes } from 'styled-components';
import { Logo } from '../brand/Logo';

export interface SplashProps {
  /** Also show the product tagline 'The end of volunteer chaos.'. */
  showTagline?: boolean;
}

const pulse = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.06); }
`;

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.xl};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primarySoft}, #ffffff 70%);
  text-align: center;
`;

const Mark = styled.div`
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const Tagline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Full-page screen while the session loads (SPEC §1). */
export function Splash({ showTagline = false }: SplashProps) {
  return (
    <Screen role="status" aria-live="polite">
      <Mark>
        <Logo size={72} />
      </Mark>
      {showTagline && <Tagline>{TAGLINE}</Tagline>}
      <Message>{SPLASH_TEXT}</Message>
    </Screen>
  );
}
