import { useCallback, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  completeProfilePath,
  createOrganisation,
  createUserProfile,
  fetchLoginProfile,
  isRole,
  profileLoaded,
  selectSession,
  signInWithPassword,
  signUp,
  signupFailureMessage,
  type AppStore,
  type Role,
} from 'shared-domain';
import { usePortalClient } from '../../../lib/supabase/SupabaseClientContext';

export type SignUpRequest = {
  role: Role;
  name: string;
  email: string;
  password: string;
  /** Organisation signups only. */
  organisationName?: string;
};

export interface SignUpState {
  submit: (request: SignUpRequest) => Promise<void>;
  submitting: boolean;
  error: string | null;
}

const useAppStore = useStore.withTypes<AppStore>();

const SESSION_WAIT_MS = 10_000;

/**
 * The session listener reads the users row as soon as the account exists, before this screen has
 * inserted it. Waiting for that read to land first keeps its empty answer from overwriting the
 * row this screen stores afterwards.
 */
function sessionSignedIn(store: AppStore, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const isSignedIn = () => {
      const session = selectSession(store.getState());
      return session.status === 'signedIn' && session.user?.id === userId;
    };
    if (isSignedIn()) {
      resolve();
      return;
    }
    const timer = setTimeout(done, SESSION_WAIT_MS);
    const unsubscribe = store.subscribe(() => {
      if (isSignedIn()) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/**
 * SPEC §2 and §4: creates the account, its users row (first_login_complete false) and, for an
 * organisation, its organisation row with the default type, then opens the completion screen.
 * The rows are inserted by the client as SCHEMA.md's policies expect (users_insert_self,
 * organisations_insert_own).
 */
export function useSignUp(): SignUpState {
  const client = usePortalClient();
  const store = useAppStore();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (request: SignUpRequest) => {
      setError(null);
      setSubmitting(true);
      try {
        const supabase = await client.load();
        const credentials = { email: request.email, password: request.password };
        const { user, session } = await signUp(supabase, credentials);
        // With e-mail confirmation switched on the account has no session yet.
        if (session === null) await signInWithPassword(supabase, credentials);
        await sessionSignedIn(store, user.id);
        await createUserProfile(supabase, {
          id: user.id,
          email: request.email,
          name: request.name,
          role: request.role,
        });
        if (request.role === 'organisation') {
          await createOrganisation(supabase, {
            name: request.organisationName ?? '',
            userId: user.id,
          });
        }
        const profile = await fetchLoginProfile(supabase, user.id);
        if (profile === null || !isRole(profile.role)) throw new Error();
        dispatch(profileLoaded({ ...profile, role: profile.role }));
        navigate(completeProfilePath(profile.role), { replace: true });
      } catch (signUpError) {
        console.error(signUpError);
        setError(signupFailureMessage(signUpError));
      } finally {
        setSubmitting(false);
      }
    },
    [client, dispatch, navigate, store],
  );

  return { submit, submitting, error };
}
