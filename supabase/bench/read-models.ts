// `npm run bench -w supabase -- --read-models`: every read model of issue #17 timed through the API
// as the demo volunteer, the demo organisation and the bench organisation, at each scale of the
// bench data, side by side. For each scale this working tree's stack starts in-process on a
// throwaway database (--memory, or a scratch database on --db-url) with the demo seed and the bench
// data as one seed file; the three actors sign in through supabase-js; each read model is called
// 10 times to warm up, then --runs times one after the other (p50, p95), and once more with
// Accept-Encoding: identity for its size before compression. At the largest scale the plans of
// the read models are written to .data/bench/plans-<scale>.md. Prints a table; writes JSON to
// .data/bench/read-models-<stamp>.json. With --before REV each scale runs first on the migrations of
// commit REV, then on this tree's, and the table compares their p95s.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import type { Database } from 'shared-domain';
import WebSocket from 'ws';
import { benchSeedFile } from './seed-bench';
import { defaultSeedFile, type Stack, startStack } from 'supabase-local/src/stack';
import { summarize } from './http';
import type { ReadModelOptions } from './options';
import { collectPlans, renderPlans } from './read-model-plans';
import {
  BUDGET,
  type ReadModelMeasure,
  type ReadModelResults,
  renderReadModelReport,
  type ScaleResult,
  scaleLabel,
} from './read-model-report';
import {
  actorLabels,
  type ActorKey,
  type ApiRequest,
  DEEP_PAGES,
  type OpenTaskCursor,
  type OpenTaskSort,
  openTaskSorts,
  organisationSpecs,
  PAGE,
  type ReadModelSpec,
  volunteerSpecs,
} from './read-model-specs';
import { assertLoopback } from './stacks';
import { benchDataDir } from './trees';

type Log = (line: string) => void;
type Client = ReturnType<typeof createClient<Database>>;

const ACTORS: Record<ActorKey, { email: string; password: string }> = {
  volunteer: { email: 'volunteer@demo.local', password: 'Volunteer1!' },
  demoOrganisation: { email: 'organisation@demo.local', password: 'Organisation1!' },
  // seed-bench.sql: every bench account has the password Password1!.
  benchOrganisation: { email: 'bench-organisation-1@bench.local', password: 'Password1!' },
};

const loads = () => loadavg().map((v) => Math.round(v * 100) / 100);

/** The stack of the scale under way and its seed folder, for an interrupted run to stop. */
let current: { stack: Stack | null; dir: string } | null = null;

export async function stopReadModelStack(): Promise<void> {
  const running = current;
  current = null;
  if (!running) return;
  await running.stack?.stop().catch(() => undefined);
  rmSync(running.dir, { recursive: true, force: true });
}

interface SignedIn {
  email: string;
  userId: string;
  token: string;
  client: Client;
}

function clientFor(stack: Stack): Client {
  return createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js needs one for its realtime client.
    realtime: { transport: WebSocket as unknown as never },
  });
}

async function signInAs(stack: Stack, actor: ActorKey): Promise<SignedIn> {
  const { email, password } = ACTORS[actor];
  const client = clientFor(stack);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in of ${email}: ${error?.message ?? 'none'}`);
  return { email, userId: data.session.user.id, token: data.session.access_token, client };
}

function fail(what: string, error: { message: string } | null): never {
  throw new Error(`${what}: ${error?.message ?? 'no rows'}`);
}

async function newestChat(client: Client): Promise<string | null> {
  const { data, error } = await client.rpc('get_chat_page', { p_limit: 1 });
  if (error) fail('get_chat_page', error);
  return data[0]?.chat_id ?? null;
}

/** The cursor after DEEP_PAGES pages of the open-task list, as the app follows it. */
async function deepCursor(client: Client, sort: OpenTaskSort): Promise<OpenTaskCursor | null> {
  let after: OpenTaskCursor | null = null;
  for (let page = 0; page < DEEP_PAGES; page += 1) {
    const args: Database['public']['Functions']['get_open_tasks']['Args'] = {
      p_search: '',
      p_sort: sort,
      p_limit: PAGE.openTasks,
      ...(after === null
        ? {}
        : {
            ...(after.taskDate === null ? {} : { p_after_task_date: after.taskDate }),
            p_after_points: after.points,
            p_after_created_at: after.createdAt,
            p_after_id: after.id,
          }),
    };
    const { data, error } = await client.rpc('get_open_tasks', args);
    if (error) fail(`get_open_tasks ${sort}`, error);
    if (data.length < PAGE.openTasks) return null;
    // The last row shown (the page shows one fewer than it asks for).
    const last = data[PAGE.openTasks - 2];
    after = {
      taskDate: (last.task_date as string | null) ?? null,
      points: last.points,
      createdAt: last.created_at,
      id: last.id,
    };
  }
  return after;
}

async function specsFor(actor: ActorKey, who: SignedIn): Promise<ReadModelSpec[]> {
  const { client, userId } = who;
  if (actor === 'volunteer') {
    const deepCursors = {} as Record<OpenTaskSort, OpenTaskCursor | null>;
    for (const sort of openTaskSorts) deepCursors[sort] = await deepCursor(client, sort);
    return volunteerSpecs({ userId, newestChatId: await newestChat(client), deepCursors });
  }
  const organisation = await client
    .from('organisations')
    .select('id')
    .eq('user_id', userId)
    .limit(1);
  if (organisation.error || !organisation.data[0]) fail('own organisation', organisation.error);
  const task = await client
    .from('tasks')
    .select('id')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(1);
  if (task.error) fail('newest task', task.error);
  return organisationSpecs(actor, {
    userId,
    organisationId: organisation.data[0].id,
    newestTaskId: task.data[0]?.id ?? null,
    newestChatId: await newestChat(client),
  });
}

/** The request as supabase-js sends it (fetch, apikey and the user's JWT). */
function send(
  apiUrl: string,
  anonKey: string,
  token: string,
  request: ApiRequest,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${apiUrl}${request.path}`, {
    method: request.method,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'x-client-info': 'supabase-js-node/bench',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...extraHeaders,
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

async function measure(
  stack: Stack,
  who: SignedIn,
  spec: ReadModelSpec,
  options: ReadModelOptions,
): Promise<ReadModelMeasure> {
  const result: ReadModelMeasure = {
    actor: spec.actor,
    key: spec.key,
    label: spec.label,
    old: spec.old,
    method: spec.request.method,
    path: spec.request.path,
    ...(spec.request.body === undefined ? {} : { body: spec.request.body }),
    rows: null,
    bytes: null,
    latency: null,
    errors: 0,
  };
  // The size before compression, and a check that the request works at all.
  const identity = await send(stack.apiUrl, stack.anonKey, who.token, spec.request, {
    'accept-encoding': 'identity',
  });
  const raw = Buffer.from(await identity.arrayBuffer());
  if (!identity.ok) {
    result.error = `${identity.status} ${raw.toString('utf8').slice(0, 300)}`;
    return result;
  }
  if (identity.headers.get('content-encoding')) {
    result.error = `answered ${identity.headers.get('content-encoding')} to Accept-Encoding: identity`;
    return result;
  }
  result.bytes = raw.byteLength;
  const parsed: unknown = JSON.parse(raw.toString('utf8'));
  result.rows = Array.isArray(parsed) ? parsed.length : 1;

  const samples: number[] = [];
  for (let i = 0; i < options.warmup + options.runs; i += 1) {
    const started = performance.now();
    const response = await send(stack.apiUrl, stack.anonKey, who.token, spec.request);
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) {
      result.errors += 1;
      result.error ??= `${response.status} ${text.slice(0, 300)}`;
      continue;
    }
    if (i >= options.warmup) samples.push(ms);
  }
  result.latency = summarize(samples);
  return result;
}

async function postgresVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>(
      `select 'PostgreSQL ' || current_setting('server_version') as version`,
    );
    return rows[0]?.version ?? 'PostgreSQL ?';
  } finally {
    await client.end();
  }
}

/**
 * The state a live database is in, and the one autovacuum brings a bulk load to within minutes:
 * the seed updates every task after inserting it (half the table dead) and sets no page
 * all-visible, so until a vacuum an index-only scan reads the heap for every row.
 */
async function vacuumAnalyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
}

/** With --before: which migrations a scale's stack runs. */
interface Variant {
  name: 'before' | 'after';
  /** Absent: this tree's migrations. */
  migrationsDir?: string;
}

/** The migrations folder of `commit`, exported into a temporary folder. */
function migrationsOf(commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-migrations-'));
  const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const archive = execFileSync('git', ['-C', top, 'archive', commit, 'supabase/migrations']);
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return join(dir, 'supabase', 'migrations');
}

async function runScale(
  tasks: number,
  options: ReadModelOptions,
  results: ReadModelResults,
  withPlans: boolean,
  log: Log,
  variant?: Variant,
): Promise<ScaleResult> {
  const label = variant ? `${scaleLabel(tasks)} ${variant.name}` : scaleLabel(tasks);
  const scale: ScaleResult = {
    tasks,
    label,
    ...(variant ? { variant: variant.name } : {}),
    loadavgStart: loads(),
    measures: [],
  };
  results.scales.push(scale);
  // The demo seed and the bench data at this scale as one seed file: the stack loads it its own
  // way, before realtime and the webhooks' worker start.
  const dir = mkdtempSync(join(tmpdir(), 'bench-read-models-'));
  current = { stack: null, dir };
  const seedFile = join(dir, 'seed.sql');
  writeFileSync(
    seedFile,
    `${readFileSync(defaultSeedFile, 'utf8')}\nselect set_config('bench.tasks', '${tasks}', false);\n${readFileSync(benchSeedFile, 'utf8')}`,
  );
  log(`${label}: starting the stack with the demo seed and ${tasks} bench tasks ...`);
  const loadStarted = performance.now();
  const stack = await startStack({
    port: 0,
    seedFile,
    inbox: false,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(variant?.migrationsDir ? { migrationsDir: variant.migrationsDir } : {}),
    memory: true,
  });
  current.stack = stack;
  scale.loadMs = Math.round(performance.now() - loadStarted);
  log(`${label}: ready in ${(scale.loadMs / 1000).toFixed(1)} s`);
  try {
    assertLoopback(stack.apiUrl, 'the API URL');
    results.postgres ??= await postgresVersion(stack.dbUrl);
    if (options.vacuum) {
      const vacuumStarted = performance.now();
      await vacuumAnalyze(stack.dbUrl);
      scale.vacuumMs = Math.round(performance.now() - vacuumStarted);
      log(`${label}: VACUUM (ANALYZE) in ${(scale.vacuumMs / 1000).toFixed(1)} s`);
    }
    const actorKeys = Object.keys(ACTORS) as ActorKey[];
    const signedIn = {} as Record<ActorKey, SignedIn>;
    const specs: ReadModelSpec[] = [];
    scale.actors = {};
    for (const actor of actorKeys) {
      signedIn[actor] = await signInAs(stack, actor);
      scale.actors[actor] = { email: signedIn[actor].email, userId: signedIn[actor].userId };
      specs.push(...(await specsFor(actor, signedIn[actor])));
    }
    for (const spec of specs) {
      const m = await measure(stack, signedIn[spec.actor], spec, options);
      scale.measures.push(m);
      log(
        `${label}: ${actorLabels[spec.actor]} ${spec.key}: ${
          m.latency ? `p50 ${m.latency.p50} p95 ${m.latency.p95} ms` : 'no timings'
        }, ${m.bytes ?? '?'} bytes, ${m.rows ?? '?'} rows${m.error ? `, ${m.error}` : ''}`,
      );
    }
    if (withPlans) {
      // The bench organisation's and the demo volunteer's reads (the demo organisation's data
      // does not grow with the scale).
      const planned = specs.filter((spec) => spec.actor !== 'demoOrganisation');
      const userIds = {} as Record<ActorKey, string>;
      for (const actor of actorKeys) userIds[actor] = signedIn[actor].userId;
      log(`${label}: collecting the plans of ${planned.length} reads ...`);
      const plans = await collectPlans(stack.dbUrl, planned, userIds, log);
      const file = join(benchDataDir, `plans-${label.replace(' ', '-')}.md`);
      mkdirSync(benchDataDir, { recursive: true });
      writeFileSync(
        file,
        renderPlans(plans, {
          scale: label,
          postgres: results.postgres ?? 'PostgreSQL ?',
          generatedAt: new Date().toISOString(),
        }),
      );
      scale.plansFile = relative(process.cwd(), file);
    }
    for (const who of Object.values(signedIn)) await who.client.auth.signOut({ scope: 'local' });
  } finally {
    const stopStarted = performance.now();
    current = null;
    await stack.stop();
    scale.stopMs = Math.round(performance.now() - stopStarted);
    rmSync(dir, { recursive: true, force: true });
    scale.loadavgEnd = loads();
  }
  return scale;
}

export async function runReadModels(options: ReadModelOptions, log: Log): Promise<boolean> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const resultsFile = join(benchDataDir, `read-models-${stamp}.json`);
  const { databaseUrl, ...shown } = options;
  const results: ReadModelResults = {
    mode: 'read-models',
    startedAt: new Date().toISOString(),
    host: {
      cpus: cpus().length,
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
    },
    database: databaseUrl || process.env.DATABASE_URL ? 'postgres' : 'embedded',
    loadavgStart: loads(),
    options: shown,
    budget: BUDGET,
    scales: [],
  };
  const write = () => {
    mkdirSync(benchDataDir, { recursive: true });
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  };
  let failed = false;
  const largest = Math.max(...options.scales);
  const variants: (Variant | undefined)[] = options.beforeCommit
    ? [{ name: 'before', migrationsDir: migrationsOf(options.beforeCommit) }, { name: 'after' }]
    : [undefined];
  for (const tasks of options.scales) {
    for (const variant of variants) {
      try {
        await runScale(tasks, options, results, options.plans && tasks === largest, log, variant);
      } catch (error) {
        failed = true;
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        const scale = results.scales.find((s) => s.tasks === tasks && s.variant === variant?.name);
        if (scale) scale.error = error instanceof Error ? error.message : String(error);
        log(`${scaleLabel(tasks)} ${variant?.name ?? ''} failed: ${message}`);
        await stopReadModelStack();
      }
      write();
    }
  }
  for (const variant of variants) {
    if (variant?.migrationsDir)
      rmSync(join(variant.migrationsDir, '..', '..'), { recursive: true });
  }
  results.loadavgEnd = loads();
  results.finishedAt = new Date().toISOString();
  write();
  process.stdout.write(`\n${renderReadModelReport(results)}\n\n`);
  process.stdout.write(`Results: ${relative(process.cwd(), resultsFile)}\n`);
  return !failed && results.scales.every((s) => s.measures.every((m) => !m.error));
}
