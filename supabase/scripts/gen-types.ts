// Regenerates shared-domain/src/database.types.ts from the live schema.
//   npx tsx scripts/gen-types.ts            write the file
//   npx tsx scripts/gen-types.ts --check    exit 1 when the committed file is stale
//   --db-url <postgres url> (or DATABASE_URL) reads an existing database instead of a fresh
//   in-memory one built from the stack's bootstrap and our migrations
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openMigratedDatabase, openPostgres } from './gen-types/database';
import { generateDatabaseTypes, typesFile } from './gen-types/generate';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const url = option('--db-url') ?? process.env.DATABASE_URL;
  const sql = url ? await openPostgres(url) : await openMigratedDatabase(resolve(__dirname, '..'));
  let generated: string;
  try {
    generated = await generateDatabaseTypes(sql);
  } finally {
    await sql.close();
  }
  if (process.argv.includes('--check')) {
    const committed = existsSync(typesFile) ? readFileSync(typesFile, 'utf8') : '';
    if (committed !== generated) {
      console.error(
        `${typesFile} is stale: run \`npx tsx scripts/gen-types.ts\` in supabase/ and commit it.`,
      );
      process.exit(1);
    }
    console.log(`${typesFile} is up to date.`);
    return;
  }
  writeFileSync(typesFile, generated);
  console.log(`Wrote ${typesFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
