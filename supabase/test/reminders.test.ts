// Reminders (issue #21): send_due_reminders writes each due reminder once (per application,
// occurrence and kind) however often and however concurrently it runs, and across a restart; the
// organisation's switches; ongoing tasks; the volunteer's answer; who may see and call what; and
// the local pg_cron that runs it every minute.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from 'supabase-local/src/db/database';
import { minuteOf, runDueJobs, scheduleMatches } from 'supabase-local/src/cron/scheduler';
import { startStack } from 'supabase-local/src/stack';
import { freshDatabaseUrl, testStackDefaults } from 'supabase-local/test/stack-harness';
import {
  apply,
  createOrganisation,
  createTask,
  createVolunteer,
  hoursFromNow,
  productOn,
  startProduct,
  type Actor,
  type Organisation,
  type Product,
} from './harness';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

async function sendDue(admin = product.admin): Promise<number> {
  const { data, error } = await admin.rpc('send_due_reminders');
  if (error) throw new Error(`send_due_reminders: ${error.message}`);
  return data;
}

async function approvedFor(volunteer: Actor, org: Organisation, taskId: string): Promise<string> {
  const application = await apply(volunteer, taskId);
  const { error } = await org.client.rpc('approve_application', {
    p_application_id: application.id,
  });
  if (error) throw new Error(`approve: ${error.message}`);
  return application.id;
}

async function remindersOf(applicationId: string) {
  const { data, error } = await product.admin
    .from('reminders')
    .select('id, kind, starts_at, answer')
    .eq('application_id', applicationId)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data;
}

/**
 * Moves a task and its reminder to `at` in one transaction. The stack's own scheduler runs
 * send_due_reminders every minute: between two separate updates it could see the task at its new
 * time without its reminder and write a second one.
 */
async function moveTaskAndReminder(taskId: string, reminderId: string, at: string): Promise<void> {
  const db = createDatabase(product.stack.dbUrl, () => undefined);
  try {
    await db.asAdmin(async (sql) => {
      await sql.query(`update public.tasks set task_date = $1 where id = $2`, [at, taskId]);
      const { rowCount } = await sql.query(
        `update public.reminders set starts_at = $1 where id = $2`,
        [at, reminderId],
      );
      if (rowCount !== 1) throw new Error(`reminder ${reminderId} not moved`);
    });
  } finally {
    await db.close();
  }
}

describe('send_due_reminders', () => {
  it('reminds an approved volunteer 24 hours before a once-off task, once however often it runs', async () => {
    const org = await createOrganisation(product, 'Reminder Org');
    const volunteer = await createVolunteer(product, 'Riley Reminded');
    const task = await createTask(org, { task_date: hoursFromNow(23) });
    const applicationId = await approvedFor(volunteer, org, task.id);

    await Promise.all(Array.from({ length: 8 }, () => sendDue()));
    await sendDue();
    const reminders = await remindersOf(applicationId);
    expect(reminders).toEqual([expect.objectContaining({ kind: 'day_before', answer: null })]);
    expect(new Date(reminders[0]?.starts_at ?? '').getTime()).toBe(
      new Date(task.task_date ?? '').getTime(),
    );
  });

  it('sends the 2-hour reminder inside 2 hours, and nothing for tasks further off or not yet approved', async () => {
    const org = await createOrganisation(product, 'Two Hours Org');
    const volunteer = await createVolunteer(product);
    const soon = await createTask(org, { task_date: hoursFromNow(1.5) });
    const later = await createTask(org, { task_date: hoursFromNow(25) });
    const pending = await createTask(org, { task_date: hoursFromNow(3) });
    const soonApplication = await approvedFor(volunteer, org, soon.id);
    const laterApplication = await approvedFor(volunteer, org, later.id);
    const pendingApplication = (await apply(volunteer, pending.id)).id;

    await sendDue();
    expect((await remindersOf(soonApplication)).map((r) => r.kind)).toEqual(['two_hours_before']);
    expect(await remindersOf(laterApplication)).toEqual([]);
    expect(await remindersOf(pendingApplication)).toEqual([]);
  });

  it('follows each organisation’s switches', async () => {
    const quiet = await createOrganisation(product, 'Quiet Org');
    const volunteer = await createVolunteer(product);
    const { error } = await quiet.client
      .from('organisations')
      .update({ remind_day_before: false, remind_two_hours_before: false })
      .eq('id', quiet.orgId);
    expect(error).toBeNull();
    const tomorrow = await createTask(quiet, { task_date: hoursFromNow(20) });
    const soon = await createTask(quiet, { task_date: hoursFromNow(1) });
    const a = await approvedFor(volunteer, quiet, tomorrow.id);
    const b = await approvedFor(volunteer, quiet, soon.id);
    await sendDue();
    expect(await remindersOf(a)).toEqual([]);
    expect(await remindersOf(b)).toEqual([]);

    // Day-before only: a task approved inside 2 hours still gets the day-before one, late.
    await quiet.client
      .from('organisations')
      .update({ remind_day_before: true })
      .eq('id', quiet.orgId);
    await sendDue();
    expect((await remindersOf(a)).map((r) => r.kind)).toEqual(['day_before']);
    expect((await remindersOf(b)).map((r) => r.kind)).toEqual(['day_before']);
  });

  it('reminds of each day of an ongoing task from 09:00 the day before, without a 2-hour one', async () => {
    const org = await createOrganisation(product, 'Ongoing Org');
    const volunteer = await createVolunteer(product);
    // Two zones: one whose next local midnight is 2 to 14 hours away (its day-before reminder is
    // due: 09:00 the day before has passed), one whose is over 16 hours away (not yet).
    const day = 86_400_000;
    const zones = Array.from({ length: 27 }, (_, index) => index - 12).map((offset) => {
      const local = Date.now() + offset * 3_600_000;
      const midnight = Math.ceil(local / day) * day - offset * 3_600_000;
      // Etc/GMT-10 is UTC+10.
      const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
      const weekday = new Date(midnight).toLocaleDateString('en-AU', {
        weekday: 'long',
        timeZone: zone,
      }) as 'Monday';
      return { zone, midnight, weekday, away: midnight - Date.now() };
    });
    const due = zones.find((z) => z.away > 2 * 3_600_000 && z.away < 14 * 3_600_000);
    const notYet = zones.find((z) => z.away > 16 * 3_600_000 && z.away < 23 * 3_600_000);
    if (!due || !notYet) throw new Error('no zone fits');
    const ongoing = async (zone: (typeof zones)[number]) => {
      const task = await createTask(org, {
        task_type: 'ongoing',
        task_date: new Date(zone.midnight).toISOString(),
        time_zone: zone.zone,
        days_of_week: [zone.weekday],
        number_of_weeks: 2,
        hours_required: 3,
        detailed_description: 'Every week on the same day.',
      });
      return approvedFor(volunteer, org, task.id);
    };
    const dueApplication = await ongoing(due);
    const laterApplication = await ongoing(notYet);
    await sendDue();
    expect(
      (await remindersOf(dueApplication)).map((r) => [r.kind, new Date(r.starts_at).getTime()]),
    ).toEqual([['day_before', due.midnight]]);
    expect(await remindersOf(laterApplication)).toEqual([]);
  });
});

describe('answer_reminder', () => {
  let org: Organisation;
  let volunteer: Actor;
  let applicationId: string;
  let reminderId: string;
  let taskId: string;

  beforeAll(async () => {
    org = await createOrganisation(product, 'Answer Org');
    volunteer = await createVolunteer(product, 'Casey Answer');
    const task = await createTask(org, {
      title: 'Soup kitchen',
      task_date: hoursFromNow(10),
      time_zone: 'Australia/Sydney',
    });
    taskId = task.id;
    applicationId = await approvedFor(volunteer, org, task.id);
    await sendDue();
    reminderId = (await remindersOf(applicationId))[0]?.id ?? '';
  });

  async function chatMessages(): Promise<string[]> {
    const { data } = await product.admin
      .from('chats')
      .select('messages(content, sender_id, created_at)')
      .eq('task_id', taskId)
      .eq('volunteer_id', volunteer.id)
      .maybeSingle();
    return (data?.messages ?? [])
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((m) => `${m.sender_id === volunteer.id ? 'volunteer' : 'org'}: ${m.content}`);
  }

  it('shows the volunteer their own reminders only, and lets nobody write them', async () => {
    const own = await volunteer.client.from('reminders').select('id, answer');
    expect(own.data).toEqual([{ id: reminderId, answer: null }]);
    const stranger = await createVolunteer(product, 'Nosy Neighbour');
    expect((await stranger.client.from('reminders').select('id')).data).toEqual([]);
    expect((await org.client.from('reminders').select('id')).data).toEqual([]);
    const forged = await stranger.client.from('reminders').insert({
      application_id: applicationId,
      task_id: taskId,
      user_id: stranger.id,
      starts_at: hoursFromNow(5),
      kind: 'day_before',
    });
    expect(forged.error).not.toBeNull();
    const answered = await stranger.client.rpc('answer_reminder', {
      p_reminder_id: reminderId,
      p_coming: false,
    });
    expect(answered.error?.message).toBe('Reminder not found.');
    const sent = await volunteer.client.rpc('send_due_reminders');
    expect(sent.error).not.toBeNull();
    expect(await chatMessages()).toEqual([]);
  });

  it('get_open_reminders gives the volunteer their own unanswered reminders still to come, with the task embedded', async () => {
    const open = await volunteer.client
      .rpc('get_open_reminders')
      .select('id, kind, starts_at, task:tasks(title)')
      .order('starts_at');
    expect(open.error).toBeNull();
    expect(open.data).toEqual([
      {
        id: reminderId,
        kind: 'day_before',
        starts_at: expect.any(String),
        task: { title: 'Soup kitchen' },
      },
    ]);
    const stranger = await createVolunteer(product, 'Other Reader');
    expect((await stranger.client.rpc('get_open_reminders')).data).toEqual([]);
    expect((await org.client.rpc('get_open_reminders')).data).toEqual([]);
    const anonymous = await product.anon.rpc('get_open_reminders');
    expect(anonymous.error).not.toBeNull();
    // One whose occurrence has passed is no longer asked about.
    await moveTaskAndReminder(taskId, reminderId, hoursFromNow(-1));
    expect((await volunteer.client.rpc('get_open_reminders')).data).toEqual([]);
    await moveTaskAndReminder(taskId, reminderId, hoursFromNow(10));
    expect((await remindersOf(applicationId)).map((r) => r.id)).toEqual([reminderId]);
  });

  it('"I can\'t make it" tells the organisation in the chat and marks the applicant, without withdrawing', async () => {
    const { data, error } = await volunteer.client.rpc('answer_reminder', {
      p_reminder_id: reminderId,
      p_coming: false,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: reminderId, answer: 'not_coming' });
    // Again: no second message.
    await volunteer.client.rpc('answer_reminder', { p_reminder_id: reminderId, p_coming: false });

    const messages = await chatMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^volunteer: Sorry, I can't make it to Soup kitchen on \w{3} \d{2} \w{3}, \d{2}:\d{2}\.$/,
    );
    const application = await product.admin
      .from('applications')
      .select('status, attendance')
      .eq('id', applicationId)
      .single();
    expect(application.data).toEqual({ status: 'approved', attendance: 'may_not_come' });
    const applicants = await org.client.rpc('get_task_applicants', { p_task_id: taskId });
    expect(applicants.data?.map((a) => [a.name, a.attendance])).toEqual([
      ['Casey Answer', 'may_not_come'],
    ]);
  });

  it('sends no 2-hour reminder after "I can\'t make it", and a change of mind is said in the chat', async () => {
    // Time passes: the task (and so the occurrence reminded of) is now 90 minutes away.
    await moveTaskAndReminder(taskId, reminderId, hoursFromNow(1.5));
    await sendDue();
    expect((await remindersOf(applicationId)).map((r) => r.kind)).toEqual(['day_before']);

    const changed = await volunteer.client.rpc('answer_reminder', {
      p_reminder_id: reminderId,
      p_coming: true,
    });
    expect(changed.error).toBeNull();
    const messages = await chatMessages();
    expect(messages[1]).toMatch(
      /^volunteer: Good news: I can make it to Soup kitchen on .+ after all\.$/,
    );
    // Now the 2-hour reminder goes out, already answered: pushed, not asked again.
    await sendDue();
    expect((await remindersOf(applicationId)).map((r) => [r.kind, r.answer])).toEqual([
      ['day_before', 'coming'],
      ['two_hours_before', 'coming'],
    ]);
  });
});

describe('pg_cron, locally', () => {
  it('has send_due_reminders scheduled every minute', async () => {
    const db = createDatabase(product.stack.dbUrl, () => undefined);
    try {
      const jobs = await db.asAdmin(async (sql) => {
        const { rows } = await sql.query<{ schedule: string; command: string; active: boolean }>(
          `select schedule, command, active from cron.job where jobname = 'send-due-reminders'`,
        );
        return rows;
      });
      expect(jobs).toEqual([
        { schedule: '* * * * *', command: 'select public.send_due_reminders()', active: true },
      ]);
    } finally {
      await db.close();
    }
  });

  it('reads five-field schedules in UTC', () => {
    const at = (iso: string) => new Date(iso);
    expect(scheduleMatches('* * * * *', at('2026-11-24T10:17:00Z'))).toBe(true);
    expect(scheduleMatches('*/15 * * * *', at('2026-11-24T10:30:00Z'))).toBe(true);
    expect(scheduleMatches('*/15 * * * *', at('2026-11-24T10:31:00Z'))).toBe(false);
    expect(scheduleMatches('0 9 * * 1-5', at('2026-11-24T09:00:00Z'))).toBe(true);
    expect(scheduleMatches('0 9 * * 0,6', at('2026-11-24T09:00:00Z'))).toBe(false);
    expect(scheduleMatches('not a schedule', at('2026-11-24T09:00:00Z'))).toBe(false);
    expect(minuteOf(at('2026-11-24T10:17:42.5Z')).toISOString()).toBe('2026-11-24T10:17:00.000Z');
  });

  it('runs each due job once per minute, however many schedulers share the database', async () => {
    const org = await createOrganisation(product, 'Cron Org');
    const volunteer = await createVolunteer(product);
    const task = await createTask(org, { task_date: hoursFromNow(22) });
    const applicationId = await approvedFor(volunteer, org, task.id);
    const db = createDatabase(product.stack.dbUrl, () => undefined);
    const other = createDatabase(product.stack.dbUrl, () => undefined);
    try {
      // A minute of its own, far from the stack's own scheduler's.
      const minute = new Date(Date.UTC(2000, 0, 1, 0, 0));
      const [first, second] = await Promise.all([
        runDueJobs(db, minute),
        runDueJobs(other, minute),
      ]);
      // Every job due ran once, by one of the two.
      const ran = [...first, ...second];
      expect(ran).toContain('send-due-reminders');
      expect(new Set(ran).size).toBe(ran.length);
      const runs = await db.asAdmin(async (sql) => {
        const { rows } = await sql.query<{ status: string; return_message: string }>(
          `select d.status, d.return_message from cron.job_run_details d
             join cron.job j using (jobid)
            where j.jobname = 'send-due-reminders' and d.scheduled_for = $1`,
          [minute.toISOString()],
        );
        return rows;
      });
      expect(runs).toEqual([{ status: 'succeeded', return_message: '1 row' }]);
      expect((await remindersOf(applicationId)).map((r) => r.kind)).toEqual(['day_before']);
    } finally {
      await Promise.all([db.close(), other.close()]);
    }
  });

  it('records a failing job as failed and goes on', async () => {
    const db = createDatabase(product.stack.dbUrl, () => undefined);
    try {
      await db.asAdmin((sql) =>
        sql.query(`select cron.schedule('always-fails', '* * * * *', 'select 1/0')`),
      );
      const minute = new Date(Date.UTC(2000, 0, 1, 0, 1));
      expect(await runDueJobs(db, minute)).toEqual(
        expect.arrayContaining(['send-due-reminders', 'always-fails']),
      );
      const failed = await db.asAdmin(async (sql) => {
        const { rows } = await sql.query<{ status: string; return_message: string }>(
          `select d.status, d.return_message from cron.job_run_details d
             join cron.job j using (jobid) where j.jobname = 'always-fails'`,
        );
        return rows;
      });
      expect(failed).toEqual([{ status: 'failed', return_message: 'division by zero' }]);
      await db.asAdmin((sql) => sql.query(`select cron.unschedule('always-fails')`));
      await expect(
        db.asAdmin((sql) => sql.query(`select cron.schedule('bad', '30 seconds', 'select 1')`)),
      ).rejects.toThrow('invalid schedule: 30 seconds');
    } finally {
      await db.close();
    }
  });
});

describe('a reminder across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'reminders-restart-'));

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is written once across a stop and a start of the stack', async () => {
    const databaseUrl = await freshDatabaseUrl();
    const options = {
      ...testStackDefaults,
      memory: false,
      dataDir,
      databaseUrl,
      port: 0,
      seedFile: null,
    };
    const remindersHeld = async (stack: Awaited<ReturnType<typeof startStack>>) => {
      const db = createDatabase(stack.dbUrl, () => undefined);
      try {
        return await db.asAdmin(async (sql) => {
          const { rows } = await sql.query<{ count: string }>(
            `select count(*)::text as count from public.reminders`,
          );
          return Number(rows[0]?.count);
        });
      } finally {
        await db.close();
      }
    };

    const first = await startStack(options);
    let taskId: string;
    try {
      const restartProduct = productOn(first);
      const org = await createOrganisation(restartProduct, 'Restart Org');
      const volunteer = await createVolunteer(restartProduct);
      const task = await createTask(org, { task_date: hoursFromNow(23) });
      taskId = task.id;
      await approvedFor(volunteer, org, task.id);
      // Written by this call or, if a minute began since the approval, by the stack's scheduler.
      expect((await restartProduct.admin.rpc('send_due_reminders')).error).toBeNull();
      expect(await remindersHeld(first)).toBe(1);
    } finally {
      await first.stop();
    }

    const second = await startStack(options);
    try {
      const { admin } = productOn(second);
      expect((await admin.rpc('send_due_reminders')).data).toBe(0);
      const { data } = await admin.from('reminders').select('kind').eq('task_id', taskId);
      expect(data).toEqual([{ kind: 'day_before' }]);
      expect(await remindersHeld(second)).toBe(1);
    } finally {
      await second.stop();
    }
  });
});
