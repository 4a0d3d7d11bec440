import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from 'shared-domain';
import { AuthPanel, AuthPanelNote } from 'shared-ui';

export interface SignUpPanelProps {
  title: string;
  children: ReactNode;
}

/** The card every sign-up step sits in, with the way back to sign-in. */
export function SignUpPanel({ title, children }: SignUpPanelProps) {
  return (
    <AuthPanel title={title}>
      {children}
      <AuthPanelNote>
        Already have an account? <Link to={paths.login}>Sign in</Link>
      </AuthPanelNote>
    </AuthPanel>
  );
}
