import type { Session } from '@supabase/supabase-js';
import { onAuthChange } from '../data/auth';
import type { Client } from '../data/client';
import { fetchLoginProfile } from '../data/users';
import { isRole } from '../rules/routing';
import { api } from './api';
import {
  profileLoaded,
  sessionLoading,
  signedIn,
  signedOut,
  userUpdated,
  type SessionProfile,
  type SessionUser,
} from './sessionSlice';
import type { AppDispatch } from './store';

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
 * Feeds the session slice from supabase-js (ARCHITECTURE.md §4): the initial session, sign-in,
 * token refresh and sign-out, with the role and first_login_complete read from the users row. The
 * shell calls it once for the portal; a role app started on its own calls it for its own store.
 * Returns the function that stops listening.
 */
export function syncSession(client: Client, dispatch: AppDispatch): () => void {
  // supabase-js reports a stored session twice at start (INITIAL_SESSION, then SIGNED_IN once it
  // has checked it): the users row is read once per signed-in user, not once per report.
  let read: { userId: string; profile: Promise<SessionProfile | null> } | null = null;
  const profileOf = (userId: string): Promise<SessionProfile | null> => {
    if (read?.userId !== userId) {
      const profile = loginProfile(client, userId).then((loaded) => {
        // A failed read is tried again at the next report.
        if (loaded === null && read?.profile === profile) read = null;
        return loaded;
      });
      read = { userId, profile };
    }
    return read.profile;
  };
  // Whose data the store's cache holds: what was read for one user (their applications, reminders,
  // chats) must not be shown to the next to sign in on this tab, however soon, nor be kept in the
  // shell's copy of a screen under the new user's name. Undefined until the first report.
  let cachedFor: string | null | undefined;
  const cacheIsFor = (userId: string | null) => {
    if (cachedFor !== undefined && cachedFor !== userId) {
      dispatch(api.util.resetApiState());
      // Another user at once (signed in from another tab): until their profile is read the
      // session is theirs, not the last one's, so nothing read meanwhile is kept under that name.
      if (cachedFor !== null && userId !== null) dispatch(sessionLoading());
    }
    cachedFor = userId;
  };
  return onAuthChange(client, (event, session) => {
    if (session === null) {
      read = null;
      cacheIsFor(null);
      dispatch(signedOut());
      return;
    }
    const user = sessionUser(session);
    cacheIsFor(user.id);
    if (event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') {
      dispatch(userUpdated(user));
      return;
    }
    // supabase-js holds a lock while this callback runs; querying from inside it would wait on
    // itself, so the users row is read once the callback has returned.
    setTimeout(() => {
      void profileOf(user.id).then((profile) => dispatch(signedIn({ user, profile })));
    }, 0);
  });
}

/**
 * Reads the signed-in user's profile again and puts it in the session when it changed: after
 * joining a team, or when the team changed under them (issue #49: a removed member's open pages
 * follow their notifications, and the guard then sends them to the no-team page).
 */
export async function refreshSessionProfile(
  client: Client,
  userId: string,
  dispatch: AppDispatch,
  current: SessionProfile | null,
): Promise<SessionProfile | null> {
  const profile = await loginProfile(client, userId);
  if (profile !== null && JSON.stringify(profile) !== JSON.stringify(current)) {
    dispatch(profileLoaded(profile));
  }
  return profile;
}
