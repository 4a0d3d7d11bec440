// The real local stack (in-memory database, real PostgREST, our auth, storage and realtime) and
// actors that sign up and set themselves up through shared-domain's own data functions, as the
// apps do.
import { randomUUID } from 'node:crypto';
import { NO_RATE_LIMITS } from 'supabase-local/src/config';
import { startStack } from 'supabase-local/src/stack';
import { signInWithPassword, signUp } from '../../src/data/auth';
import type { Client } from '../../src/data/client';
import { createOrganisation } from '../../src/data/organisations';
import { createTask } from '../../src/data/tasks';
import { createUserProfile, updateUserProfile } from '../../src/data/users';
import { buildNewTaskRow, type TaskDraft } from '../../src/rules/taskValidation';
import { createNodeClient } from '../nodeClient';

type Stack = Awaited<ReturnType<typeof startStack>>;

export type Backend = {
  stack: Stack;
  apiUrl: string;
  anonKey: string;
  /** Service-role client: bypasses RLS, to read what the database holds. */
  admin: Client;
  anon: Client;
  stop(): Promise<void>;
};

export type Actor = { id: string; email: string; name: string; client: Client };
export type OrganisationActor = Actor & { orgId: string };

export const PASSWORD = 'Harbour#2026';

export async function startBackend(): Promise<Backend> {
  // The data layer's suites sign up many accounts from one address and want sessions at once:
  // confirmation mails and request limits have suites of their own (supabase-local/test/auth-*.ts).
  const stack = await startStack({
    memory: true,
    port: 0,
    seedFile: null,
    inbox: false,
    auth: { email: { enableConfirmations: false }, rateLimit: NO_RATE_LIMITS },
  });
  return {
    stack,
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    admin: createNodeClient(stack.apiUrl, stack.serviceRoleKey),
    anon: createNodeClient(stack.apiUrl, stack.anonKey),
    stop: () => stack.stop(),
  };
}

export function newClient(backend: Backend): Client {
  return createNodeClient(backend.apiUrl, backend.anonKey);
}

async function signUpAs(
  backend: Backend,
  name: string,
  role: 'volunteer' | 'organisation',
): Promise<Actor> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.local`;
  const client = newClient(backend);
  const { user } = await signUp(client, { email, password: PASSWORD });
  await signInWithPassword(client, { email, password: PASSWORD });
  await createUserProfile(client, { id: user.id, email, name, role });
  return { id: user.id, email, name, client };
}

/** A volunteer who has finished onboarding. */
export async function volunteer(backend: Backend, name = 'Val Volunteer'): Promise<Actor> {
  const actor = await signUpAs(backend, name, 'volunteer');
  await updateUserProfile(actor.client, actor.id, { first_login_complete: true });
  return actor;
}

/** An organisation account with its organisation row, as organisation signup makes them. */
export async function organisation(
  backend: Backend,
  name = 'Harbour Helpers',
): Promise<OrganisationActor> {
  const actor = await signUpAs(backend, `${name} Coordinator`, 'organisation');
  const row = await createOrganisation(actor.client, { name, userId: actor.id });
  await updateUserProfile(actor.client, actor.id, { first_login_complete: true });
  return { ...actor, orgId: row.id };
}

export function hoursFromNow(hours: number): Date {
  return new Date(Date.now() + hours * 3_600_000);
}

export const onceOffDraft: TaskDraft = {
  interests: ['Environment'],
  title: 'Beach clean-up',
  description: 'Pick up litter along the shore',
  location: 'Main Beach',
  capacity: 2,
  kind: 'once-off',
  detailedDescription: '',
  date: '',
  time: '',
  hoursByWeekday: {},
  weeks: 1,
  durationHours: 2,
  difficulty: 'medium',
};

/** Posts a task the way the create wizard does. */
export async function postTask(
  org: OrganisationActor,
  options: { start?: Date | null; draft?: Partial<TaskDraft> } = {},
) {
  const draft = {
    ...onceOffDraft,
    ...options.draft,
    difficulty: options.draft?.difficulty ?? 'medium',
  };
  const start = options.start === undefined ? hoursFromNow(72) : options.start;
  const row = buildNewTaskRow(
    draft,
    { userId: org.id, organisationId: org.orgId },
    start ?? new Date(),
  );
  return createTask(org.client, start === null ? { ...row, task_date: null } : row);
}

/** What the database holds for a user, read past RLS. */
export async function userRow(backend: Backend, id: string) {
  const { data, error } = await backend.admin
    .from('users')
    .select('points, average_rating, completed_count, first_login_complete, bio')
    .eq('id', id)
    .single();
  if (error !== null) throw new Error(error.message);
  return data;
}

export async function taskRow(backend: Backend, id: string) {
  const { data, error } = await backend.admin
    .from('tasks')
    .select('status, completed, applicant_count, points, title')
    .eq('id', id)
    .maybeSingle();
  if (error !== null) throw new Error(error.message);
  return data;
}
