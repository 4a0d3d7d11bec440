// Measures the read models the issue budgets (50 ms at the 95th percentile) on the benchmark data:
// the volunteer's open-task list, the leaderboard and the chat list, through the API as the demo
// volunteer. Prints JSON (with the time to build, migrate and seed the stack); exits 1 when a p95 is
// over budget.
//   npx tsx scripts/seed-bench-latency.ts [--db-url <empty postgres url>] [--runs 200] [--budget 50]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import type { Database } from 'shared-domain';
import WebSocket from 'ws';
import { defaultSeedFile, startStack } from '../src/stack';
import { benchSeedFile } from './seed-bench';

type ReadModel = 'get_open_tasks' | 'get_leaderboard' | 'get_chat_list';
const readModels: ReadModel[] = ['get_open_tasks', 'get_leaderboard', 'get_chat_list'];

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const runs = Number(option('--runs', '200'));
  const budget = Number(option('--budget', '50'));
  const databaseUrl = option('--db-url', process.env.DATABASE_URL ?? '');
  // The demo seed and the bench data as one seed file, so the stack loads both its own way (the
  // embedded database accepts a single connection).
  const dir = mkdtempSync(join(tmpdir(), 'seed-bench-'));
  const seedFile = join(dir, 'seed.sql');
  writeFileSync(
    seedFile,
    `${readFileSync(defaultSeedFile, 'utf8')}\n${readFileSync(benchSeedFile, 'utf8')}`,
  );
  const loadStarted = performance.now();
  const stack = await startStack({
    port: 0,
    seedFile,
    ...(databaseUrl ? { databaseUrl } : { memory: true }),
  });
  const loadMs = Math.round(performance.now() - loadStarted);
  try {
    const client = createClient<Database>(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as never },
    });
    const signedIn = await client.auth.signInWithPassword({
      email: 'volunteer@demo.local',
      password: 'Volunteer1!',
    });
    if (signedIn.error) throw signedIn.error;

    const results: Record<string, { p50: number; p95: number; rows: number }> = {};
    for (const name of readModels) {
      const timings: number[] = [];
      let rows = 0;
      for (let i = 0; i < runs + 10; i += 1) {
        const started = performance.now();
        const { data, error } = await client.rpc(name);
        const elapsed = performance.now() - started;
        if (error) throw new Error(`${name}: ${error.message}`);
        rows = Array.isArray(data) ? data.length : 0;
        if (i >= 10) timings.push(elapsed);
      }
      timings.sort((a, b) => a - b);
      results[name] = {
        p50: Math.round(percentile(timings, 50) * 10) / 10,
        p95: Math.round(percentile(timings, 95) * 10) / 10,
        rows,
      };
    }
    console.log(
      JSON.stringify({ database: databaseUrl ? 'postgres' : 'embedded', loadMs, runs, results }),
    );
    if (Object.values(results).some((r) => r.p95 > budget)) process.exitCode = 1;
  } finally {
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
