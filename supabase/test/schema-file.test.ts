// supabase/schema.sql is what pg_dump makes of the migrations as they are now (scripts/gen-schema.ts):
// a stale file fails CI with the difference. pg_dump must be the server's version, so this runs in
// the suite on Debian's PostgreSQL (`npm run test:postgres`), which CI runs beside the embedded one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { generateSchema, schemaFile } from '../scripts/gen-schema';

jest.setTimeout(240_000);

const onDebianPostgres = process.env.POSTGRES_BIN ? it : it.skip;

/** `diff -u` of the committed file against the generated text, for the failure message. */
function unifiedDiff(generated: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-file-'));
  try {
    const fresh = join(dir, 'schema.sql');
    writeFileSync(fresh, generated);
    return spawnSync('diff', ['-u', schemaFile, fresh], { encoding: 'utf8' }).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

onDebianPostgres('the committed schema.sql is what pg_dump makes of the migrations', async () => {
  const generated = await generateSchema();
  if (generated !== readFileSync(schemaFile, 'utf8')) {
    throw new Error(
      `${relative(process.cwd(), schemaFile)} is stale: run \`npm run gen-schema -w supabase\` ` +
        `and commit the result.\n${unifiedDiff(generated)}`,
    );
  }
});
