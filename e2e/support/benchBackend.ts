import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend, type Backend } from './backend';
import { REPO_ROOT } from './servers';

/** The bench seed's scale the large-data journeys run at: the project's own bench data. */
export const BENCH_TASKS = 10_000;

/** Bench organisation n's login (supabase/bench/seed-bench.sql). */
export function benchOrganisation(n: number) {
  return { email: `bench-organisation-${n}@bench.local`, password: 'Password1!' };
}

/**
 * A third real local Supabase stack, in memory, holding the demo seed and the bench data at
 * BENCH_TASKS tasks (ten applications each, N/2 chats): what a busy portal holds.
 */
export async function startBenchBackend(): Promise<Backend> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-bench-seed-'));
  const seedFile = join(dir, 'seed.sql');
  const supabase = join(REPO_ROOT, 'supabase');
  writeFileSync(
    seedFile,
    [
      readFileSync(join(supabase, 'seed.sql'), 'utf8'),
      `select set_config('bench.tasks', '${BENCH_TASKS}', false);`,
      readFileSync(join(supabase, 'bench', 'seed-bench.sql'), 'utf8'),
    ].join('\n'),
  );
  try {
    const backend = await startBackend({ seed: seedFile });
    return {
      ...backend,
      stop: async () => {
        await backend.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
