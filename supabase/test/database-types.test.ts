// The committed Database type (shared-domain/src/database.types.ts) is what Supabase's own
// generator makes of the migrations as they are now: a stale file fails CI with the difference.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { generateDatabaseTypes, typesFile } from '../scripts/gen-types';

jest.setTimeout(180_000);

/** `diff -u` of the committed file against the generated text, for the failure message. */
function unifiedDiff(generated: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'database-types-'));
  try {
    const fresh = join(dir, 'database.types.ts');
    writeFileSync(fresh, generated);
    const { stdout } = spawnSync('diff', ['-u', typesFile, fresh], { encoding: 'utf8' });
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('the committed Database type is what the generator makes of the migrations', async () => {
  const generated = await generateDatabaseTypes();
  const committed = readFileSync(typesFile, 'utf8');
  if (generated !== committed) {
    throw new Error(
      `${relative(process.cwd(), typesFile)} is stale: run \`npm run gen-types -w supabase\` ` +
        `and commit the result.\n${unifiedDiff(generated)}`,
    );
  }
});
