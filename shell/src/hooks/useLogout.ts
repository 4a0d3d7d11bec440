import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGN_IN_PATH, signOut } from 'shared-domain';
import { useConfirm } from 'shared-ui';
import { forgetArea } from '../config/areaPaths';
import { usePortalClient } from '../lib/supabase/SupabaseClientContext';

export const LOGOUT_QUESTION = 'Are you sure you want to log out?';

/** SPEC §2 Logout: asks first, signs out, then goes to /signin. */
export function useLogout(): () => void {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = usePortalClient();
  return useCallback(() => {
    void (async () => {
      if (!(await confirm(LOGOUT_QUESTION, { confirmLabel: 'Log out' }))) return;
      try {
        await signOut(await client.load());
      } catch (error) {
        // signOut leaves this device signed out even when the server cannot be reached.
        console.error(error);
      }
      forgetArea();
      navigate(SIGN_IN_PATH, { replace: true });
    })();
  }, [confirm, navigate, client]);
}
