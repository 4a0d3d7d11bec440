// Where the schema is read from: a PostgreSQL URL when given (e.g. a running stack or a real
// server), otherwise a fresh in-memory database built exactly as the stack builds one: the stack's
// embedded PGlite, its bootstrap (what hosted Supabase provides) and our migrations.
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../src/db/embedded';
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
  const embedded = await startEmbeddedDatabase(null);
  try {
    await migrate(embedded.connectionString, {
      migrationsDir: join(supabaseDir, 'migrations'),
      seedFile: null,
      log: () => undefined,
    });
    return await openPostgres(embedded.connectionString, () => embedded.close());
  } catch (error) {
    await embedded.close();
    throw error;
  }
}
