// Where the schema is read from: a PostgreSQL URL when given (e.g. a running stack or a real
// server), otherwise a throwaway database built exactly as the stack builds one: the stack's
// embedded PostgreSQL, its bootstrap (what hosted Supabase provides) and our migrations.
import { join } from 'node:path';
import pg from 'pg';
import { ephemeralClusterDir, startEmbeddedPostgres } from '../../src/db/embedded';
import { migrate } from '../../src/db/migrate';

export interface Sql {
  query<R>(text: string): Promise<R[]>;
  close(): Promise<void>;
}

export async function openPostgres(url: string, onClose?: () => Promise<void>): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <R>(text: string) => (await client.query(text)).rows as R[],
    async close() {
      await client.end();
      await onClose?.();
    },
  };
}

export async function openMigratedDatabase(supabaseDir: string): Promise<Sql> {
  const embedded = await startEmbeddedPostgres({
    dir: ephemeralClusterDir(),
    ephemeral: true,
    log: () => undefined,
  });
  try {
    await migrate(embedded.connectionString, {
      migrationsDir: join(supabaseDir, 'migrations'),
      seedFile: null,
      log: () => undefined,
    });
    return await openPostgres(embedded.connectionString, () => embedded.stop());
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
