// The embedded database: a real PostgreSQL 17 from npm (cluster.ts has its files), run on a free
// loopback port and supervised: when the server dies it is started again on the same port, so
// every connection string stays valid.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from '../net';
import { isRunning } from '../process';
import { Supervised } from '../supervisor';
import {
  chownTree,
  copyCluster,
  initCluster,
  passwordFileOf,
  postgresBinaries,
  reachableBinaries,
  reachableCluster,
  readOrCreatePassword,
  removeCluster,
  serverAccount,
  SUPERUSER,
} from './cluster';

export { ephemeralClusterDir, postgresBinaries, removeCluster } from './cluster';

type Log = (message: string, ...details: unknown[]) => void;

const STOP_TIMEOUT_MS = 10_000;

/** Server settings of every embedded cluster (logical replication feeds realtime). */
const SERVER_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  wal_level: 'logical',
  max_wal_senders: '20',
  max_replication_slots: '20',
  max_connections: '100',
  shared_buffers: '64MB',
  // Keeps WAL small between checkpoints on a development machine.
  max_wal_size: '256MB',
  min_wal_size: '64MB',
  log_min_messages: 'warning',
  log_line_prefix: '',
  timezone: 'UTC',
};

/**
 * A server left running on `dir` by a stack that was killed (only possible where setpriv is
 * missing): stopped, fast, before ours starts.
 */
async function stopLeftover(dir: string, log: Log): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid, dir)) return;
  log(`stopping a PostgreSQL left running on ${dir} (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isRunning(pid, dir) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (isRunning(pid, dir)) process.kill(pid, 'SIGKILL');
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface EmbeddedPostgres {
  /** The superuser's connection string. */
  readonly connectionString: string;
  readonly port: number;
  /** The postmaster's pid while it runs (the fault tests kill it). */
  pid(): number | undefined;
  /** Resolves once the server accepts connections (waiting through a restart). */
  ready(timeoutMs?: number): Promise<void>;
  /** Fast shutdown (every committed write is on disk), then deletes an ephemeral folder. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's folder; created by initdb (or copied from `template`) when it has none. */
  dir: string;
  /** Deleted on stop (`--memory`, tests). */
  ephemeral: boolean;
  /** A stopped cluster copied in place of initdb when `dir` is new. */
  template?: string | null;
  log: Log;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { log } = options;
  const account = serverAccount();
  const { postgres, initdb } = account ? reachableBinaries(account) : postgresBinaries();
  mkdirSync(dirname(options.dir), { recursive: true });
  let dir = options.dir;
  if (account) {
    // The server's account must reach the cluster's folder through the one that holds it.
    const parent = statSync(dirname(dir));
    if ((parent.mode & 0o001) === 0) chmodSync(dirname(dir), parent.mode | 0o001);
    dir = reachableCluster(dir, account);
  }
  // The password stays beside the stack's own path for the cluster, wherever the cluster lives.
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    if (options.template) {
      copyCluster(options.template, dir, passwordFileOf(options.dir));
    } else {
      rmSync(passwordFileOf(options.dir), { force: true });
      await initCluster(dir, readOrCreatePassword(options.dir), account, initdb);
    }
  }
  const password = readOrCreatePassword(options.dir);
  chownTree(dir, account);
  await stopLeftover(dir, log);

  // A port found free a moment ago can be taken by any outgoing connection before the server
  // binds it: until the server has first accepted connections, a lost port is swapped for another.
  let port = await freePort();
  const settings = {
    ...SERVER_SETTINGS,
    // Durability against power loss matters only for a folder that is kept.
    fsync: options.ephemeral ? 'off' : 'on',
    full_page_writes: options.ephemeral ? 'off' : 'on',
  };
  const argsFor = (onPort: number) => [
    '-D',
    dir,
    '-p',
    String(onPort),
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  const connectionStringFor = (onPort: number) =>
    `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${onPort}/postgres`;

  const server = new Supervised({
    name: 'PostgreSQL',
    launch: () => ({
      binary: postgres,
      args: argsFor(port),
      account,
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    }),
    ready: () => canConnect(connectionStringFor(port)),
    // Once it has been ready, the server comes back on the same port (connection strings stay
    // valid); a port lost before it was ever ready is swapped for another.
    restartStepMs: 50,
    beforeRestart: async (output, everReady) => {
      if (everReady || !/Address already in use/i.test(output)) return;
      port = await freePort();
      server.output = '';
      log(`postgres: its port was taken; trying ${port}`);
    },
    // setpriv execs the server, so the pid is the postmaster's: SIGINT is a fast shutdown.
    stopSignal: 'SIGINT',
    stopDeadlineMs: STOP_TIMEOUT_MS,
    log,
    onLine: (line) => log('postgres:', line),
  });

  const api: EmbeddedPostgres = {
    get connectionString() {
      return connectionStringFor(port);
    },
    get port() {
      return port;
    },
    pid: () => server.pid(),
    ready: (timeoutMs) => server.ready(timeoutMs),
    async stop() {
      await server.stop();
      if (options.ephemeral) {
        removeCluster(options.dir);
        rmSync(passwordFileOf(options.dir), { force: true });
      }
    },
  };
  try {
    await server.start(60_000);
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
}

/**
 * Builds a stopped cluster at `dir` with `prepare` run against it once (bootstrap and
 * migrations), for ephemeral clusters to be copied from. Built beside and renamed into place, so
 * a concurrent or interrupted build never leaves a broken template.
 */
export async function buildTemplate(
  dir: string,
  prepare: (connectionString: string) => Promise<void>,
  log: Log,
): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const building = `${dir}.build-${process.pid}-${randomBytes(4).toString('hex')}`;
  const db = await startEmbeddedPostgres({ dir: building, ephemeral: false, log });
  try {
    await prepare(db.connectionString);
  } finally {
    await db.stop();
  }
  if (existsSync(join(dir, 'PG_VERSION'))) {
    removeCluster(building);
    rmSync(passwordFileOf(building), { force: true });
    return;
  }
  renameSync(passwordFileOf(building), passwordFileOf(dir));
  renameSync(building, dir);
}
