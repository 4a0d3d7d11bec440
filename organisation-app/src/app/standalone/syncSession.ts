import type { Session } from '@supabase/supabase-js';
import {
  fetchLoginProfile,
  isRole,
  onAuthChange,
  signedIn,
  signedOut,
  userUpdated,
  type AppDispatch,
  type Client,
  type SessionProfile,
  type SessionUser,
} from 'shared-domain';

function sessionUser(session: Session): SessionUser {
  return { id: session.user.id, email: session.user.email ?? null };
}

async function loginProfile(client: Client, userId: string): Promise<SessionProfile | null> {
  try {
    const row = await fetchLoginProfile(client, userId);
    if (row === null || !isRole(row.role)) return null;
    return { ...row, role: row.role };
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * Feeds the session slice from supabase-js when this app runs on its own: the initial session,
 * sign-in, token refresh and sign-out, with the role and first_login_complete from the users row.
 * Inside the portal the shell does this; a remote may not import the shell, hence this copy.
 * Returns the function that stops listening.
 */
export function syncSession(client: Client, dispatch: AppDispatch): () => void {
  return onAuthChange(client, (event, session) => {
    if (session === null) {
      dispatch(signedOut());
      return;
    }
    const user = sessionUser(session);
    if (event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') {
      dispatch(userUpdated(user));
      return;
    }
    // supabase-js holds a lock while this callback runs; querying from inside it would wait on
    // itself, so the users row is read once the callback has returned.
    setTimeout(() => {
      void loginProfile(client, user.id).then((profile) => dispatch(signedIn({ user, profile })));
    }, 0);
  });
}
