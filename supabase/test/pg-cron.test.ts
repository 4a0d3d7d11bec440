// pg_cron on an external PostgreSQL (issue #47): the reminders' and the waitlist's jobs are
// scheduled with cron.schedule wherever the stack runs. Where the real extension can run in the
// database (loaded at start and serving it, as on hosted) the migrations enable it; where it is
// installed but not loaded (Debian's postgresql-<n>-cron by default, RDS before its parameter
// group changes), creating it would fail, so the stack's own cron.schedule and scheduler serve.
// `npm run test:postgres` covers the second case on a server with the package installed (CI
// installs it) and `npm run test:pg-cron` the first, with pg_cron preloaded.
import pg from 'pg';
import { startStack } from 'supabase-local/src/stack';

jest.setTimeout(180_000);

const serverUrl = process.env.DATABASE_URL;

/** What the migrated database says of cron: the extension, and the jobs it holds. */
async function cronOf(dbUrl: string): Promise<{ extension: boolean; jobs: string[] }> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const extension = await client.query(`select 1 from pg_extension where extname = 'pg_cron'`);
    const jobs = await client.query<{ jobname: string }>(
      `select jobname from cron.job where active order by jobname`,
    );
    return { extension: extension.rowCount === 1, jobs: jobs.rows.map((row) => row.jobname) };
  } finally {
    await client.end();
  }
}

const JOBS = [
  'expire-waitlist-offers',
  'notify-ending-waitlist-offers',
  'queue-message-digests',
  'retry-notification-mails',
  'send-due-reminders',
];

/** What local/scripts/with-postgres.sh found: pg_cron absent, installed, or installed and preloaded. */
const pgCron = serverUrl ? process.env.POSTGRES_PG_CRON : undefined;

describe('pg_cron on an external PostgreSQL', () => {
  (pgCron === 'installed' ? it : it.skip)(
    'installed but not loaded: the migrations apply and the stack schedules the jobs itself',
    async () => {
      const stack = await startStack({ memory: true, port: 0, seedFile: null, inbox: false });
      try {
        expect(await cronOf(stack.dbUrl)).toEqual({ extension: false, jobs: JOBS });
      } finally {
        await stack.stop();
      }
    },
  );

  (pgCron === 'preloaded' ? it : it.skip)(
    'preloaded and serving the database: the migrations enable pg_cron and schedule the jobs in it',
    async () => {
      // The database pg_cron serves (cron.database_name, set by local/scripts/with-postgres.sh), fresh.
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query('drop database if exists pg_cron_served');
        await admin.query('create database pg_cron_served');
      } finally {
        await admin.end();
      }
      const served = new URL(serverUrl ?? '');
      served.pathname = '/pg_cron_served';
      const stack = await startStack({
        databaseUrl: served.toString(),
        port: 0,
        seedFile: null,
        inbox: false,
      });
      try {
        expect(await cronOf(stack.dbUrl)).toEqual({ extension: true, jobs: JOBS });
      } finally {
        await stack.stop();
      }
    },
  );
});
