import { onAuthChange, paths, type Client } from 'shared-domain';

/**
 * Opens /reset-password when supabase-js reports a reset link's session (PASSWORD_RECOVERY), so the
 * new password is asked for even when the link came back to another page of the portal (the auth
 * service sends it to its site URL when the requested one is not allowed). Returns the function
 * that stops following.
 */
export function followPasswordRecovery(
  client: Client,
  navigate: (path: string) => void,
): () => void {
  return onAuthChange(client, (event) => {
    // supabase-js holds its lock while listeners run; the screen it opens reads the session.
    if (event === 'PASSWORD_RECOVERY') setTimeout(() => navigate(paths.resetPassword), 0);
  });
}
