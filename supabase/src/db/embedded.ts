// The embedded database: PGlite with the extensions Supabase enables, served over TCP. It runs in
// a child process of its own: PGlite executes queries synchronously in WebAssembly, which would
// stall the gateway's event loop, and it loads its modules with dynamic imports that test
// runners' module sandboxes refuse.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { moddatetime } from '@electric-sql/pglite/contrib/moddatetime';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { bootstrapHash, migrate } from './migrate';
import { PgliteServer } from './pglite-server';
import { packageRoot } from '../paths';

const extensions = { citext, moddatetime, pg_trgm, pgcrypto, uuid_ossp };

export interface EmbeddedDatabase {
  connectionString: string;
  /** Writes the whole cluster as it is now to `file` (a tarball `snapshotFile` can start from). */
  snapshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; message: string }
  | { type: 'snapshot-done'; error: string | null };

export type ParentMessage = { type: 'snapshot'; file: string };

async function writeAtomically(file: string, data: Blob): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await data.arrayBuffer()));
  renameSync(partial, file);
}

/**
 * initdb inside PGlite takes seconds, and so does the bootstrap SQL: a cluster with both done is
 * kept as a tarball (per PGlite version and bootstrap content) and unpacked for every new database
 * (tests start many in-memory stacks).
 */
const templatesDir = join(packageRoot, '.data', 'templates');
const SNAPSHOTS_KEPT = 12;

function pgliteVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return manifest.dependencies?.['@electric-sql/pglite'] ?? 'unknown';
}

/**
 * Where a cluster with the bootstrap and the migrations of `migrationsDir` applied (no seed: seeds
 * write times relative to now()) is cached, keyed by everything that shapes it.
 */
export function schemaSnapshotFile(migrationsDir: string): string {
  const hash = createHash('sha256').update(pgliteVersion()).update(bootstrapHash());
  if (existsSync(migrationsDir)) {
    for (const name of readdirSync(migrationsDir)
      .filter((n) => n.endsWith('.sql'))
      .sort()) {
      hash
        .update(name)
        .update('\0')
        .update(readFileSync(join(migrationsDir, name)))
        .update('\0');
    }
  }
  return join(templatesDir, `snapshot-${hash.digest('hex').slice(0, 20)}.tar`);
}

/** Keeps the most recently written schema snapshots only. */
export function pruneSchemaSnapshots(): void {
  if (!existsSync(templatesDir)) return;
  const snapshots = readdirSync(templatesDir)
    .filter((name) => name.startsWith('snapshot-') && name.endsWith('.tar'))
    .map((name) => ({
      path: join(templatesDir, name),
      time: statSync(join(templatesDir, name)).mtimeMs,
    }))
    .sort((a, b) => b.time - a.time);
  for (const stale of snapshots.slice(SNAPSHOTS_KEPT)) rmSync(stale.path, { force: true });
}

async function freshClusterTemplate(): Promise<Blob> {
  const version = pgliteVersion();
  const dir = templatesDir;
  const file = join(dir, `pglite-${version}-${bootstrapHash().slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await PGlite.create({ extensions });
  const server = new PgliteServer(db);
  const port = await server.listen();
  await migrate(`postgresql://postgres@127.0.0.1:${port}/postgres`, {
    migrationsDir: join(dir, 'no-migrations'),
    seedFile: null,
    log: () => undefined,
  });
  await server.close();
  const dump = await db.dumpDataDir('none');
  await db.close();
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const stale of readdirSync(dir)) {
    if (stale.endsWith('.tar') && join(dir, stale) !== file)
      rmSync(join(dir, stale), { force: true });
  }
  return dump;
}

/**
 * Runs PGlite in this process: `dataDir` (created on first use) or memory when null. A new
 * cluster starts from `snapshot` when given, else from the bootstrapped template.
 */
export async function runEmbeddedDatabase(
  dataDir: string | null,
  snapshot: string | null = null,
): Promise<EmbeddedDatabase> {
  const fresh = dataDir === null || !existsSync(join(dataDir, 'PG_VERSION'));
  let loadDataDir: Blob | undefined;
  if (fresh) {
    loadDataDir =
      snapshot !== null && existsSync(snapshot)
        ? new Blob([readFileSync(snapshot)])
        : await freshClusterTemplate();
  }
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const db =
    dataDir === null
      ? await PGlite.create({ extensions, loadDataDir })
      : await PGlite.create(dataDir, { extensions, loadDataDir });
  const server = new PgliteServer(db);
  const port = await server.listen();
  return {
    connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async snapshot(file) {
      await writeAtomically(file, await db.dumpDataDir('none'));
    },
    async close() {
      await server.close();
      await db.close();
    },
  };
}

/** Starts PGlite in a child process; see runEmbeddedDatabase. */
export async function startEmbeddedDatabase(
  dataDir: string | null,
  snapshot: string | null = null,
): Promise<EmbeddedDatabase> {
  const child = spawn(
    process.execPath,
    [
      '--require',
      require.resolve('tsx/cjs'),
      join(packageRoot, 'src', 'db', 'embedded-process.ts'),
      dataDir ?? '',
      snapshot ?? '',
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: process.env },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve(message.port);
      else if (message.type === 'failed')
        reject(new Error(`embedded database failed: ${message.message}`));
    });
    child.once('exit', (code) =>
      reject(new Error(`embedded database exited (${code}) while starting`)),
    );
    child.once('error', reject);
  });
  return {
    connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    snapshot(file) {
      return new Promise<void>((resolve, reject) => {
        const onMessage = (message: ChildMessage) => {
          if (message.type !== 'snapshot-done') return;
          child.off('message', onMessage);
          if (message.error === null) resolve();
          else reject(new Error(message.error));
        };
        child.on('message', onMessage);
        const request: ParentMessage = { type: 'snapshot', file };
        child.send(request);
      });
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        // Closing the channel asks the child to checkpoint and exit; a parent that dies does the same.
        child.disconnect();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
