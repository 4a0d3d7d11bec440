// The local Supabase stack as a library: database (embedded PGlite or DATABASE_URL), bootstrap and
// migrations, PostgREST, auth and the mounted services behind one gateway.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createAuthService } from './auth/routes';
import type { Service, ServiceContext } from './contract';
import { createDatabase } from './db/database';
import {
  type EmbeddedDatabase,
  pruneSchemaSnapshots,
  schemaSnapshotFile,
  startEmbeddedDatabase,
} from './db/embedded';
import { migrate } from './db/migrate';
import { createScratchDatabase } from './db/scratch';
import { createGateway } from './gateway/server';
import { createJwt } from './jwt';
import { apiKeys, DEFAULT_JWT_SECRET } from './keys';
import { packageRoot } from './paths';
import { type Postgrest, startPostgrest } from './postgrest';
import { serviceFactories } from './services';
import pg from 'pg';

export const DEFAULT_PORT = 54321;
export const defaultDataDir = join(packageRoot, '.data');
export const defaultMigrationsDir = join(packageRoot, 'migrations');
export const defaultSeedFile = join(packageRoot, 'seed.sql');

export interface StackOptions {
  port?: number;
  /** Nothing persists: PGlite in memory, or on PostgreSQL a database of its own, dropped on stop. */
  memory?: boolean;
  databaseUrl?: string;
  migrationsDir?: string;
  seedFile?: string | null;
  jwtSecret?: string;
  dataDir?: string;
}

export interface Stack {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** A connection string for SQL straight to the database (the embedded one's lives as long as the stack). */
  dbUrl: string;
  /** PostgREST itself, bypassing the gateway (benchmarks compare the two). */
  postgrestUrl: string;
  stop(): Promise<void>;
}

/** Where PGlite keeps its cluster inside the stack's data folder. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

function log(message: string, ...details: unknown[]): void {
  if (process.env.SUPABASE_DEBUG) console.error(`[supabase] ${message}`, ...details);
}

/**
 * PostgREST logs in as `authenticator`, as on hosted Supabase. On PostgreSQL it gets the
 * password of DATABASE_URL; when the role cannot be given one, PostgREST uses DATABASE_URL as is.
 */
async function authenticatorUri(databaseUrl: string): Promise<string> {
  const url = new URL(databaseUrl);
  if (url.password) {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      await client.query(
        `alter role authenticator with login password ${pg.escapeLiteral(decodeURIComponent(url.password))}`,
      );
    } catch {
      return databaseUrl;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  url.username = 'authenticator';
  return url.toString();
}

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const jwtSecret = opts.jwtSecret ?? process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET;
  const serverUrl = opts.databaseUrl ?? process.env.DATABASE_URL ?? null;
  const memory = opts.memory ?? false;
  const dataDir = opts.dataDir ?? defaultDataDir;
  const jwt = createJwt(jwtSecret);
  const keys = apiKeys(jwt);
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => log('stop failed', error));
    }
  };

  try {
    let databaseUrl = serverUrl;
    if (serverUrl !== null && memory) {
      const scratch = await createScratchDatabase(serverUrl);
      cleanups.push(() => scratch.drop());
      databaseUrl = scratch.url;
    }
    const migrationsDir = opts.migrationsDir ?? defaultMigrationsDir;
    const seedFile = opts.seedFile === undefined ? defaultSeedFile : opts.seedFile;
    let embedded: EmbeddedDatabase | null = null;
    // In-memory stacks (tests) start from a cached cluster with the migrations applied.
    const snapshot = databaseUrl === null && memory ? schemaSnapshotFile(migrationsDir) : null;
    const snapshotReady = snapshot !== null && existsSync(snapshot);
    if (databaseUrl === null) {
      embedded = await startEmbeddedDatabase(
        memory ? null : pgliteDir(dataDir),
        snapshotReady ? snapshot : null,
      );
      const database = embedded;
      cleanups.push(() => database.close());
    }
    const connectionString = embedded?.connectionString ?? databaseUrl ?? '';
    if (embedded && snapshot && !snapshotReady) {
      await migrate(connectionString, { migrationsDir, seedFile: null, log });
      await embedded.snapshot(snapshot);
      pruneSchemaSnapshots();
    }
    await migrate(connectionString, { migrationsDir, seedFile, log });
    const db = createDatabase(connectionString, log);
    cleanups.push(() => db.close());

    const postgrest: Postgrest = await startPostgrest({
      dbUri: embedded ? connectionString : await authenticatorUri(connectionString),
      jwtSecret,
      embedded: embedded !== null,
      log,
    });
    cleanups.push(() => postgrest.stop());

    let apiUrl = '';
    const services: Service[] = [];
    const auth = createAuthService(db, jwt, () => apiUrl);
    const server = createGateway({ jwt, postgrest, auth, services, log });
    const port = await listen(server, opts.port ?? DEFAULT_PORT);
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    apiUrl = `http://127.0.0.1:${port}`;

    const context: ServiceContext = {
      db,
      jwt,
      dataDir: memory ? null : dataDir,
      apiUrl,
      log,
    };
    for (const factory of serviceFactories) {
      const service = await factory(context);
      services.push(service);
      cleanups.push(() => service.close());
    }
    await postgrest.ready();
    return {
      apiUrl,
      ...keys,
      jwtSecret,
      dbUrl: connectionString,
      postgrestUrl: `http://127.0.0.1:${postgrest.port}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
