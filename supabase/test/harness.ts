// A real local stack (in-memory database, real PostgREST, our auth) and signed-in supabase-js clients
// for the actors of the RLS matrix. Every actor signs up through the auth API and creates its own
// profile row through the API, as the apps do.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database, Tables, TablesInsert } from 'shared-domain';
import { startStack } from 'supabase-local/src/stack';
import { testStackDefaults } from 'supabase-local/test/stack-harness';

export type Client = ReturnType<typeof createClient<Database>>;
type Stack = Awaited<ReturnType<typeof startStack>>;

export interface Actor {
  id: string;
  email: string;
  name: string;
  client: Client;
}

export interface Organisation extends Actor {
  orgId: string;
}

export interface Product {
  stack: Stack;
  /** Service-role client: bypasses RLS, for arranging state and reading what the database holds. */
  admin: Client;
  anon: Client;
  stop(): Promise<void>;
}

const password = 'Password1!';

function client(apiUrl: string, key: string): Client {
  return createClient<Database>(apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js needs one for its realtime client (ws's
    // constructor type is wider than the one supabase-js declares).
    realtime: { transport: WebSocket as unknown as never },
  });
}

export async function startProduct(options: { seed?: boolean } = {}): Promise<Product> {
  const stack = await startStack({
    ...testStackDefaults,
    memory: true,
    port: 0,
    seedFile: options.seed ? undefined : null,
  });
  return productOn(stack);
}

/** The product's clients on a stack started elsewhere (one with a data folder, say). */
export function productOn(stack: Stack): Product {
  return {
    stack,
    admin: client(stack.apiUrl, stack.serviceRoleKey),
    anon: client(stack.apiUrl, stack.anonKey),
    stop: () => stack.stop(),
  };
}

export async function signIn(product: Product, email: string, secret: string): Promise<Client> {
  const signedIn = client(product.stack.apiUrl, product.stack.anonKey);
  const { error } = await signedIn.auth.signInWithPassword({ email, password: secret });
  if (error) throw new Error(`sign in ${email}: ${error.message}`);
  return signedIn;
}

async function createAccount(
  product: Product,
  name: string,
  role: 'volunteer' | 'organisation',
): Promise<Actor> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.local`;
  const signedIn = client(product.stack.apiUrl, product.stack.anonKey);
  const { data, error } = await signedIn.auth.signUp({ email, password });
  if (error || !data.user || !data.session) {
    throw new Error(`sign up ${email}: ${error?.message ?? 'no session'}`);
  }
  const id = data.user.id;
  const profile = await signedIn
    .from('users')
    .insert({ id, email, name, role, first_login_complete: true });
  if (profile.error) throw new Error(`profile ${email}: ${profile.error.message}`);
  return { id, email, name, client: signedIn };
}

export function createVolunteer(product: Product, name = 'Val Volunteer'): Promise<Actor> {
  return createAccount(product, name, 'volunteer');
}

export async function createOrganisation(
  product: Product,
  name = 'Helping Hands',
): Promise<Organisation> {
  const actor = await createAccount(product, `${name} Coordinator`, 'organisation');
  const { data, error } = await actor.client
    .from('organisations')
    .insert({ name, type: 'charity', user_id: actor.id })
    .select('id')
    .single();
  if (error) throw new Error(`organisation ${name}: ${error.message}`);
  return { ...actor, orgId: data.id };
}

/** Signs up from an invitation link, as the portal's join page does: an organisation user made by
 * the sign-up's metadata (no organisation of their own), not yet in any team. */
export async function signUpInvited(
  product: Product,
  invitationId: string,
  email: string,
  name = 'Sam Coordinator',
): Promise<Actor> {
  const signedIn = client(product.stack.apiUrl, product.stack.anonKey);
  const { data, error } = await signedIn.auth.signUp({
    email,
    password,
    options: { data: { role: 'organisation', name, invitation: invitationId } },
  });
  if (error || !data.user || !data.session) {
    throw new Error(`sign up ${email}: ${error?.message ?? 'no session'}`);
  }
  return { id: data.user.id, email, name, client: signedIn };
}

/** The owner invites a new address and its person signs up from the mail's link and joins. */
export async function joinTeam(
  product: Product,
  owner: Organisation,
  name = 'Sam Coordinator',
): Promise<Organisation> {
  const email = `coordinator-${randomUUID().slice(0, 8)}@test.local`;
  const invited = await owner.client.rpc('invite_member', { p_email: email });
  if (invited.error) throw new Error(`invite: ${invited.error.message}`);
  const coordinator = await signUpInvited(product, invited.data.id, email, name);
  const joined = await coordinator.client.rpc('accept_invitation', {
    p_invitation_id: invited.data.id,
  });
  if (joined.error) throw new Error(`accept: ${joined.error.message}`);
  return { ...coordinator, orgId: owner.orgId };
}

export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

export async function createTask(
  org: Organisation,
  overrides: Partial<TablesInsert<'tasks'>> = {},
): Promise<Tables<'tasks'>> {
  const { data, error } = await org.client
    .from('tasks')
    .insert({
      organisation_id: org.orgId,
      user_id: org.id,
      title: 'Beach clean-up',
      description: 'Pick up litter along the beach.',
      location: 'Main Beach',
      task_date: hoursFromNow(72),
      task_type: 'once-off',
      difficulty: 'medium',
      hours_required: 2,
      capacity: 2,
      ...overrides,
    })
    .select('*, places_taken, places_free')
    .single();
  if (error) throw new Error(`task: ${error.message}`);
  return data;
}

export async function followOrganisation(volunteer: Actor, org: Organisation): Promise<void> {
  const { error } = await volunteer.client
    .from('user_organisations')
    .insert({ user_id: volunteer.id, org_id: org.orgId });
  if (error) throw new Error(`follow: ${error.message}`);
}

export async function apply(volunteer: Actor, taskId: string): Promise<Tables<'applications'>> {
  const { data, error } = await volunteer.client.rpc('apply_for_task', { p_task_id: taskId });
  if (error) throw new Error(`apply: ${error.message}`);
  return data;
}

/** Applies, approves and marks done: the volunteer's work on the task is completed. */
export async function complete(
  volunteer: Actor,
  org: Organisation,
  taskId: string,
): Promise<Tables<'applications'>> {
  const application = await apply(volunteer, taskId);
  const approved = await org.client.rpc('approve_application', {
    p_application_id: application.id,
  });
  if (approved.error) throw new Error(`approve: ${approved.error.message}`);
  const done = await org.client.rpc('mark_application_done', { p_application_id: application.id });
  if (done.error) throw new Error(`done: ${done.error.message}`);
  return done.data;
}

/** Reads a user's private columns as the database holds them. */
export async function userRow(product: Product, id: string) {
  const { data, error } = await product.admin
    .from('users')
    .select('points, average_rating, completed_count, role')
    .eq('id', id)
    .single();
  if (error) throw new Error(`user row: ${error.message}`);
  return data;
}

export async function taskRow(product: Product, id: string) {
  const { data, error } = await product.admin
    .from('tasks')
    .select('status, completed, applicant_count, points')
    .eq('id', id)
    .single();
  if (error) throw new Error(`task row: ${error.message}`);
  return data;
}
