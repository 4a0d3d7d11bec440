import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import type { Role } from '../domainTypes';
import { DataError, type Client } from './client';

function authError(error: { message: string; code?: string; status?: number }): DataError {
  return new DataError(error.message, error.code, error.status);
}

export async function signInWithPassword(
  client: Client,
  credentials: { email: string; password: string },
): Promise<{ user: User; session: Session }> {
  const { data, error } = await client.auth.signInWithPassword({
    email: credentials.email.trim(),
    password: credentials.password,
  });
  if (error !== null) throw authError(error);
  return { user: data.user, session: data.session };
}

/** Who signs up: the database makes the users (and organisation) row from it. */
export type SignUpProfile = {
  role: Role;
  name: string;
  organisationName?: string;
  /** Signing up from a team invitation's link (issue #49): no organisation of one's own. */
  invitation?: string;
};

/** The metadata the sign-up trigger reads (supabase/SCHEMA.md, profiles_from_sign_up). */
function signUpMetadata(profile: SignUpProfile): Record<string, string> {
  return {
    role: profile.role,
    name: profile.name.trim(),
    ...(profile.role === 'organisation' && profile.organisationName !== undefined
      ? { organisation_name: profile.organisationName.trim() }
      : {}),
    ...(profile.invitation === undefined ? {} : { invitation: profile.invitation }),
  };
}

/**
 * Creates the account. With `profile`, the database makes its users row (and an organisation's
 * row) in the same step; without it, the caller inserts them (createUserProfile). `session` is null
 * while the address waits for confirmation: the mailed link leads to `emailRedirectTo`.
 */
export async function signUp(
  client: Client,
  credentials: { email: string; password: string },
  options: { profile?: SignUpProfile; emailRedirectTo?: string } = {},
): Promise<{ user: User; session: Session | null }> {
  const { data, error } = await client.auth.signUp({
    email: credentials.email.trim(),
    password: credentials.password,
    options: {
      ...(options.profile === undefined ? {} : { data: signUpMetadata(options.profile) }),
      ...(options.emailRedirectTo === undefined
        ? {}
        : { emailRedirectTo: options.emailRedirectTo }),
    },
  });
  if (error !== null) throw authError(error);
  if (data.user === null) throw new DataError('Sign-up failed');
  return { user: data.user, session: data.session };
}

/** Mails the confirmation link of a sign-up again; the auth service refuses within its cooldown. */
export async function resendSignUpConfirmation(
  client: Client,
  email: string,
  emailRedirectTo: string,
): Promise<void> {
  const { error } = await client.auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo },
  });
  if (error !== null) throw authError(error);
}

/**
 * Mails a link that signs the account in for a password change and leads to `redirectTo`. The auth
 * service answers alike whether or not the account exists.
 */
export async function requestPasswordReset(
  client: Client,
  email: string,
  redirectTo: string,
): Promise<void> {
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo });
  if (error !== null) throw authError(error);
}

/** Sets the signed-in account's password (after a reset link, or from the profile settings). */
export async function updatePassword(client: Client, password: string): Promise<void> {
  const { error } = await client.auth.updateUser({ password });
  if (error !== null) throw authError(error);
}

/**
 * Signs out everywhere the user is signed in. When the auth server cannot be reached (offline, or
 * its error), supabase-js keeps the session, so this device is then signed out on its own and the
 * failure is still reported: Log out always leaves this device signed out.
 */
export async function signOut(client: Client): Promise<void> {
  const { error } = await client.auth.signOut();
  if (error === null) return;
  await client.auth.signOut({ scope: 'local' });
  throw authError(error);
}

export async function getSession(client: Client): Promise<Session | null> {
  const { data, error } = await client.auth.getSession();
  if (error !== null) throw authError(error);
  return data.session;
}

export async function getCurrentUser(client: Client): Promise<User | null> {
  const { data, error } = await client.auth.getUser();
  if (error !== null) return null;
  return data.user;
}

/** Listens for sign-in, token refresh and sign-out; returns the function that stops listening. */
export function onAuthChange(
  client: Client,
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  const { data } = client.auth.onAuthStateChange(listener);
  return () => data.subscription.unsubscribe();
}
