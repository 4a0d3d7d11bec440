import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
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

/** Creates the account; the caller then inserts its users row (and organisation). */
export async function signUp(
  client: Client,
  credentials: { email: string; password: string },
): Promise<{ user: User; session: Session | null }> {
  const { data, error } = await client.auth.signUp({
    email: credentials.email.trim(),
    password: credentials.password,
  });
  if (error !== null) throw authError(error);
  if (data.user === null) throw new DataError('Sign-up failed');
  return { user: data.user, session: data.session };
}

export async function signOut(client: Client): Promise<void> {
  const { error } = await client.auth.signOut();
  if (error !== null) throw authError(error);
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
