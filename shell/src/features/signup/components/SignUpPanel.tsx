import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from 'shared-domain';
import { Card } from 'shared-ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
  text-align: left;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface SignUpPanelProps {
  title: string;
  children: ReactNode;
}

/** The card every sign-up step sits in, with the way back to sign-in. */
export function SignUpPanel({ title, children }: SignUpPanelProps) {
  return (
    <Panel as="section" aria-label={title}>
      <Title>{title}</Title>
      {children}
      <Footer>
        Already have an account? <Link to={paths.login}>Sign in</Link>
      </Footer>
    </Panel>
  );
}
