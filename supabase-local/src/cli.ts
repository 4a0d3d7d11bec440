// `npm run start|status|reset -w supabase`: the Supabase CLI's local-development commands.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { parseArgs, UsageError, type CliArgs } from './cli/args';
import { NO_RATE_LIMITS } from './config';
import { clearState, runningState, writeState } from './cli/state';
import { demoLogins } from './demo-logins';
import { KEY_FILES } from './keys';
import { removeCluster, startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrate';
import {
  clusterDir,
  defaultDataDir,
  defaultMigrationsDir,
  defaultSeedFile,
  startStack,
} from './stack';

function describe(state: {
  api_url: string;
  anon_key: string;
  service_role_key: string;
  publishable_key?: string;
  secret_key?: string;
  jwt_secret: string;
  db_url: string;
  inbox_url?: string | null;
}): string {
  return [
    `         API URL: ${state.api_url}`,
    `    REST API URL: ${state.api_url}/rest/v1`,
    `   Functions URL: ${state.api_url}/functions/v1`,
    `          DB URL: ${state.db_url}`,
    `       Inbox URL: ${state.inbox_url ?? 'none (no local inbox: mail cannot be sent)'}`,
    `      JWT secret: ${state.jwt_secret}`,
    `        JWKS URL: ${state.api_url}/auth/v1/.well-known/jwks.json`,
    ...(state.publishable_key ? [` Publishable key: ${state.publishable_key}`] : []),
    ...(state.secret_key ? [`      Secret key: ${state.secret_key}`] : []),
    `        anon key: ${state.anon_key}`,
    `service_role key: ${state.service_role_key}`,
    '',
    'Demo logins:',
    `       volunteer: ${demoLogins.volunteer.email} / ${demoLogins.volunteer.password}`,
    `    organisation: ${demoLogins.organisation.email} / ${demoLogins.organisation.password}`,
  ].join('\n');
}

async function start(args: CliArgs): Promise<void> {
  const dataDir = args.dataDir ? resolve(args.dataDir) : defaultDataDir;
  const running = runningState(dataDir);
  if (running && !args.memory) {
    throw new UsageError(
      `supabase local development setup is already running at ${running.api_url}`,
    );
  }
  const stack = await startStack({
    port: args.port,
    host: args.host,
    dataDir,
    memory: args.memory,
    migrationsDir: args.migrationsDir ? resolve(args.migrationsDir) : undefined,
    seedFile: args.seedFile === undefined ? undefined : args.seedFile && resolve(args.seedFile),
    ...(args.noRateLimits && { auth: { rateLimit: NO_RATE_LIMITS } }),
  });
  const state = {
    api_url: stack.apiUrl,
    anon_key: stack.anonKey,
    service_role_key: stack.serviceRoleKey,
    publishable_key: stack.publishableKey,
    secret_key: stack.secretKey,
    jwt_secret: stack.jwtSecret,
    db_url: stack.dbUrl,
    inbox_url: stack.inboxUrl,
    pid: process.pid,
  };
  if (!args.memory) writeState(dataDir, state);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    if (!args.memory) clearState(dataDir, process.pid);
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);
  if (args.json) {
    process.stdout.write(
      `${JSON.stringify({ api_url: stack.apiUrl, anon_key: stack.anonKey, service_role_key: stack.serviceRoleKey, publishable_key: stack.publishableKey, secret_key: stack.secretKey, db_url: stack.dbUrl, inbox_url: stack.inboxUrl, demo_logins: args.seedFile === null ? {} : demoLogins })}\n`,
    );
  } else {
    console.log(
      `Started supabase local development setup.\n\n${describe(state)}\n\nPress Ctrl-C to stop.`,
    );
  }
}

async function status(args: CliArgs): Promise<void> {
  const state = runningState(args.dataDir ? resolve(args.dataDir) : defaultDataDir);
  let healthy = false;
  if (state) {
    try {
      const response = await fetch(`${state.api_url}/auth/v1/health`, {
        headers: { apikey: state.anon_key },
      });
      healthy = response.ok;
    } catch {
      healthy = false;
    }
  }
  if (!state || !healthy) {
    console.error('supabase local development setup is not running.');
    process.exitCode = 1;
    return;
  }
  if (args.json) {
    console.log(
      JSON.stringify({
        api_url: state.api_url,
        anon_key: state.anon_key,
        service_role_key: state.service_role_key,
        publishable_key: state.publishable_key,
        secret_key: state.secret_key,
        inbox_url: state.inbox_url ?? null,
      }),
    );
  } else {
    console.log(`supabase local development setup is running.\n\n${describe(state)}`);
  }
}

async function reset(args: CliArgs): Promise<void> {
  const migrationsDir = args.migrationsDir ? resolve(args.migrationsDir) : defaultMigrationsDir;
  const seedFile =
    args.seedFile === undefined ? defaultSeedFile : args.seedFile && resolve(args.seedFile);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`drop schema if exists public, auth, storage, supabase_migrations, graphql_public cascade;
                          create schema public;`);
    } finally {
      await client.end();
    }
    const report = await migrate(databaseUrl, { migrationsDir, seedFile, log: console.log });
    console.log(
      `Reset ${report.applied.length} migrations${report.seeded ? ' and the seed' : ''}.`,
    );
    return;
  }
  const dataDir = args.dataDir ? resolve(args.dataDir) : defaultDataDir;
  if (runningState(dataDir)) {
    throw new UsageError('Stop the running stack first: it holds the embedded database open.');
  }
  // The cluster and the files storage kept beside it go; the keys and the templates stay.
  const kept = new Set(['templates', 'vapid.json', ...KEY_FILES]);
  if (existsSync(dataDir)) {
    for (const entry of readdirSync(dataDir)) {
      if (!kept.has(entry)) removeCluster(join(dataDir, entry));
    }
  }
  const db = await startEmbeddedPostgres({
    dir: clusterDir(dataDir),
    ephemeral: false,
    log: () => undefined,
  });
  try {
    const report = await migrate(db.connectionString, {
      migrationsDir,
      seedFile,
      log: console.log,
    });
    console.log(
      `Reset ${report.applied.length} migrations${report.seeded ? ' and the seed' : ''}.`,
    );
  } finally {
    await db.stop();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.command === 'start') return start(args);
  if (args.command === 'status') return status(args);
  if (args.command === 'reset') return reset(args);
  throw new UsageError(`unknown command ${args.command}: use start, status or reset`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
