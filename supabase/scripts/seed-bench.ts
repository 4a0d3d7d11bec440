// Loads the benchmark data (scripts/seed-bench.sql: 10,000 tasks, 100,020 applications) into a
// database that already holds the migrations and the demo seed.
//   npx tsx scripts/seed-bench.ts --db-url <postgres url>   (or DATABASE_URL)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export const benchSeedFile = join(__dirname, 'seed-bench.sql');

export async function seedBench(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('begin');
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
  const index = process.argv.indexOf('--db-url');
  const url = index >= 0 ? process.argv[index + 1] : process.env.DATABASE_URL;
  if (!url) {
    console.error('Usage: npx tsx scripts/seed-bench.ts --db-url <postgres url>');
    process.exit(2);
  }
  seedBench(url).then(
    (ms) => console.log(`Bench data loaded in ${ms} ms.`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
