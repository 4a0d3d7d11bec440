// The local Supabase stack as a library: database (an embedded PostgreSQL 17, or DATABASE_URL),
// bootstrap and migrations, PostgREST, auth and the mounted services behind one gateway.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createAuthService } from './auth/routes';
import { type AuthOverrides, defaultConfigFile, loadProjectConfig, withOverrides } from './config';
import type { Database, Service, ServiceContext } from './contract';
import { createDatabase } from './db/database';
import {
  buildTemplate,
  type EmbeddedPostgres,
  ephemeralClusterDir,
  postgresBinaries,
  removeCluster,
  startEmbeddedPostgres,
} from './db/embedded';
import { bootstrapHash, migrate } from './db/migrate';
import { createScratchDatabase } from './db/scratch';
import { createGateway, type Gateway } from './gateway/server';
import { type Inbox, InboxPortTaken, startInbox } from './mail/inbox';
import { createMailer, noMailer } from './mail/mailer';
import { createJwt } from './jwt';
import { apiKeys, loadJwtSecret, loadOpaqueKeys, loadSigningKey } from './keys';
import { projectRoot } from './paths';
import { type Postgrest, startPostgrest } from './postgrest';
import { storeSeedPhotos } from './seed-photos';
import { serviceFactories } from './services';
import { startNetWorker } from './net/worker';
import { startScheduler } from './cron/scheduler';
import pg from 'pg';

export const DEFAULT_HOST = '127.0.0.1';
export const defaultDataDir = join(projectRoot, '.data');
export const defaultMigrationsDir = join(projectRoot, 'migrations');
export const defaultSeedFile = join(projectRoot, 'seed.sql');
export const defaultFunctionsDir = join(projectRoot, 'functions');

export interface StackOptions {
  port?: number;
  /** The interface the gateway listens on (loopback unless told otherwise). */
  host?: string;
  /** Nothing persists: a throwaway cluster (or with DATABASE_URL a scratch database), deleted on stop. */
  memory?: boolean;
  databaseUrl?: string;
  migrationsDir?: string;
  seedFile?: string | null;
  jwtSecret?: string;
  dataDir?: string;
  /** The project's settings file (default: supabase/config.toml). */
  configFile?: string;
  /** The Edge Functions' folder (default: supabase/functions). */
  functionsDir?: string;
  /** Auth settings that replace the file's (tests switch confirmations off, raise limits). */
  auth?: AuthOverrides;
  /**
   * The local mail inbox: its ports (0: any free one), or false for none (then mail cannot be
   * sent). Default: config.toml's [inbucket], on any free ports when `port` is 0.
   */
  inbox?: { port: number; smtpPort: number } | false;
}

export interface Stack {
  apiUrl: string;
  /** The legacy JWT keys (HS256, signed with `jwtSecret`). */
  anonKey: string;
  serviceRoleKey: string;
  /** `sb_publishable_…` (role anon) and `sb_secret_…` (role service_role). */
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  /** A connection string for SQL straight to the database, as its owner. */
  dbUrl: string;
  /** PostgREST itself, bypassing the gateway (benchmarks compare the two). */
  postgrestUrl: string;
  /** The local mail inbox's web UI and API (`GET /email`); null when there is none. */
  inboxUrl: string | null;
  /** The running PostgREST's pid (fault tests kill it). */
  postgrestPid(): number | undefined;
  /** The embedded PostgreSQL's postmaster pid; undefined on DATABASE_URL. */
  databasePid(): number | undefined;
  stop(): Promise<void>;
}

/** Where the embedded cluster lives inside the stack's data folder. */
export const clusterDir = (dataDir: string) => join(dataDir, 'postgres');

const templatesDir = join(defaultDataDir, 'templates');
const TEMPLATES_KEPT = 6;

/** Whether public.users exists and holds photos still inline (the demo seed's), for storeSeedPhotos. */
async function hasInlineSeedPhotos(db: Database): Promise<boolean> {
  return db.asAdmin(async (sql) => {
    const { rows } = await sql.query<{ present: boolean }>(
      `select to_regclass('public.users') is not null and to_regclass('storage.buckets') is not null as present`,
    );
    if (rows[0]?.present !== true) return false;
    const pending = await sql.query<{ pending: boolean }>(
      `select exists (select 1 from public.users where profile_url like 'data:image/%') as pending`,
    );
    return pending.rows[0]?.pending === true;
  });
}

function log(message: string, ...details: unknown[]): void {
  if (process.env.SUPABASE_DEBUG) console.error(`[supabase] ${message}`, ...details);
}

/**
 * A stopped cluster with the bootstrap and the migrations of `migrationsDir` applied (no seed:
 * seeds write times relative to now()), keyed by everything that shapes it. In-memory stacks
 * (tests start many) copy it instead of running initdb and the migrations each time.
 */
function templateDir(migrationsDir: string): string {
  const hash = createHash('sha256').update(postgresBinaries().version).update(bootstrapHash());
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
  return join(templatesDir, `cluster-${hash.digest('hex').slice(0, 20)}`);
}

/** Keeps the most recently built templates only (and drops PGlite's old tarballs). */
function pruneTemplates(): void {
  if (!existsSync(templatesDir)) return;
  const entries = readdirSync(templatesDir).map((name) => join(templatesDir, name));
  for (const stale of entries.filter((path) => path.endsWith('.tar')))
    rmSync(stale, { force: true });
  const clusters = entries
    .filter((path) => /cluster-[0-9a-f]+$/.test(path))
    .map((path) => ({ path, time: statSync(path).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { path } of clusters.slice(TEMPLATES_KEPT)) {
    removeCluster(path);
    rmSync(`${path}.password`, { force: true });
  }
}

async function startEmbedded(
  memory: boolean,
  dataDir: string,
  migrationsDir: string,
): Promise<EmbeddedPostgres> {
  if (!memory) return startEmbeddedPostgres({ dir: clusterDir(dataDir), ephemeral: false, log });
  const template = templateDir(migrationsDir);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    await buildTemplate(
      template,
      async (url) => {
        await migrate(url, { migrationsDir, seedFile: null, log });
      },
      log,
    );
    pruneTemplates();
  }
  return startEmbeddedPostgres({ dir: ephemeralClusterDir(), ephemeral: true, template, log });
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

/**
 * The project's URL and service role key in Vault, where the database's webhooks read them
 * (migration 20261124000300): a hosted project is given them once with `vault.create_secret`
 * (README, Deploy); the local stack's URL changes with its port, so it writes them at each start.
 */
async function storeProjectSecrets(
  db: Database,
  apiUrl: string,
  serviceRoleKey: string,
): Promise<void> {
  await db.asAdmin(async (sql) => {
    const { rows } = await sql.query<{ present: boolean }>(
      `select to_regclass('vault.secrets') is not null as present`,
    );
    if (rows[0]?.present !== true) return;
    for (const [name, secret] of [
      ['project_url', apiUrl],
      ['service_role_key', serviceRoleKey],
    ]) {
      await sql.query(
        `with updated as (
           update vault.secrets set secret = $2, updated_at = now() where name = $1 returning id
         )
         insert into vault.secrets (name, secret, description)
         select $1, $2, 'Written by the local stack at start'
          where not exists (select 1 from updated)`,
        [name, secret],
      );
    }
  });
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const serverUrl = opts.databaseUrl ?? (process.env.DATABASE_URL || null);
  const memory = opts.memory ?? false;
  const dataDir = opts.dataDir ?? defaultDataDir;
  const host = opts.host ?? DEFAULT_HOST;
  const jwtSecret = loadJwtSecret(
    memory ? null : dataDir,
    opts.jwtSecret ?? process.env.JWT_SECRET,
  );
  const jwt = createJwt(jwtSecret, loadSigningKey(memory ? null : dataDir));
  const keys = { ...(await apiKeys(jwt)), ...loadOpaqueKeys(memory ? null : dataDir) };
  const project = loadProjectConfig(opts.configFile ?? defaultConfigFile);
  const cleanups: (() => Promise<void>)[] = [];
  let gateway: Gateway | null = null;
  const stop = async () => {
    // First the gateway stops accepting and lets the requests in flight finish (up to 10 s) while
    // every part still runs; then the parts stop, last started first.
    await gateway?.drain().catch((error: unknown) => log('drain failed', error));
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
    let embedded: EmbeddedPostgres | null = null;
    if (databaseUrl === null) {
      embedded = await startEmbedded(memory, dataDir, migrationsDir);
      const database = embedded;
      cleanups.push(() => database.stop());
    }
    const connectionString = embedded?.connectionString ?? databaseUrl ?? '';
    await migrate(connectionString, { migrationsDir, seedFile, log });
    const db = createDatabase(connectionString, log);
    cleanups.push(() => db.close());

    const postgrest: Postgrest = await startPostgrest({
      dbUri: await authenticatorUri(connectionString),
      // A JWK Set: the ES256 public key and the legacy HS256 secret.
      jwtSecret: jwt.verificationJwks(),
      log,
    });
    cleanups.push(() => postgrest.stop());

    let inbox: Inbox | null = null;
    const inboxPorts =
      opts.inbox ??
      (project.inbox.enabled
        ? opts.port === 0
          ? { port: 0, smtpPort: 0 }
          : { port: project.inbox.port, smtpPort: project.inbox.smtpPort }
        : false);
    if (inboxPorts !== false) {
      const started = await startInbox({ ...inboxPorts, host, log }).catch((error: unknown) => {
        // config.toml's ports held by another stack's inbox: this stack gets an inbox of its own
        // on free ports, never the other one. Ports the caller asked for stay an error.
        if (!(error instanceof InboxPortTaken) || opts.inbox !== undefined) throw error;
        log(`${error.message}; this stack's inbox takes free ports`);
        return startInbox({ port: 0, smtpPort: 0, host, log });
      });
      inbox = started;
      cleanups.push(() => started.stop());
    }
    const mailer = inbox
      ? createMailer({
          host: '127.0.0.1',
          port: inbox.smtpPort,
          from: 'Volunteering Marketplace <no-reply@volunteering.local>',
        })
      : noMailer;

    let apiUrl = '';
    const services: Service[] = [];
    const auth = createAuthService(db, jwt, () => apiUrl, {
      config: withOverrides(project.auth, opts.auth),
      mailer,
    });
    const server = createGateway({ jwt, keys, postgrest, auth, services, log });
    const port = await listen(server, opts.port ?? project.apiPort, host);
    gateway = server;
    apiUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

    const context: ServiceContext = {
      db,
      databaseUrl: connectionString,
      jwt,
      dataDir: memory ? null : dataDir,
      apiUrl,
      keys: { anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey },
      project,
      functionsDir: opts.functionsDir ?? defaultFunctionsDir,
      inboxSmtp: inbox ? { host: '127.0.0.1', port: inbox.smtpPort } : null,
      siteUrl: withOverrides(project.auth, opts.auth).siteUrl,
      log,
    };
    for (const factory of serviceFactories) {
      const service = await factory(context);
      services.push(service);
      cleanups.push(() => service.close());
    }
    await storeProjectSecrets(db, apiUrl, keys.serviceRoleKey);
    const net = await startNetWorker(db, log);
    if (net) cleanups.push(() => net.stop());
    const scheduler = await startScheduler(db, log);
    if (scheduler) cleanups.push(() => scheduler.stop());
    await postgrest.ready();
    // The demo seed's photos become real files in storage (SQL alone cannot write them). Only with
    // the product's schema: test stacks may run other migrations and seeds.
    if (seedFile !== null && (await hasInlineSeedPhotos(db))) {
      await storeSeedPhotos({ apiUrl, serviceRoleKey: keys.serviceRoleKey, log });
    }
    return {
      apiUrl,
      ...keys,
      jwtSecret,
      dbUrl: connectionString,
      inboxUrl: inbox?.url ?? null,
      postgrestUrl: `http://127.0.0.1:${postgrest.port}`,
      postgrestPid: () => postgrest.pid(),
      databasePid: () => embedded?.pid(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
