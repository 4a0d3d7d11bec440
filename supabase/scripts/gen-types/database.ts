// Where the schema is read from: a PostgreSQL URL when given (e.g. the running stack or a real
// server), otherwise a fresh in-memory PGlite with the stack's bootstrap and our migrations applied.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';

export interface Sql {
  query<R>(text: string): Promise<R[]>;
  close(): Promise<void>;
}

function sqlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => join(dir, f));
}

export async function openPostgres(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <R>(text: string) => (await client.query(text)).rows as R[],
    close: () => client.end(),
  };
}

export async function openMigratedPglite(supabaseDir: string): Promise<Sql> {
  const db = await PGlite.create({ extensions: { pgcrypto } });
  const files = [
    ...sqlFiles(join(supabaseDir, 'src', 'bootstrap')),
    ...sqlFiles(join(supabaseDir, 'migrations')),
  ];
  for (const file of files) {
    try {
      await db.exec(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return {
    query: async <R>(text: string) => (await db.query<R>(text)).rows,
    close: () => db.close(),
  };
}
