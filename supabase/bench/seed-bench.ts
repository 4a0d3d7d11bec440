// Loads the benchmark data (scripts/seed-bench.sql) at a scale of 1,000, 10,000 (the default) or
// 100,000 tasks, ten applications each, into a database that already holds the migrations and the
// demo seed.
//   npx tsx scripts/seed-bench.ts --db-url <postgres url> [--tasks 100000]   (or DATABASE_URL)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export const benchSeedFile = join(__dirname, 'seed-bench.sql');

/** The scales the bench seed is measured at. */
export const BENCH_SCALES = [1_000, 10_000, 100_000] as const;
export const DEFAULT_BENCH_TASKS = 10_000;

/** How many bench chats (between bench users) a scale has; the demo volunteer's 20 come after. */
export function benchChats(tasks: number): number {
  return Math.floor(tasks / 2);
}

export async function seedBench(
  connectionString: string,
  tasks: number = DEFAULT_BENCH_TASKS,
): Promise<number> {
  if (!Number.isInteger(tasks) || tasks < 40) {
    throw new Error('The bench seed needs a whole number of tasks, at least 40');
  }
  const client = new pg.Client({ connectionString });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('begin');
    await client.query(`select set_config('bench.tasks', $1, true)`, [String(tasks)]);
    await client.query(readFileSync(benchSeedFile, 'utf8'));
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return Date.now() - started;
}

if (require.main === module) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const url = argument('--db-url') ?? process.env.DATABASE_URL;
  const tasks = Number(argument('--tasks') ?? DEFAULT_BENCH_TASKS);
  if (!url || !Number.isInteger(tasks)) {
    console.error('Usage: npx tsx scripts/seed-bench.ts --db-url <postgres url> [--tasks 10000]');
    process.exit(2);
  }
  seedBench(url, tasks).then(
    (ms) => console.log(`Bench data loaded in ${ms} ms.`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
