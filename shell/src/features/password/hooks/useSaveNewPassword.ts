import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_CHANGED, paths, updatePassword } from 'shared-domain';
import { notify } from 'shared-ui';
import { usePortalClient } from '../../../lib/supabase/SupabaseClientContext';

/**
 * Saves the password chosen after a reset link, then goes to `/`: the account is signed in by the
 * link, and `/` routes it by role. What the auth service refuses is thrown to the form.
 */
export function useSaveNewPassword(): (password: string) => Promise<void> {
  const client = usePortalClient();
  const navigate = useNavigate();
  return useCallback(
    async (password: string) => {
      await updatePassword(await client.load(), password);
      notify.success(PASSWORD_CHANGED);
      navigate(paths.root, { replace: true });
    },
    [client, navigate],
  );
}
