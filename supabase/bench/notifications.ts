// `npm run bench -w supabase -- --notifications`: the figures of issue #48, on this working tree's
// stack started in-process (--memory, its own inbox on free ports) with the demo seed and the bench
// data at --tasks (default 100,000), vacuumed as autovacuum soon would be.
//
// 1. From event to inbox: the bench organisation approves --events applications of bench
//    volunteers through the API, one after another; each is timed from the call to the moment the
//    "Application approved" mail is in the local inbox (its API polled every 10 ms): the trigger,
//    the outbox, pg_net's post, the notification-mail function on Deno, SMTP. One more approval
//    goes first, which starts the function, and is reported apart.
// 2. The minute's reminder job (`send_due_reminders`, pg_cron's every minute) at that scale, with
//    the notification triggers on: its database time (EXPLAIN ANALYZE's execution time) --runs
//    times as it runs each minute (nothing or next to nothing newly due), and --runs times with ten
//    approved volunteers' tasks moved into the 24-hour window first (ten reminders, their
//    notifications and mails), each in a transaction rolled back so every run finds the same ten;
//    that last case once more with the reminder's notification trigger off, for what notifying
//    costs.
//
// Prints a table; writes JSON to .data/bench/notifications-<stamp>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import type { Database } from 'shared-domain';
import { startStack, type Stack } from 'supabase-local/src/stack';
import WebSocket from 'ws';
import { summarize, type Summary } from './http';
import type { NotificationOptions } from './options';
import { seedBench } from './seed-bench';
import { assertLoopback } from './stacks';
import { benchDataDir } from './trees';

type Log = (line: string) => void;

interface Results {
  startedAt: string;
  finishedAt?: string;
  loadavgStart: number[];
  loadavgEnd?: number[];
  tasks: number;
  /** The first approval's mail, which starts the function: milliseconds. */
  eventToInboxFirst?: number | null;
  eventToInbox?: Summary | null;
  eventToInboxAll?: number[];
  reminderJobIdle?: (Summary & { written: number }) | null;
  reminderJobTenDue?: Summary | null;
  reminderJobTenDueWithoutNotifying?: Summary | null;
}

const loads = () => loadavg().map((v) => Math.round(v * 100) / 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let running: Stack | null = null;

export async function stopNotificationStack(): Promise<void> {
  const stack = running;
  running = null;
  await stack?.stop().catch(() => undefined);
}

/** The number of mails to `address` with `subject` in the inbox. */
async function mailCount(inboxUrl: string, address: string, subject: string): Promise<number> {
  const response = await fetch(`${inboxUrl}/email`);
  const mails = (await response.json()) as { subject: string; to: { address: string }[] }[];
  return mails.filter(
    (mail) => mail.subject === subject && mail.to.some((to) => to.address === address),
  ).length;
}

async function eventToInbox(stack: Stack, db: pg.Client, events: number, log: Log) {
  const inboxUrl = stack.inboxUrl;
  if (inboxUrl === null) throw new Error('the stack has no inbox');
  const client = createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js needs one for its realtime client.
    realtime: { transport: WebSocket as unknown as never },
  });
  // seed-bench.sql: every bench account has the password Password1!.
  const { error } = await client.auth.signInWithPassword({
    email: 'bench-organisation-1@bench.local',
    password: 'Password1!',
  });
  if (error) throw new Error(`sign-in: ${error.message}`);
  // Applications waiting on the organisation's future tasks, one per task and volunteer.
  const { rows } = await db.query<{ id: string; email: string }>(
    `select distinct on (u.id) a.id, u.email
       from public.applications a
       join public.tasks t on t.id = a.task_id
       join public.users u on u.id = a.user_id
      where t.user_id = md5('bench-organisation-1')::uuid and a.status = 'applied'
        and (t.task_date is null or t.task_date > now() + interval '2 days')
      order by u.id, t.id
      limit $1`,
    [events + 1],
  );
  const took: number[] = [];
  for (const [index, row] of rows.entries()) {
    const started = performance.now();
    const approved = await client.rpc('approve_application', { p_application_id: row.id });
    if (approved.error) throw new Error(`approve: ${approved.error.message}`);
    const deadline = Date.now() + 60_000;
    while ((await mailCount(inboxUrl, row.email, 'Application approved')) === 0) {
      if (Date.now() > deadline) throw new Error(`no mail reached ${row.email} within a minute`);
      await sleep(10);
    }
    took.push(performance.now() - started);
    if ((index + 1) % 10 === 0) log(`event to inbox: ${index + 1}/${rows.length}`);
  }
  await client.auth.signOut();
  // The first starts the notification-mail function on Deno (and nodemailer in it): reported apart.
  const [first = null, ...rest] = took;
  return { first: first === null ? null : Math.round(first), summary: summarize(rest), all: took };
}

async function executionMs(db: pg.Client, statement: string): Promise<number> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, timing off) ${statement}`,
  );
  const line = rows.map((row) => row['QUERY PLAN']).find((text) => text.startsWith('Execution'));
  const match = /Execution Time: ([\d.]+) ms/.exec(line ?? '');
  if (!match) throw new Error(`no execution time for ${statement}`);
  return Number(match[1]);
}

/** Ten approved volunteers' once-off tasks, from two days ahead on, moved to start in 23 hours. */
const TEN_DUE = `
  update public.tasks t set task_date = now() + interval '23 hours'
   where t.id in (
     select t2.id from public.tasks t2
      where t2.task_type = 'once-off' and t2.task_date > now() + interval '2 days'
        and exists (select 1 from public.applications a
                     where a.task_id = t2.id and a.status = 'approved')
      order by t2.task_date limit 10)`;

async function reminderJob(db: pg.Client, runs: number, log: Log) {
  // The catch-up run after the load (every approved task of the next day at once), untimed: the
  // stack's scheduler would have made it within the minute.
  await db.query('select public.send_due_reminders()');
  const idle: number[] = [];
  let written = 0;
  for (let run = 0; run < runs; run += 1) {
    const before = await db.query<{ n: string }>('select count(*) as n from public.reminders');
    idle.push(await executionMs(db, 'select public.send_due_reminders()'));
    const after = await db.query<{ n: string }>('select count(*) as n from public.reminders');
    written += Number(after.rows[0].n) - Number(before.rows[0].n);
    await sleep(1_000);
  }
  log(`reminder job, as each minute: ${runs} runs`);
  const tenDue = async (notifying: boolean) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await db.query('begin');
      try {
        if (!notifying) {
          await db.query('alter table public.reminders disable trigger reminders_notify');
        }
        await db.query(TEN_DUE);
        times.push(await executionMs(db, 'select public.send_due_reminders()'));
      } finally {
        await db.query('rollback');
      }
    }
    return summarize(times);
  };
  const withNotifying = await tenDue(true);
  log(`reminder job, ten due: ${runs} runs`);
  const withoutNotifying = await tenDue(false);
  log(`reminder job, ten due, reminder notifications off: ${runs} runs`);
  const idleSummary = summarize(idle);
  return {
    idle: idleSummary === null ? null : { ...idleSummary, written },
    tenDue: withNotifying,
    tenDueWithoutNotifying: withoutNotifying,
  };
}

function row(label: string, summary: Summary | null | undefined, extra = ''): string {
  if (!summary) return `| ${label} | — | — | |`;
  return `| ${label} | ${summary.p50} | ${summary.p95} | ${summary.count}${extra} |`;
}

export function renderNotificationReport(results: Results): string {
  return [
    `Notifications bench, ${results.tasks.toLocaleString('en-AU')} tasks, load average ${results.loadavgStart.join(' ')} → ${(results.loadavgEnd ?? []).join(' ')}`,
    '',
    '| measure | p50 ms | p95 ms | n |',
    '| --- | --- | --- | --- |',
    row(
      'approval → mail in the local inbox',
      results.eventToInbox,
      ` (the first, starting the function: ${results.eventToInboxFirst ?? '—'} ms)`,
    ),
    row(
      'reminder job, as each minute (database time)',
      results.reminderJobIdle,
      results.reminderJobIdle ? ` (${results.reminderJobIdle.written} reminders written)` : '',
    ),
    row('reminder job, ten due (database time)', results.reminderJobTenDue),
    row(
      'reminder job, ten due, reminder notifications off',
      results.reminderJobTenDueWithoutNotifying,
    ),
  ].join('\n');
}

export async function runNotificationBench(
  options: NotificationOptions,
  log: Log,
): Promise<boolean> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const resultsFile = join(benchDataDir, `notifications-${stamp}.json`);
  const results: Results = {
    startedAt: new Date().toISOString(),
    loadavgStart: loads(),
    tasks: options.tasks,
  };
  const write = () => {
    mkdirSync(benchDataDir, { recursive: true });
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  };
  log(`starting the stack (in memory, own inbox) ...`);
  const stack = await startStack({ memory: true, port: 0, inbox: { port: 0, smtpPort: 0 } });
  running = stack;
  assertLoopback(stack.apiUrl, 'the notifications bench stack');
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    log(`loading ${options.tasks.toLocaleString('en-AU')} tasks of bench data ...`);
    const loadedMs = await seedBench(stack.dbUrl, options.tasks);
    log(`loaded in ${Math.round(loadedMs / 1000)} s; vacuum (analyze) ...`);
    await db.query('vacuum (analyze)');
    const events = await eventToInbox(stack, db, options.events, log);
    results.eventToInboxFirst = events.first;
    results.eventToInbox = events.summary;
    results.eventToInboxAll = events.all.map((ms) => Math.round(ms * 10) / 10);
    const job = await reminderJob(db, options.runs, log);
    results.reminderJobIdle = job.idle;
    results.reminderJobTenDue = job.tenDue;
    results.reminderJobTenDueWithoutNotifying = job.tenDueWithoutNotifying;
  } finally {
    await db.end().catch(() => undefined);
    await stopNotificationStack();
    results.loadavgEnd = loads();
    results.finishedAt = new Date().toISOString();
    write();
  }
  process.stdout.write(`\n${renderNotificationReport(results)}\n\n`);
  process.stdout.write(`Results: ${relative(process.cwd(), resultsFile)}\n`);
  return true;
}
