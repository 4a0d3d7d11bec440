import type { Page } from '@playwright/test';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { backendEnv } from './backendEnv';
import { DEMO } from './signIn';
import { confirmByMail } from './mail';

// State the journeys need (tasks, approvals, points) is set up through the API as the other party
// would do it, with supabase-js against the same local stack the portal uses.

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function newClient(): SupabaseClient {
  const { apiUrl, anonKey } = backendEnv();
  return createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket; supabase-js insists on one even when realtime is unused.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** The stack's service role, for what only the backend itself does (the scheduler's jobs). */
export function serviceClient(): SupabaseClient {
  const { apiUrl, serviceRoleKey } = backendEnv();
  return createClient(apiUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export type Actor = { client: SupabaseClient; session: Session; id: string };

export async function signInClient(email: string, password: string): Promise<Actor> {
  const client = newClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error !== null || data.session === null) throw new Error(`sign-in failed: ${error?.message}`);
  return { client, session: data.session, id: data.session.user.id };
}

/** A brand-new volunteer, signed up through auth with the users row signup makes. */
export async function newVolunteer(options: {
  onboarded: boolean;
}): Promise<Actor & { email: string }> {
  const email = `e2e-${randomUUID().slice(0, 8)}@test.local`;
  const password = 'Harbour#2026';
  const client = newClient();
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error !== null || signUp.data.user === null) throw new Error('sign-up failed');
  await confirmByMail(email);
  const actor = await signInClient(email, password);
  const insert = await actor.client.from('users').insert({
    id: actor.id,
    email,
    name: 'Jamie Rivers',
    role: 'volunteer',
    first_login_complete: options.onboarded,
  });
  if (insert.error !== null) throw new Error(insert.error.message);
  return { ...actor, email };
}

/** A brand-new organisation, onboarded, with its organisations row: one that joined after others. */
export async function newOrganisation(name: string): Promise<Actor & { orgId: string }> {
  const email = `e2e-org-${randomUUID().slice(0, 8)}@test.local`;
  const password = 'Harbour#2026';
  const signUp = await newClient().auth.signUp({ email, password });
  if (signUp.error !== null || signUp.data.user === null) throw new Error('sign-up failed');
  await confirmByMail(email);
  const actor = await signInClient(email, password);
  const profile = await actor.client.from('users').insert({
    id: actor.id,
    email,
    name: `${name} Coordinator`,
    role: 'organisation',
    first_login_complete: true,
  });
  if (profile.error !== null) throw new Error(profile.error.message);
  const { data, error } = await actor.client
    .from('organisations')
    .insert({ name, type: 'charity', user_id: actor.id })
    .select('id')
    .single();
  if (error !== null) throw new Error(error.message);
  return { ...actor, orgId: data.id as string };
}

export async function demoOrganisation(): Promise<Actor & { orgId: string }> {
  const actor = await signInClient(DEMO.organisation.email, DEMO.organisation.password);
  const { data, error } = await actor.client
    .from('organisations')
    .select('id')
    .eq('user_id', actor.id)
    .single();
  if (error !== null) throw new Error(error.message);
  return { ...actor, orgId: data.id as string };
}

/** What a posted task may differ in; by default a hard two-hour task for three volunteers. */
export interface TaskDetails {
  description?: string;
  location?: string;
  difficulty?: 'easy' | 'medium' | 'hard';
  hoursRequired?: number;
  capacity?: number;
}

export async function postTask(
  org: Actor & { orgId: string },
  hoursAhead: number,
  title: string,
  details: TaskDetails = {},
): Promise<string> {
  const { data, error } = await org.client
    .from('tasks')
    .insert({
      user_id: org.id,
      organisation_id: org.orgId,
      title,
      description: details.description ?? `${title}: an e2e task`,
      location: details.location ?? 'Harbour Wharf Shed 3',
      task_date: new Date(Date.now() + hoursAhead * 3_600_000).toISOString(),
      difficulty: details.difficulty ?? 'hard',
      hours_required: details.hoursRequired ?? 2,
      capacity: details.capacity ?? 3,
    })
    .select('id')
    .single();
  if (error !== null) throw new Error(error.message);
  return data.id as string;
}

export async function rpc(actor: Actor, name: string, args: Record<string, unknown>) {
  const { data, error } = await actor.client.rpc(name, args);
  if (error !== null) throw new Error(`${name}: ${error.message}`);
  return data as { id: string };
}

/** Hands a session to the portal the way supabase-js keeps it (localStorage). */
export async function openAs(page: Page, session: Session, path: string): Promise<void> {
  const { apiUrl } = backendEnv();
  const storageKey = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.goto('/signin');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(session),
  ] as const);
  await page.goto(path);
}

/** A new onboarded volunteer who follows the demo organisation, and that organisation. */
export async function volunteerFollowingDemoOrganisation(): Promise<{
  volunteer: Actor & { email: string };
  org: Actor & { orgId: string };
}> {
  const volunteer = await newVolunteer({ onboarded: true });
  const org = await demoOrganisation();
  const { error } = await volunteer.client
    .from('user_organisations')
    .insert({ user_id: volunteer.id, org_id: org.orgId });
  if (error !== null) throw new Error(error.message);
  return { volunteer, org };
}
