// Regenerates shared-domain/src/database.types.ts from the live schema.
//   npx tsx scripts/gen-types.ts            write the file
//   npx tsx scripts/gen-types.ts --check    exit 1 when the committed file is stale
//   --db-url <postgres url> (or DATABASE_URL) reads an existing database instead of a fresh one
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { openMigratedPglite, openPostgres } from './gen-types/database';
import { introspect } from './gen-types/introspect';
import { render } from './gen-types/render';

const supabaseDir = resolve(__dirname, '..');
const target = resolve(supabaseDir, '..', 'shared-domain', 'src', 'database.types.ts');
const postgrestVersion = '12.0.2';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function generate(): Promise<string> {
  const url = option('--db-url') ?? process.env.DATABASE_URL;
  const sql = url ? await openPostgres(url) : await openMigratedPglite(supabaseDir);
  try {
    const model = await introspect(sql);
    const config = await resolveConfig(target);
    return await format(render(model, postgrestVersion), {
      ...config,
      filepath: target,
    });
  } finally {
    await sql.close();
  }
}

async function main(): Promise<void> {
  const generated = await generate();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(target, 'utf8');
    } catch {
      committed = '';
    }
    if (committed !== generated) {
      console.error(
        `${target} is stale: run \`npx tsx scripts/gen-types.ts\` in supabase/ and commit it.`,
      );
      process.exit(1);
    }
    console.log(`${join('shared-domain', 'src', 'database.types.ts')} is up to date.`);
    return;
  }
  writeFileSync(target, generated);
  console.log(`Wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
