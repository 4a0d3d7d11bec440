import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  BACK_TO_SIGN_IN,
  paths,
  REQUEST_NEW_LINK,
  RESET_LINK_INVALID,
  RESET_PASSWORD_TITLE,
  selectSessionStatus,
} from 'shared-domain';
import {
  AuthCard,
  AuthPanelNote,
  FormError,
  Loading,
  NewPasswordForm,
  SignedOutFrame,
} from 'shared-ui';
import { useAccountRole } from '../hooks/useAccountRole';
import { useSaveNewPassword } from '../hooks/useSaveNewPassword';

/**
 * /reset-password (issue #15, always reachable): the mailed reset link signs the account in and
 * lands here, where a new password is chosen by the account's rule (SPEC §5's for an
 * organisation). Without a session (the link expired, was used, or the page was opened by hand)
 * it says so and offers a new link.
 */
export function ResetPasswordScreen() {
  const status = useSelector(selectSessionStatus);
  const role = useAccountRole();
  const save = useSaveNewPassword();
  return (
    <SignedOutFrame heading={RESET_PASSWORD_TITLE}>
      {status === 'loading' ? (
        <Loading />
      ) : (
        <AuthCard>
          {status === 'signedIn' ? (
            <NewPasswordForm role={role} submitLabel="Save new password" onSave={save} fullWidth />
          ) : (
            <>
              <FormError>{RESET_LINK_INVALID}</FormError>
              <AuthPanelNote>
                <Link to={paths.forgotPassword}>{REQUEST_NEW_LINK}</Link>
              </AuthPanelNote>
              <AuthPanelNote>
                <Link to={paths.signIn}>{BACK_TO_SIGN_IN}</Link>
              </AuthPanelNote>
            </>
          )}
        </AuthCard>
      )}
    </SignedOutFrame>
  );
}
