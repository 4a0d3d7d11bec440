import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  completeProfilePath,
  fetchLoginProfile,
  isRole,
  paths,
  signedIn,
  SIGNUP_FAILED,
  signOut,
  signUp,
  signupFailureMessage,
  type Client,
  type Role,
} from 'shared-domain';
import { authRedirectUrl } from 'shared-ui';
import { usePortalClient } from '../../../lib/supabase/SupabaseClientContext';
import type { CheckEmailState } from '../checkEmailState';

export type SignUpRequest = {
  role: Role;
  name: string;
  email: string;
  password: string;
  /** Organisation signups only. */
  organisationName?: string;
  /** A sign-up from a team invitation's link: the confirmation link and the session lead back to it. */
  invitationId?: string;
};

export interface SignUpState {
  submit: (request: SignUpRequest) => Promise<void>;
  submitting: boolean;
  error: string | null;
}

/** A session whose users row cannot be read is ended, so the visitor is not left half signed in. */
async function endSession(client: Client): Promise<void> {
  try {
    await signOut(client);
  } catch (error) {
    console.error(error);
  }
}

/**
 * SPEC §2 and §4 with issue #15: creates the account with its role and names as metadata, from
 * which the database makes the users row (first_login_complete false) and an organisation's row.
 * While the address waits for confirmation there is no session and the visitor is told to check
 * their email; the mailed link leads to `/`, which routes the signed-in account by role. With
 * confirmation switched off the session comes at once and the completion screen opens.
 */
export function useSignUp(): SignUpState {
  const client = usePortalClient();
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
        const email = request.email.trim();
        const { user, session } = await signUp(
          supabase,
          { email, password: request.password },
          {
            profile: {
              role: request.role,
              name: request.name,
              ...(request.organisationName === undefined
                ? {}
                : { organisationName: request.organisationName }),
              ...(request.invitationId === undefined ? {} : { invitation: request.invitationId }),
            },
            emailRedirectTo: authRedirectUrl(
              request.invitationId === undefined ? paths.root : paths.join(request.invitationId),
            ),
          },
        );
        if (session === null) {
          const state: CheckEmailState = { email, sentAt: Date.now() };
          navigate(paths.checkEmail, { state });
          return;
        }
        const profile = await fetchLoginProfile(supabase, user.id);
        if (profile === null || !isRole(profile.role)) {
          console.error(`No users row with a known role for the new account ${user.id}`);
          await endSession(supabase);
          setError(SIGNUP_FAILED);
          return;
        }
        // The guards read the store; putting the row there now opens the completion screen at once.
        dispatch(
          signedIn({
            user: { id: user.id, email: user.email ?? email },
            profile: { ...profile, role: profile.role },
          }),
        );
        navigate(
          request.invitationId === undefined
            ? completeProfilePath(profile.role)
            : paths.join(request.invitationId),
          { replace: true },
        );
      } catch (signUpError) {
        console.error(signUpError);
        setError(signupFailureMessage(signUpError));
      } finally {
        setSubmitting(false);
      }
    },
    [client, dispatch, navigate],
  );

  return { submit, submitting, error };
}
