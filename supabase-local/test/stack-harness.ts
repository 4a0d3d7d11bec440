// Starts the stack on the fixture schema and hands out supabase-js clients, exactly as an app
// would create them: URL, key and (in Node) the WebSocket transport.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { NO_RATE_LIMITS } from '../src/config';
import { startStack, type Stack, type StackOptions } from '../src/stack';

export const fixtureMigrations = join(__dirname, 'fixtures', 'migrations');
export const fixtureSeed = join(__dirname, 'fixtures', 'seed.sql');
export const seededUser = { email: 'seeded@fixture.local', password: 'Seeded1!' };

/**
 * On PostgreSQL (DATABASE_URL set, see scripts/with-postgres.sh) a database of its own in the
 * cluster that outlives a stack (in-memory stacks get a scratch one each); undefined on the
 * embedded server.
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const server = process.env.DATABASE_URL;
  if (!server) return undefined;
  const name = `suite_${randomUUID().replace(/-/g, '')}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What most suites need of auth: sign-up returns a session (confirmations off), no limit gets in
 * the way of a test's many sign-ins from one address, and no mail inbox. The suites of those
 * features (auth-mail, auth-guards) start stacks with config.toml's own settings.
 */
export const testStackDefaults: Pick<StackOptions, 'auth' | 'inbox'> = {
  auth: {
    email: { enableConfirmations: false },
    rateLimit: NO_RATE_LIMITS,
  },
  inbox: false,
};

/**
 * The fixture schema and seed on config.toml's own auth settings (confirmations on, its limits, a
 * mail inbox), with `options` on top: for the suites of those features.
 */
export function startConfiguredStack(options: StackOptions = {}): Promise<Stack> {
  return startStack({
    memory: true,
    port: 0,
    migrationsDir: fixtureMigrations,
    seedFile: fixtureSeed,
    ...options,
  });
}

export function startFixtureStack(options: StackOptions = {}): Promise<Stack> {
  return startConfiguredStack({ ...testStackDefaults, ...options });
}

export function clientFor(stack: Stack, key: string = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as never },
  });
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@test.local`;
}

/** A client signed in as a fresh user. */
export async function signedInClient(
  stack: Stack,
  label: string,
  data: Record<string, unknown> = {},
) {
  const client = clientFor(stack);
  const email = uniqueEmail(label);
  const { data: signUp, error } = await client.auth.signUp({
    email,
    password: 'Passw0rd!',
    options: { data },
  });
  if (error || !signUp.user) throw error ?? new Error('sign-up returned no user');
  return { client, email, password: 'Passw0rd!', userId: signUp.user.id };
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
