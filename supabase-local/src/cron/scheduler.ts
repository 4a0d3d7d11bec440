// pg_cron's background worker, in the stack: at the start of every minute it runs the active jobs
// of cron.job (bootstrap 56-pg-cron.sql) whose schedule matches that minute (in UTC, pg_cron's
// default cron.timezone), each in its own transaction as the job's user, and records each run in
// cron.job_run_details. A run is claimed by its (job, minute) before it starts, so two stacks on
// one database, or a stack restarted within a minute, run a job once for that minute. Like
// pg_cron, minutes that pass while the stack is down are not made up.
import { CronExpressionParser } from 'cron-parser';
import type { Database } from '../contract';

export interface Scheduler {
  /** Stops the clock and waits for the runs under way. */
  stop(): Promise<void>;
}

interface Job {
  jobid: string;
  schedule: string;
  command: string;
  username: string;
}

const MINUTE = 60_000;

/** The start of the minute `time` falls in. */
export function minuteOf(time: Date): Date {
  return new Date(Math.floor(time.getTime() / MINUTE) * MINUTE);
}

/** Whether a five-field cron schedule fires at `minute` (UTC); false for one it cannot read. */
export function scheduleMatches(schedule: string, minute: Date): boolean {
  try {
    return CronExpressionParser.parse(schedule.trim(), { tz: 'UTC' }).includesDate(minute);
  } catch {
    return false;
  }
}

async function runJob(db: Database, job: Job, minute: Date): Promise<'ran' | 'taken'> {
  const runid = await db.asAdmin(async (sql) => {
    const { rows } = await sql.query<{ runid: string }>(
      `insert into cron.job_run_details
         (jobid, job_pid, database, username, command, status, start_time, scheduled_for)
       values ($1, pg_backend_pid(), current_database(), $2, $3, 'running', clock_timestamp(), $4)
       on conflict (jobid, scheduled_for) do nothing
       returning runid::text`,
      [job.jobid, job.username, job.command, minute.toISOString()],
    );
    return rows[0]?.runid ?? null;
  });
  if (runid === null) return 'taken';
  let status = 'succeeded';
  let message: string;
  try {
    message = await db.asAdmin(async (sql) => {
      const { rows } = await sql.query<{ me: string }>(`select current_user::text as me`);
      if (rows[0]?.me !== job.username) {
        await sql.query(`set local role ${quoteIdentifier(job.username)}`);
      }
      const result = await sql.query(job.command);
      return `${result.rowCount ?? 0} row${result.rowCount === 1 ? '' : 's'}`;
    });
  } catch (error) {
    status = 'failed';
    message = error instanceof Error ? error.message : String(error);
  }
  await db.asAdmin(async (sql) => {
    await sql.query(
      `update cron.job_run_details
          set status = $2, return_message = $3, end_time = clock_timestamp()
        where runid = $1`,
      [runid, status, message],
    );
  });
  return 'ran';
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Runs the jobs due at `minute` (once each, whoever else runs them) and returns the names (or ids)
 * of those this call ran.
 */
export async function runDueJobs(
  db: Database,
  minute: Date,
  log: (message: string, ...details: unknown[]) => void = () => undefined,
): Promise<string[]> {
  const jobs = await db.asAdmin(async (sql) => {
    const { rows } = await sql.query<Job & { jobname: string | null }>(
      `select jobid::text, jobname, schedule, command, username
         from cron.job where active order by jobid`,
    );
    return rows;
  });
  const ran: string[] = [];
  for (const job of jobs.filter((candidate) => scheduleMatches(candidate.schedule, minute))) {
    try {
      if ((await runJob(db, job, minute)) === 'ran') ran.push(job.jobname ?? job.jobid);
    } catch (error) {
      log(`cron: job ${job.jobname ?? job.jobid} could not be run`, error);
    }
  }
  return ran;
}

/** Null when the database has no local cron schema (the real pg_cron runs its own worker). */
export async function startScheduler(
  db: Database,
  log: (message: string, ...details: unknown[]) => void,
): Promise<Scheduler | null> {
  const local = await db.asAdmin(async (sql) => {
    const { rows } = await sql.query<{ local: boolean }>(
      `select to_regclass('cron.job_run_details') is not null
              and not exists (select 1 from pg_extension where extname = 'pg_cron') as local`,
    );
    return rows[0]?.local === true;
  });
  if (!local) return null;

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  function next(): void {
    if (stopped) return;
    const now = Date.now();
    const minute = new Date(minuteOf(new Date(now)).getTime() + MINUTE);
    timer = setTimeout(() => {
      running = runDueJobs(db, minute, log).catch((error: unknown) =>
        log('cron: the jobs could not be read', error),
      );
      next();
    }, minute.getTime() - now);
    timer.unref();
  }

  next();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
