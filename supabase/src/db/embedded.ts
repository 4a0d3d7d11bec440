// The embedded database: PGlite with the extensions Supabase enables, served over TCP.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { moddatetime } from '@electric-sql/pglite/contrib/moddatetime';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { PgliteServer } from './pglite-server';
import { packageRoot } from '../paths';

const extensions = { citext, moddatetime, pg_trgm, pgcrypto, uuid_ossp };

export interface EmbeddedDatabase {
  connectionString: string;
  close(): Promise<void>;
}

/**
 * initdb inside PGlite takes several seconds; a freshly initialised cluster is kept as a tarball
 * and unpacked for every new database (tests start many in-memory stacks).
 */
async function freshClusterTemplate(): Promise<Blob> {
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const version = manifest.dependencies?.['@electric-sql/pglite'];
  const dir = join(packageRoot, '.data', 'templates');
  const file = join(dir, `pglite-${version ?? 'unknown'}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await PGlite.create({ extensions });
  const dump = await db.dumpDataDir('none');
  await db.close();
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** Starts PGlite in `dataDir` (created on first use) or in memory when `dataDir` is null. */
export async function startEmbeddedDatabase(dataDir: string | null): Promise<EmbeddedDatabase> {
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
