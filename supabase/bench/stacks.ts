// Starts a tree's stack as its own process, through its CLI (`src/cli.ts start --json --port 0`),
// as `node --require tsx/cjs` so the measured process tree is the stack's and nothing else's (no
// npm or tsx wrapper). Every stack started is registered, so an interrupted bench stops them all.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ProcessTracker, sampleTree, type TreeSample } from './proc';
import type { StackLabel, StackTree } from './trees';

export type StartMode = 'fresh' | 'memory';

export interface RunningStack {
  label: StackLabel;
  mode: StartMode;
  pid: number;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  /** Spawn to the JSON ready line, in milliseconds. */
  readyMs: number;
  sample(): TreeSample | null;
  /** Stops the stack and everything it started; resolves with the milliseconds the CLI took. */
  stop(): Promise<StopReport>;
}

export interface StopReport {
  ms: number;
  /** Processes of the stack's tree still running after it exited, ended by the bench. */
  leftoversKilled: number;
}

const READY_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 30_000;
const LEFTOVER_GRACE_MS = 10_000;

const running = new Set<RunningStack>();
let refusing = false;

/** After this, startStackProcess throws: the bench is shutting down. */
export function refuseNewStacks(): void {
  refusing = true;
}

/** Stops every stack still running (on Ctrl-C, or after a failure). */
export async function stopAllStacks(): Promise<void> {
  await Promise.all([...running].map((stack) => stack.stop().catch(() => undefined)));
}

/** Last resort on process exit: SIGKILL whatever is still registered (synchronous). */
const trackers = new Set<ProcessTracker>();
export function killAllStacksNow(): void {
  for (const tracker of trackers) tracker.killLeftovers();
}

/** The bench only ever talks to loopback: refuses any other address a stack reports. */
export function assertLoopback(url: string, what: string): void {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1') throw new Error(`${what} is ${url}: the bench only targets 127.0.0.1`);
}

/** BENCH_STACK_LOG=<file>: the stacks log (SUPABASE_DEBUG) and their stderr is appended there. */
const stackLog = process.env.BENCH_STACK_LOG;

function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  // A DATABASE_URL would send the stack to another database; the others change what is measured.
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'SUPABASE_DEBUG', 'NODE_OPTIONS']) {
    delete env[name];
  }
  if (stackLog) env.SUPABASE_DEBUG = '1';
  return env;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

interface ReadyLine {
  api_url: string;
  anon_key: string;
  service_role_key: string;
  db_url?: string;
}

function parseReady(line: string): ReadyLine | null {
  if (!line.startsWith('{')) return null;
  try {
    const value = JSON.parse(line) as Partial<ReadyLine>;
    if (
      typeof value.api_url === 'string' &&
      typeof value.anon_key === 'string' &&
      typeof value.service_role_key === 'string'
    ) {
      return {
        api_url: value.api_url,
        anon_key: value.anon_key,
        service_role_key: value.service_role_key,
        db_url: typeof value.db_url === 'string' ? value.db_url : undefined,
      };
    }
  } catch {
    // not the ready line
  }
  return null;
}

/** The old CLI's ready line has no db_url: its state file in the data folder has. */
function dbUrlFromState(dataDir: string, pid: number): string {
  const file = join(dataDir, 'stack.json');
  if (!existsSync(file)) throw new Error(`no db_url: ${file} is missing`);
  const state = JSON.parse(readFileSync(file, 'utf8')) as { db_url?: unknown; pid?: unknown };
  if (state.pid !== pid || typeof state.db_url !== 'string') {
    throw new Error(`no db_url: ${file} belongs to another stack`);
  }
  return state.db_url;
}

/**
 * Starts `tree`'s stack: `fresh` on `dataDir` (an empty folder; or the tree's default data folder,
 * already wiped, when its CLI has no --data-dir), or `memory` (--memory: nothing persists).
 */
export async function startStackProcess(
  tree: StackTree,
  mode: StartMode,
  dataDir: string | null,
): Promise<RunningStack> {
  if (refusing) throw new Error('the bench is shutting down');
  const args = ['--require', require.resolve('tsx/cjs'), 'src/cli.ts', 'start', '--json'];
  args.push('--port', '0');
  // A hundred sign-ins from one address in a minute: config.toml's limits would refuse them.
  if (tree.supportsRateLimitSwitch) args.push('--no-rate-limits');
  if (mode === 'memory') args.push('--memory');
  else if (dataDir !== null) {
    if (!tree.supportsDataDir) throw new Error(`the ${tree.label} CLI takes no --data-dir`);
    args.push('--data-dir', dataDir);
  }
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: tree.stackDir,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C reaches the bench only, which then stops it in order.
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn the ${tree.label} stack`);
  const tracker = new ProcessTracker(pid);
  trackers.add(tracker);
  tracker.track();
  const trackTimer = setInterval(() => tracker.track(), 1000);
  trackTimer.unref();

  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    if (stackLog) appendFileSync(stackLog, chunk);
  });
  const stdout = child.stdout;
  if (stdout === null) throw new Error('no stdout');
  const lines = createInterface({ input: stdout });
  let stopping: Promise<StopReport> | null = null;
  const stop = (): Promise<StopReport> => {
    stopping ??= (async () => {
      tracker.track();
      const t0 = performance.now();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const done = await Promise.race([
        exited(child).then(() => true),
        sleep(STOP_TIMEOUT_MS).then(() => false),
      ]);
      const ms = performance.now() - t0;
      if (!done) child.kill('SIGKILL');
      // Its children stop on their own once it is gone (PGlite's process on disconnect, PostgreSQL
      // and PostgREST on their parent-death signal); whatever has not after a grace period is ended.
      for (let waited = 0; tracker.alive().length > 0 && waited < LEFTOVER_GRACE_MS;) {
        await sleep(200);
        waited += 200;
      }
      const leftoversKilled = tracker.killLeftovers();
      clearInterval(trackTimer);
      trackers.delete(tracker);
      lines.close();
      running.delete(handle);
      return { ms: Math.round(ms), leftoversKilled };
    })();
    return stopping;
  };

  const handle: RunningStack = {
    label: tree.label,
    mode,
    pid,
    apiUrl: '',
    anonKey: '',
    serviceRoleKey: '',
    dbUrl: '',
    readyMs: 0,
    sample: () => {
      tracker.track();
      return sampleTree(pid);
    },
    stop,
  };
  running.add(handle);

  try {
    const ready = await new Promise<ReadyLine>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s`)),
        READY_TIMEOUT_MS,
      );
      lines.on('line', (line) => {
        const parsed = parseReady(line.trim());
        if (parsed) {
          clearTimeout(timer);
          resolve(parsed);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`exited (${signal ?? code}) before it was ready`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    handle.readyMs = Math.round(performance.now() - started);
    tracker.track();
    handle.apiUrl = ready.api_url;
    handle.anonKey = ready.anon_key;
    handle.serviceRoleKey = ready.service_role_key;
    handle.dbUrl = ready.db_url ?? dbUrlFromState(dataDir ?? tree.defaultDataDir, pid);
    assertLoopback(handle.apiUrl, `the ${tree.label} stack's API URL`);
    assertLoopback(handle.dbUrl, `the ${tree.label} stack's database URL`);
    return handle;
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    const tail = stderr.trim().split('\n').slice(-8).join('\n');
    throw new Error(`${tree.label} stack (${mode}): ${reason}${tail ? `\n${tail}` : ''}`);
  }
}
