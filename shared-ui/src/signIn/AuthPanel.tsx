import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../primitives/Card';

/** The card a signed-out step sits in, for a screen whose heading is the frame's own. */
export const AuthCard = styled(Card)`
  width: 100%;
  max-width: 420px;
  text-align: left;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** A line under a panel's content, such as the way to sign-up or back to sign-in. */
export const AuthPanelNote = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface AuthPanelProps {
  title: ReactNode;
  children: ReactNode;
}

/** The titled card a signed-out step sits in: sign-in, sign-up, or the notice to the other role. */
export function AuthPanel({ title, children }: AuthPanelProps) {
  const titleId = useId();
  return (
    <AuthCard as="section" aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {children}
    </AuthCard>
  );
}
