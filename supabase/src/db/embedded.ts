// The embedded database: PGlite with the extensions Supabase enables, served over TCP. It runs in
// a child process of its own: PGlite executes queries synchronously in WebAssembly, which would
// stall the gateway's event loop, and it loads its modules with dynamic imports that test
// runners' module sandboxes refuse.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
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
  close(): Promise<void>;
}

export type ChildMessage = { type: 'ready'; port: number } | { type: 'failed'; message: string };

/**
 * initdb inside PGlite takes seconds, and so does the bootstrap SQL: a cluster with both done is
 * kept as a tarball (per PGlite version and bootstrap content) and unpacked for every new database
 * (tests start many in-memory stacks).
 */
async function freshClusterTemplate(): Promise<Blob> {
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const version = manifest.dependencies?.['@electric-sql/pglite'] ?? 'unknown';
  const dir = join(packageRoot, '.data', 'templates');
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

/** Runs PGlite in this process: `dataDir` (created on first use) or memory when null. */
export async function runEmbeddedDatabase(dataDir: string | null): Promise<EmbeddedDatabase> {
  const fresh = dataDir === null || !existsSync(join(dataDir, 'PG_VERSION'));
  const loadDataDir = fresh ? await freshClusterTemplate() : undefined;
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const db =
    dataDir === null
      ? await PGlite.create({ extensions, loadDataDir })
      : await PGlite.create(dataDir, { extensions, loadDataDir });
  const server = new PgliteServer(db);
  const port = await server.listen();
  return {
    connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async close() {
      await server.close();
      await db.close();
    },
  };
}

/** Starts PGlite in a child process: `dataDir` (created on first use) or memory when null. */
export async function startEmbeddedDatabase(dataDir: string | null): Promise<EmbeddedDatabase> {
  const child = spawn(
    process.execPath,
    [
      '--require',
      require.resolve('tsx/cjs'),
      join(packageRoot, 'src', 'db', 'embedded-process.ts'),
      dataDir ?? '',
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: process.env },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve(message.port);
      else reject(new Error(`embedded database failed: ${message.message}`));
    });
    child.once('exit', (code) =>
      reject(new Error(`embedded database exited (${code}) while starting`)),
    );
    child.once('error', reject);
  });
  return {
    connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
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
