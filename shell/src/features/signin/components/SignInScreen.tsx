import { Link } from 'react-router-dom';
import { paths } from 'shared-domain';
import { SignInForm } from 'shared-ui';
import styled from 'styled-components';
import { useSupabaseClient } from '../../../lib/supabase/SupabaseClientContext';

const Footer = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface SignInScreenProps {
  /** Where the product is introduced to a first-time visitor. */
  landingPath: string;
}

/** /signin and /login (SPEC §2): the shared sign-in form, plus the portal's way to /signup. */
export function SignInScreen({ landingPath }: SignInScreenProps) {
  const supabase = useSupabaseClient();
  return (
    <SignInForm client={supabase}>
      <Footer>
        No account yet? <Link to={paths.signUp}>Sign up</Link>
      </Footer>
      <Footer>
        <Link to={landingPath}>New here? See what we do</Link>
      </Footer>
    </SignInForm>
  );
}
