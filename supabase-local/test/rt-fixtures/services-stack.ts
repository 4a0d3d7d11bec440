// The stack on the services fixture schema (rooms, messages, push subscriptions, two buckets), plus
// direct SQL for asserting what the database holds.
import { join } from 'node:path';
import pg from 'pg';
import { startStack, type Stack } from '../../src/stack';
import { testStackDefaults } from '../stack-harness';

export const servicesMigrations = join(__dirname, 'migrations');

export function startServicesStack(): Promise<Stack> {
  return startStack({
    ...testStackDefaults,
    memory: true,
    port: 0,
    migrationsDir: servicesMigrations,
    seedFile: null,
  });
}

/** Runs SQL as the database owner, bypassing row-level security: for setup and for assertions. */
export async function ownerQuery<R extends pg.QueryResultRow = Record<string, unknown>>(
  stack: Stack,
  text: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  try {
    const result = await client.query<R>(text, params);
    return result.rows;
  } finally {
    await client.end();
  }
}

export async function accessToken(client: {
  auth: { getSession(): Promise<{ data: { session: { access_token: string } | null } }> };
}): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('client has no session');
  return data.session.access_token;
}
