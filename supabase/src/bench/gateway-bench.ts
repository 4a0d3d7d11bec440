// `npm run bench -w supabase`: what the gateway costs. The same read (a select with two
// embeddings) and the same write (an insert) go through the gateway, straight to PostgREST, and
// as hand-written SQL straight to the database, at the same concurrency; prints requests per
// second, p50/p95 latency and the ratios.
import { join } from 'node:path';
import pg from 'pg';
import { packageRoot } from '../paths';
import { startStack } from '../stack';

const CONCURRENCY = 8;
const REQUESTS = 400;
const WARMUP = 40;

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p95: number;
}

async function measure(label: string, once: () => Promise<void>): Promise<Figures> {
  for (let i = 0; i < WARMUP; i++) await once();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { label, rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95) };
}

async function expectOk(response: Response): Promise<void> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

const SELECT_PATH = '/notes?select=id,title,boards(name),tags(label)&order=id&limit=20';
const SELECT_SQL = `select coalesce(json_agg(row), '[]') from (
  select n.id, n.title,
    (select json_build_object('name', b.name) from public.boards b where b.id = n.board_id) as boards,
    (select coalesce(json_agg(json_build_object('label', t.label)), '[]') from public.tags t where t.note_id = n.id) as tags
  from public.notes n order by n.id limit 20) row`;

async function main(): Promise<void> {
  const stack = await startStack({
    memory: true,
    port: 0,
    migrationsDir: join(packageRoot, 'test', 'fixtures', 'migrations'),
    seedFile: join(packageRoot, 'test', 'fixtures', 'seed.sql'),
  });
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: CONCURRENCY });
  try {
    const signUp = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${Date.now()}@bench.local`,
        password: 'bench-password',
      }),
    });
    const session = (await signUp.json()) as { access_token: string; user: { id: string } };
    const claims = JSON.stringify({ role: 'authenticated', sub: session.user.id });
    await pool.query(
      `insert into public.notes (board_id, owner_id, title, is_public)
       select 1 + i % 2, $1, 'bench note ' || i, true from generate_series(1, 200) i`,
      [session.user.id],
    );
    await pool.query(
      `insert into public.tags (note_id, label) select id, 'tag ' || k from public.notes, generate_series(1, 2) k`,
    );

    const headers = {
      apikey: stack.anonKey,
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    };
    const asUser = async (sql: string, params: unknown[] = []) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [claims],
        );
        await client.query(sql, params);
        await client.query('commit');
      } finally {
        client.release();
      }
    };
    const body = JSON.stringify({ board_id: 1, title: 'bench insert' });

    const results = [
      await measure('select, gateway', async () =>
        expectOk(await fetch(`${stack.apiUrl}/rest/v1${SELECT_PATH}`, { headers })),
      ),
      await measure('select, PostgREST', async () =>
        expectOk(await fetch(`${stack.postgrestUrl}${SELECT_PATH}`, { headers })),
      ),
      await measure('select, SQL', () => asUser(SELECT_SQL)),
      await measure('insert, gateway', async () =>
        expectOk(await fetch(`${stack.apiUrl}/rest/v1/notes`, { method: 'POST', headers, body })),
      ),
      await measure('insert, PostgREST', async () =>
        expectOk(await fetch(`${stack.postgrestUrl}/notes`, { method: 'POST', headers, body })),
      ),
      await measure('insert, SQL', () =>
        asUser(`insert into public.notes (board_id, title) values ($1, $2)`, [1, 'bench insert']),
      ),
    ];

    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`Gateway bench on ${database}: ${REQUESTS} requests, concurrency ${CONCURRENCY}\n`);
    console.log('target                 req/s    p50 ms   p95 ms');
    for (const r of results) {
      console.log(
        `${r.label.padEnd(20)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(2).padStart(9)} ${r.p95.toFixed(2).padStart(8)}`,
      );
    }
    const [sg, sp, ss, ig, ip, is] = results;
    const ratio = (a: Figures, b: Figures) =>
      `throughput ×${(a.rps / b.rps).toFixed(2)}, p95 ×${(a.p95 / b.p95).toFixed(2)}`;
    console.log(`\nselect: gateway/PostgREST ${ratio(sg, sp)}; PostgREST/SQL ${ratio(sp, ss)}`);
    console.log(`insert: gateway/PostgREST ${ratio(ig, ip)}; PostgREST/SQL ${ratio(ip, is)}`);
  } finally {
    await pool.end();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
