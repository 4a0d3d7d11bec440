// A committed file that a command generates (database.types.ts, schema.sql): the test fails when the
// file is not what the command makes now, with the command to run and a `diff -u` of the change.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';

/** `diff -u` of the committed file against the generated text, for the failure message. */
function unifiedDiff(file: string, generated: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'generated-file-'));
  try {
    const fresh = join(dir, basename(file));
    writeFileSync(fresh, generated);
    return spawnSync('diff', ['-u', file, fresh], { encoding: 'utf8' }).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function expectFresh(file: string, generated: string, command: string): void {
  if (generated === readFileSync(file, 'utf8')) return;
  throw new Error(
    `${relative(process.cwd(), file)} is stale: run \`${command}\` and commit the result.\n` +
      unifiedDiff(file, generated),
  );
}
