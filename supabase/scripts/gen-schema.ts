// Writes supabase/schema.sql: the schema the migrations build, as one file to read and to review as
// a diff. It is `pg_dump --schema-only` of a freshly migrated database, narrowed with pg_restore's
// own table of contents to what the migrations added over the platform (bootstrap: the auth,
// storage, realtime, vault, net and cron schemas the stack provides as hosted Supabase does): the
// public and private schemas whole, and the policies, triggers, publication entries and grants the
// product puts in the platform's schemas. The storage buckets and cron jobs the product creates are
// rows, not schema; they follow as the statements that make them. test/schema-file.test.ts fails
// when the committed file is stale.
//
// pg_dump must be the server's own version, so this runs on Debian's PostgreSQL (as the
// `test:postgres` suite does): npm run gen-schema -w supabase
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startStack } from 'supabase-local/src/stack';

export const schemaFile = resolve(__dirname, '..', 'schema.sql');

/** pg_dump and pg_restore of the server supabase-local/scripts/with-postgres.sh started. */
function pgTool(name: string): string {
  const bin = process.env.POSTGRES_BIN;
  if (!bin)
    throw new Error(
      'gen-schema runs under supabase-local/scripts/with-postgres.sh (POSTGRES_BIN unset)',
    );
  return join(bin, name);
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.error}`);
  }
  return result.stdout;
}

/** A migrated (or, with an empty folder, bootstrapped only) scratch database, dumped in custom format. */
async function dumpOf(migrationsDir: string | undefined, dir: string, name: string) {
  const stack = await startStack({
    memory: true,
    port: 0,
    seedFile: null,
    inbox: false,
    migrationsDir,
  });
  try {
    const archive = join(dir, `${name}.dump`);
    run(pgTool('pg_dump'), ['--schema-only', '--format=custom', `--file=${archive}`, stack.dbUrl]);
    return { archive, rows: migrationsDir === undefined ? await productRows(stack.dbUrl) : '' };
  } finally {
    await stack.stop();
  }
}

/**
 * An archive's table of contents: `id; tableoid oid TYPE schema name owner` per line. The part after
 * the object ids names the object, the same in two databases.
 */
function contents(archive: string): { line: string; key: string }[] {
  return run(pgTool('pg_restore'), ['--list', archive])
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith(';'))
    .map((line) => ({ line, key: line.replace(/^\d+; \d+ \d+ /, '') }));
}

/** The storage buckets and cron jobs the migrations create, as the statements that make them. */
async function productRows(dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const buckets = await client.query<{ statement: string }>(
      `select format('insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values (%L, %L, %L, %L, %L);',
                     id, name, public, file_size_limit, allowed_mime_types) as statement
         from storage.buckets order by id`,
    );
    const jobs = await client.query<{ statement: string }>(
      `select format('select cron.schedule(%L, %L, %L);', jobname, schedule, command) as statement
         from cron.job order by jobname`,
    );
    return [
      '--',
      '-- Storage buckets and cron jobs (rows the migrations insert)',
      '--',
      '',
      ...buckets.rows.map((row) => row.statement),
      ...jobs.rows.map((row) => row.statement),
      '',
    ].join('\n');
  } finally {
    await client.end();
  }
}

/** The text schema.sql should hold for the migrations as they are now. */
export async function generateSchema(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'gen-schema-'));
  try {
    const noMigrations = join(dir, 'no-migrations');
    mkdirSync(noMigrations);
    const platform = await dumpOf(noMigrations, dir, 'platform');
    const product = await dumpOf(undefined, dir, 'product');
    const before = new Set(contents(platform.archive).map(({ key }) => key));
    const list = join(dir, 'product.list');
    writeFileSync(
      list,
      contents(product.archive)
        .filter(({ key }) => !before.has(key))
        .map(({ line }) => line)
        .join('\n') + '\n',
    );
    const sql = run(pgTool('pg_restore'), [
      '--schema-only',
      '--no-owner',
      // A fixed key for psql's \restrict lines (pg_dump draws a random one per run).
      '--restrict-key=schema',
      `--use-list=${list}`,
      '--file=-',
      product.archive,
    ]);
    const header =
      '-- The schema the migrations build, generated: npm run gen-schema -w supabase (do not edit).\n' +
      '-- Read supabase/SCHEMA.md for the guide; change the schema with a new migration.\n';
    return `${header}${sql.replace(/\n{3,}/g, '\n\n')}${product.rows}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  writeFileSync(schemaFile, await generateSchema());
  console.log(`Wrote ${schemaFile}`);
}

// Run as a script, not when a test imports the generator.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
