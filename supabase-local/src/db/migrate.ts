// Brings a database to what hosted Supabase provides (the bootstrap SQL), then applies the
// project's migrations in order, recording them as the Supabase CLI does, then the seed once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { localRoot } from '../paths';

export const bootstrapDir = join(localRoot, 'src', 'bootstrap');

export interface MigrateOptions {
  migrationsDir: string;
  seedFile: string | null;
  log(message: string): void;
}

export interface MigrateReport {
  applied: string[];
  seeded: boolean;
}

function sqlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(dir, name));
}

/** Identifies the bootstrap SQL as it is now, so a database that has it applied skips it. */
export function bootstrapHash(): string {
  const hash = createHash('sha256');
  for (const file of sqlFiles(bootstrapDir)) {
    hash.update(basename(file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

async function applyBootstrap(client: pg.Client): Promise<void> {
  const hash = bootstrapHash();
  const recorded = await client.query<{ present: string | null }>(
    `select to_regclass('supabase_migrations.bootstrap')::text as present`,
  );
  if (recorded.rows[0]?.present) {
    const same = await client.query('select 1 from supabase_migrations.bootstrap where hash = $1', [
      hash,
    ]);
    if (same.rowCount === 1) return;
  }
  for (const file of sqlFiles(bootstrapDir)) {
    await inTransaction(client, readFileSync(file, 'utf8'), file);
  }
  await inTransaction(
    client,
    `create schema if not exists supabase_migrations;
     create table if not exists supabase_migrations.bootstrap (hash text primary key);
     delete from supabase_migrations.bootstrap;`,
    'bootstrap',
    { text: 'insert into supabase_migrations.bootstrap (hash) values ($1)', values: [hash] },
  );
}

async function inTransaction(
  client: pg.Client,
  sql: string,
  file: string,
  record?: { text: string; values: unknown[] },
): Promise<void> {
  await client.query('begin');
  try {
    await client.query(sql);
    if (record) await client.query(record.text, record.values);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${basename(file)}: ${message}`);
  }
}

export async function migrate(
  connectionString: string,
  options: MigrateOptions,
): Promise<MigrateReport> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await applyBootstrap(client);
    await inTransaction(
      client,
      `create schema if not exists supabase_migrations;
       create table if not exists supabase_migrations.schema_migrations (
         version text primary key, statements text[], name text);
       create table if not exists supabase_migrations.seed_files (
         path text primary key, hash text not null);`,
      'schema_migrations',
    );
    const done = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    const applied = new Set(done.rows.map((row) => row.version));
    const report: MigrateReport = { applied: [], seeded: false };
    for (const file of sqlFiles(options.migrationsDir)) {
      const name = basename(file, '.sql');
      const separator = name.indexOf('_');
      const version = separator > 0 ? name.slice(0, separator) : name;
      if (applied.has(version)) continue;
      const sql = readFileSync(file, 'utf8');
      await inTransaction(client, sql, file, {
        text: `insert into supabase_migrations.schema_migrations (version, statements, name)
               values ($1, array[$2], $3)`,
        values: [version, sql, separator > 0 ? name.slice(separator + 1) : name],
      });
      options.log(`Applying migration ${basename(file)}...`);
      report.applied.push(basename(file));
    }
    const seeded = await client.query('select 1 from supabase_migrations.seed_files limit 1');
    const seedFile = options.seedFile;
    if (seeded.rowCount === 0 && seedFile !== null && existsSync(seedFile)) {
      const sql = readFileSync(seedFile, 'utf8');
      await inTransaction(client, sql, seedFile, {
        text: 'insert into supabase_migrations.seed_files (path, hash) values ($1, md5($2))',
        values: [basename(seedFile), sql],
      });
      options.log(`Seeding data from ${basename(seedFile)}...`);
      report.seeded = true;
    }
    return report;
  } finally {
    await client.end();
  }
}
