import type { User } from '@supabase/supabase-js';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  fetchLoginProfile,
  isRole,
  LOGIN_FAILED,
  postLoginDestination,
  PROFILE_LOOKUP_FAILED,
  resolveClient,
  signedIn,
  signInFailure,
  signInWithPassword,
  type Client,
  type ClientSource,
  type LoginForm,
  type LoginProfile,
  type SignInFailure,
} from 'shared-domain';
import { endSession } from './endSession';

async function signInUser(client: Client, form: LoginForm): Promise<User | SignInFailure> {
  try {
    return (await signInWithPassword(client, form)).user;
  } catch (error) {
    console.error(error);
    return signInFailure(error);
  }
}

function isFailure(result: User | SignInFailure): result is SignInFailure {
  return 'unconfirmed' in result;
}

async function loadClient(source: ClientSource): Promise<Client | null> {
  try {
    return await resolveClient(source);
  } catch (error) {
    console.error(error);
    return null;
  }
}

async function readProfile(client: Client, userId: string): Promise<LoginProfile | null> {
  try {
    return await fetchLoginProfile(client, userId);
  } catch (error) {
    console.error(error);
    return null;
  }
}

export interface SignIn {
  submit: (form: LoginForm) => Promise<void>;
  submitting: boolean;
  error: string | null;
  /** The address of the last attempt when it failed for want of confirmation, so it can be resent. */
  unconfirmedEmail: string | null;
}

/**
 * SPEC §4 Onboarding and §8: signs in, reads role and first_login_complete, and goes to the
 * completion screen or the role's area; otherwise says which step failed (an address not confirmed
 * yet has its own message, issue #15). The client is a parameter because the shell and a role app
 * started on its own each hold their own; the shell's may still be loading when the visitor
 * submits.
 */
export function useSignIn(source: ClientSource): SignIn {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // A team invitation's page sends its visitor here to sign in, then back (issue #49).
  const [params] = useSearchParams();
  const next = params.get('next');
  const backTo = next !== null && /^\/join\/[\w-]+$/.test(next) ? next : null;
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  const submit = useCallback(
    async (form: LoginForm) => {
      setError(null);
      setUnconfirmedEmail(null);
      setSubmitting(true);
      try {
        const client = await loadClient(source);
        if (client === null) {
          setError(LOGIN_FAILED);
          return;
        }
        const user = await signInUser(client, form);
        if (isFailure(user)) {
          setError(user.message);
          if (user.unconfirmed) setUnconfirmedEmail(form.email.trim());
          return;
        }
        const profile = await readProfile(client, user.id);
        if (profile === null) {
          // A session without a usable users row is ended, so the next attempt starts clean.
          await endSession(client);
          setError(PROFILE_LOOKUP_FAILED);
          return;
        }
        const outcome = postLoginDestination(profile);
        if (outcome.kind === 'error' || !isRole(profile.role)) {
          await endSession(client);
          setError(outcome.kind === 'error' ? outcome.message : PROFILE_LOOKUP_FAILED);
          return;
        }
        // The guards read the store; putting the row there now lets the destination open at once
        // instead of waiting for onAuthStateChange to read the same row again.
        dispatch(
          signedIn({
            user: { id: user.id, email: user.email ?? null },
            profile: { ...profile, role: profile.role },
          }),
        );
        navigate(backTo ?? outcome.to, { replace: true });
      } finally {
        setSubmitting(false);
      }
    },
    [source, dispatch, navigate, backTo],
  );

  return { submit, submitting, error, unconfirmedEmail };
}
