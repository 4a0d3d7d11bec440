import { Link } from 'react-router-dom';
import { FORGOT_PASSWORD_LINK, paths } from 'shared-domain';
import { AuthPanelNote, SignInForm } from 'shared-ui';
import { usePortalClient } from '../../../lib/supabase/SupabaseClientContext';

export interface SignInScreenProps {
  /** Where the product is introduced to a first-time visitor. */
  landingPath: string;
}

/**
 * /signin and /login (SPEC §2): the shared sign-in form, plus the portal's ways to /signup and to
 * /forgot-password (issue #15).
 */
export function SignInScreen({ landingPath }: SignInScreenProps) {
  const client = usePortalClient();
  return (
    <SignInForm client={client.load}>
      <AuthPanelNote>
        <Link to={paths.forgotPassword}>{FORGOT_PASSWORD_LINK}</Link>
      </AuthPanelNote>
      <AuthPanelNote>
        No account yet? <Link to={paths.signUp}>Sign up</Link>
      </AuthPanelNote>
      <AuthPanelNote>
        <Link to={landingPath}>New here? See what we do</Link>
      </AuthPanelNote>
    </SignInForm>
  );
}
