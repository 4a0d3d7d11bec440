// Notifications (issue #48): each event writes one notification per recipient, once however often
// and however concurrently the jobs run; the texts say what happened (a move says from and to);
// preferences decide the e-mail outbox; chat messages go out as an hourly digest of what is still
// unread; a failed mail is retried with back-off and kept; and only the recipient reads or marks
// their notifications.
import { NOTIFICATION_KINDS } from 'shared-domain/src/rules/notifications';
import { createDatabase } from 'supabase-local/src/db/database';
import {
  apply,
  createOrganisation,
  createTask,
  createVolunteer,
  hoursFromNow,
  startProduct,
  type Actor,
  type Organisation,
  type Product,
} from './harness';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
  // The database's side alone: without the project's URL its webhooks post nothing, so no
  // notification-mail function takes the outbox's rows (test/notification-mail.test.ts does).
  await sql(`delete from vault.secrets where name = 'project_url'`);
});

afterAll(async () => {
  await product?.stop();
});

async function notificationsOf(user: Actor) {
  const { data, error } = await product.admin
    .from('notifications')
    .select('id, kind, title, body, link, task_id, application_id, chat_id, read_at')
    .eq('user_id', user.id)
    .order('created_at')
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

async function mailsOf(user: Actor) {
  const { data, error } = await product.admin
    .from('notification_mails')
    .select('id, kind, notification_id, chat_id, status, attempts, last_error, next_attempt_at')
    .eq('user_id', user.id)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data;
}

async function approve(org: Organisation, applicationId: string): Promise<void> {
  const { error } = await org.client.rpc('approve_application', {
    p_application_id: applicationId,
  });
  if (error) throw new Error(`approve: ${error.message}`);
}

async function openChat(org: Organisation, volunteer: Actor, taskId: string): Promise<string> {
  const { data, error } = await org.client
    .from('chats')
    .insert({ org_id: org.id, volunteer_id: volunteer.id, task_id: taskId })
    .select('id')
    .single();
  if (error) throw new Error(`chat: ${error.message}`);
  return data.id;
}

async function send(sender: Actor, chatId: string, content: string): Promise<void> {
  const { error } = await sender.client
    .from('messages')
    .insert({ chat_id: chatId, sender_id: sender.id, content });
  if (error) throw new Error(`message: ${error.message}`);
}

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = createDatabase(product.stack.dbUrl, () => undefined);
  try {
    return await db.asAdmin(async (client) => (await client.query(text, values)).rows as T[]);
  } finally {
    await db.close();
  }
}

describe('events', () => {
  it('tells the organisation of a new applicant and a withdrawal, and the volunteer of the decision', async () => {
    const org = await createOrganisation(product, 'Event Org');
    const volunteer = await createVolunteer(product, 'Robin Applicant');
    const rejected = await createVolunteer(product, 'Kim Other');
    const task = await createTask(org, { title: 'Soup kitchen' });
    const application = await apply(volunteer, task.id);
    const other = await apply(rejected, task.id);
    await approve(org, application.id);
    const reject = await org.client.rpc('reject_application', { p_application_id: other.id });
    expect(reject.error).toBeNull();

    expect(await notificationsOf(volunteer)).toEqual([
      expect.objectContaining({
        kind: 'application_approved',
        title: 'Application approved',
        body: "You're in for Soup kitchen.",
        link: `/volunteer/task/${task.id}`,
        application_id: application.id,
        read_at: null,
      }),
    ]);
    expect(await notificationsOf(rejected)).toEqual([
      expect.objectContaining({
        kind: 'application_rejected',
        body: 'Your application for Soup kitchen was not accepted this time.',
      }),
    ]);

    const withdrawn = await volunteer.client.rpc('withdraw_application', { p_task_id: task.id });
    expect(withdrawn.error).toBeNull();
    const told = await notificationsOf(org);
    expect(told.map((n) => [n.kind, n.body])).toEqual([
      ['new_applicant', 'Robin Applicant applied for Soup kitchen.'],
      ['new_applicant', 'Kim Other applied for Soup kitchen.'],
      ['application_withdrawn', 'Robin Applicant withdrew from Soup kitchen.'],
    ]);
    expect(told[0].link).toBe(`/organisation/task/${task.id}`);
  });

  it('tells the other party of a message, naming the sender', async () => {
    const org = await createOrganisation(product, 'Chatty Org');
    const volunteer = await createVolunteer(product, 'Alex Chatter');
    const task = await createTask(org);
    await apply(volunteer, task.id);
    const chatId = await openChat(org, volunteer, task.id);
    await send(org, chatId, 'Can you bring gloves?');
    await send(volunteer, chatId, 'Sure!');
    expect(await notificationsOf(volunteer)).toEqual([
      expect.objectContaining({
        kind: 'message',
        title: 'New message from Chatty',
        body: 'Can you bring gloves?',
        link: `/chat/${chatId}`,
        chat_id: chatId,
      }),
    ]);
    expect((await notificationsOf(org)).filter((n) => n.kind === 'message')).toEqual([
      expect.objectContaining({ title: 'New message from Alex', body: 'Sure!' }),
    ]);
  });

  it('tells applied and approved volunteers when the time or place changes, from and to', async () => {
    const org = await createOrganisation(product, 'Mover Org');
    const approved = await createVolunteer(product, 'Approved One');
    const applied = await createVolunteer(product, 'Applied One');
    const task = await createTask(org, {
      title: 'Park planting',
      task_date: '2031-03-08T22:00:00Z',
      time_zone: 'Australia/Sydney',
      hours_required: 2,
      location: 'North Park',
    });
    await approve(org, (await apply(approved, task.id)).id);
    await apply(applied, task.id);

    const moved = await org.client
      .from('tasks')
      .update({ task_date: '2031-03-09T23:30:00Z', location: 'South Park' })
      .eq('id', task.id);
    expect(moved.error).toBeNull();
    const renamed = await org.client
      .from('tasks')
      .update({ title: 'Park planting day' })
      .eq('id', task.id);
    expect(renamed.error).toBeNull();

    for (const volunteer of [approved, applied]) {
      const changes = (await notificationsOf(volunteer)).filter((n) => n.kind === 'task_changed');
      expect(changes).toEqual([
        expect.objectContaining({
          title: 'Task changed',
          body:
            'Park planting is now Mon 10 Mar, 10:30 AEDT for 2 hours (was Sun 9 Mar, 09:00 AEDT for 2 hours)' +
            ' and now at South Park (was North Park).',
          link: `/volunteer/task/${task.id}`,
        }),
      ]);
    }
  });

  it('tells applied and approved volunteers when the task is deleted, and the organisation of no withdrawal', async () => {
    const org = await createOrganisation(product, 'Cancel Org');
    const volunteer = await createVolunteer(product, 'Sad Volunteer');
    const task = await createTask(org, {
      title: 'Fun run',
      task_date: '2031-05-10T00:00:00Z',
      time_zone: 'UTC',
      hours_required: 1,
    });
    await approve(org, (await apply(volunteer, task.id)).id);
    const deleted = await org.client.from('tasks').delete().eq('id', task.id);
    expect(deleted.error).toBeNull();
    expect(await notificationsOf(volunteer)).toContainEqual(
      expect.objectContaining({
        kind: 'task_deleted',
        title: 'Task cancelled',
        body: 'Cancel Org cancelled Fun run (Sat 10 May, 00:00 UTC for 1 hour).',
        task_id: null,
      }),
    );
    expect((await notificationsOf(org)).map((n) => n.kind)).toEqual(['new_applicant']);
  });

  it('offers a waitlist place, and gives a last call before the offer ends, once', async () => {
    const org = await createOrganisation(product, 'Line Org');
    const booked = await createVolunteer(product, 'Booked');
    const waiting = await createVolunteer(product, 'Waiting');
    const task = await createTask(org, { capacity: 1, task_date: hoursFromNow(72) });
    await approve(org, (await apply(booked, task.id)).id);
    expect((await waiting.client.rpc('join_waitlist', { p_task_id: task.id })).error).toBeNull();
    expect(
      (await booked.client.rpc('withdraw_application', { p_task_id: task.id })).error,
    ).toBeNull();
    expect((await notificationsOf(waiting)).map((n) => [n.kind, n.title])).toEqual([
      ['waitlist_offer', 'A place opened up'],
    ]);

    // The offer has run ten of its twelve hours.
    await sql(
      `update public.waitlist_entries
          set offered_at = now() - interval '10 hours', offer_expires_at = now() + interval '90 minutes'
        where task_id = $1 and status = 'offered'`,
      [task.id],
    );
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => product.admin.rpc('notify_ending_waitlist_offers')),
    );
    expect(runs.map((run) => run.error)).toEqual(Array(8).fill(null));
    const ending = (await notificationsOf(waiting)).filter(
      (n) => n.kind === 'waitlist_offer_ending',
    );
    expect(ending).toEqual([
      expect.objectContaining({
        title: 'Your place offer ends soon',
        link: `/volunteer/task/${task.id}`,
      }),
    ]);
  });

  it('tells the organisation of a waitlist place when it is taken, and nothing when an offer runs out', async () => {
    const org = await createOrganisation(product, 'Queue Org');
    const booked = await createVolunteer(product, 'Booked Bea');
    const first = await createVolunteer(product, 'First Fay');
    const second = await createVolunteer(product, 'Second Sol');
    const task = await createTask(org, {
      title: 'Queue day',
      capacity: 1,
      task_date: hoursFromNow(72),
    });
    await approve(org, (await apply(booked, task.id)).id);
    for (const volunteer of [first, second]) {
      expect(
        (await volunteer.client.rpc('join_waitlist', { p_task_id: task.id })).error,
      ).toBeNull();
    }
    await booked.client.rpc('withdraw_application', { p_task_id: task.id });
    // Fay is offered the place: not yet the organisation's applicant.
    const told = async () => (await notificationsOf(org)).map((n) => n.body);
    expect(await told()).toEqual([
      'Booked Bea applied for Queue day.',
      'Booked Bea withdrew from Queue day.',
    ]);

    // Fay lets the offer run out: she did not withdraw, and Sol is offered the place.
    await sql(
      `update public.waitlist_entries set offer_expires_at = now() - interval '1 minute'
        where task_id = $1 and status = 'offered'`,
      [task.id],
    );
    expect((await product.admin.rpc('expire_waitlist_offers')).data).toBe(1);
    expect(await told()).toHaveLength(2);

    // Sol takes it: now the organisation hears of its applicant.
    expect(
      (await second.client.rpc('confirm_waitlist_offer', { p_task_id: task.id })).error,
    ).toBeNull();
    expect((await notificationsOf(org)).slice(2)).toEqual([
      expect.objectContaining({
        kind: 'new_applicant',
        body: 'Second Sol took the place offered on Queue day from the waitlist.',
        link: `/organisation/task/${task.id}`,
      }),
    ]);
  });
});

describe('the kinds', () => {
  it('are the ones the portal names, each for the roles that receive it', async () => {
    const kinds = await sql<{ kind: string; roles: string[] }>(
      `select kind, roles from public.notification_kinds order by position`,
    );
    expect(kinds.map((row) => row.kind).sort()).toEqual(Object.keys(NOTIFICATION_KINDS).sort());
    const volunteer = await createVolunteer(product, 'Kind Vol');
    const { data } = await volunteer.client.rpc('get_notification_preferences');
    expect(data?.map((row) => row.kind)).toEqual(
      kinds.filter((row) => row.roles.includes('volunteer')).map((row) => row.kind),
    );
  });
});

describe('idempotency', () => {
  it('writes one reminder notification and one mail under 8 concurrent runs of the reminder job', async () => {
    const org = await createOrganisation(product, 'Remind Org');
    const volunteer = await createVolunteer(product, 'Remi Volunteer');
    const task = await createTask(org, { title: 'Food bank shift', task_date: hoursFromNow(23) });
    await approve(org, (await apply(volunteer, task.id)).id);
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => product.admin.rpc('send_due_reminders')),
    );
    expect(runs.map((run) => run.error)).toEqual(Array(8).fill(null));
    const reminders = (await notificationsOf(volunteer)).filter((n) => n.kind === 'reminder');
    expect(reminders).toEqual([
      expect.objectContaining({ title: 'Still coming?', link: `/volunteer/task/${task.id}` }),
    ]);
    expect(reminders[0].body).toMatch(
      /^Food bank shift, \w{3} \d{1,2} \w{3}, \d{2}:\d{2} UTC\. Let them know/,
    );
    const mails = (await mailsOf(volunteer)).filter((m) => m.kind === 'reminder');
    expect(mails).toEqual([expect.objectContaining({ notification_id: reminders[0].id })]);
  });

  it("tells the organisation once when a volunteer can't make it", async () => {
    const org = await createOrganisation(product, 'Answer Org');
    const volunteer = await createVolunteer(product, 'Casey Busy');
    const task = await createTask(org, { title: 'Library sort', task_date: hoursFromNow(23) });
    await approve(org, (await apply(volunteer, task.id)).id);
    await product.admin.rpc('send_due_reminders');
    const { data: reminder } = await volunteer.client.from('reminders').select('id').single();
    const answered = await volunteer.client.rpc('answer_reminder', {
      p_reminder_id: reminder?.id ?? '',
      p_coming: false,
    });
    expect(answered.error).toBeNull();
    const cannot = (await notificationsOf(org)).filter((n) => n.kind === 'cannot_come');
    expect(cannot).toEqual([
      expect.objectContaining({
        title: "Volunteer can't make it",
        link: `/organisation/task/${task.id}`,
      }),
    ]);
    expect(cannot[0].body).toMatch(/^Casey Busy can't make Library sort, /);
  });
});

describe('e-mail by preference', () => {
  it('queues a mail for each notification its recipient wants by e-mail, none for a kind switched off', async () => {
    const org = await createOrganisation(product, 'Pref Org');
    const volunteer = await createVolunteer(product, 'Pat Picky');
    const defaults = await volunteer.client.rpc('get_notification_preferences');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual(
      [
        'application_approved',
        'application_rejected',
        'reminder',
        'waitlist_offer',
        'waitlist_offer_ending',
        'task_changed',
        'task_deleted',
        'message',
      ].map((kind) => ({ kind, push: true, email: true })),
    );
    const off = await volunteer.client
      .from('notification_preferences')
      .upsert({ user_id: volunteer.id, kind: 'task_changed', push: true, email: false });
    expect(off.error).toBeNull();

    const task = await createTask(org, { title: 'Toy drive' });
    await approve(org, (await apply(volunteer, task.id)).id);
    await org.client.from('tasks').update({ location: 'Town Hall' }).eq('id', task.id);
    const kinds = (await notificationsOf(volunteer)).map((n) => n.kind);
    expect(kinds).toEqual(['application_approved', 'task_changed']);
    expect((await mailsOf(volunteer)).map((m) => [m.kind, m.status])).toEqual([
      ['application_approved', 'pending'],
    ]);
    const settings = await volunteer.client.rpc('get_notification_preferences');
    expect(settings.data).toContainEqual({ kind: 'task_changed', push: true, email: false });
  });

  it('retries a failed mail after 1, 4, 16 and 64 minutes, then keeps it as dropped with its error', async () => {
    const org = await createOrganisation(product, 'Retry Org');
    const volunteer = await createVolunteer(product, 'Riley Retry');
    const task = await createTask(org);
    await approve(org, (await apply(volunteer, task.id)).id);
    const [mail] = await mailsOf(volunteer);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await sql(`update public.notification_mails set next_attempt_at = now() where id = $1`, [
        mail.id,
      ]);
      const claims = await Promise.all([
        product.admin.rpc('claim_notification_mail', { p_id: mail.id }),
        product.admin.rpc('claim_notification_mail', { p_id: mail.id }),
      ]);
      // Two deliveries of one post: only one takes it.
      expect(claims.filter((claim) => claim.data?.id === mail.id)).toHaveLength(1);
      const finished = await product.admin.rpc('finish_notification_mail', {
        p_id: mail.id,
        p_outcome: 'failed',
        p_error: `connect ECONNREFUSED (attempt ${attempt})`,
      });
      expect(finished.error).toBeNull();
      const [row] = await sql<{ status: string; wait: number }>(
        `select status, round(extract(epoch from next_attempt_at - updated_at) / 60) as wait
           from public.notification_mails where id = $1`,
        [mail.id],
      );
      if (attempt < 5) {
        expect(row.status).toBe('failed');
        waits.push(Number(row.wait));
      } else {
        expect(row.status).toBe('dropped');
      }
    }
    expect(waits).toEqual([1, 4, 16, 64]);
    const [kept] = await mailsOf(volunteer);
    expect(kept).toEqual(
      expect.objectContaining({ attempts: 5, last_error: 'connect ECONNREFUSED (attempt 5)' }),
    );
    const again = await product.admin.rpc('claim_notification_mail', { p_id: mail.id });
    expect(again.data?.id ?? null).toBeNull();
  });
});

describe('message digests', () => {
  it('mails one digest per chat for unread messages, at most one an hour, and none for read ones', async () => {
    const org = await createOrganisation(product, 'Digest Org');
    const volunteer = await createVolunteer(product, 'Dana Digest');
    const task = await createTask(org);
    await apply(volunteer, task.id);
    const chatId = await openChat(org, volunteer, task.id);
    const otherTask = await createTask(org, { title: 'Other' });
    await apply(volunteer, otherTask.id);
    const readChat = await openChat(org, volunteer, otherTask.id);
    await send(org, chatId, 'First');
    await send(org, chatId, 'Second');
    await send(org, readChat, 'Already seen');
    const read = await volunteer.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('chat_id', readChat);
    expect(read.error).toBeNull();

    const queue = (hold: string, window = '1 hour') =>
      product.admin.rpc('queue_message_digests', { p_hold: hold, p_window: window });
    // Not yet: the messages are younger than the hold.
    expect((await queue('10 minutes')).data).toBe(0);
    const runs = await Promise.all(Array.from({ length: 8 }, () => queue('0 seconds')));
    expect(runs.map((run) => run.error)).toEqual(Array(8).fill(null));
    expect((await mailsOf(volunteer)).filter((m) => m.kind === 'message')).toEqual([
      expect.objectContaining({ chat_id: chatId, status: 'pending' }),
    ]);

    // A new message within the hour waits for the window.
    await send(org, chatId, 'Third');
    expect((await queue('0 seconds')).data).toBe(0);
    // After the window, a second digest.
    await sql(
      `update public.notification_mails set created_at = created_at - interval '61 minutes'
        where chat_id = $1`,
      [chatId],
    );
    expect((await queue('0 seconds')).data).toBe(1);
    // Nothing more once everything is read.
    await volunteer.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .is('read_at', null);
    await sql(
      `update public.notification_mails set created_at = created_at - interval '2 hours'
        where chat_id = $1`,
      [chatId],
    );
    expect((await queue('0 seconds', '0 seconds')).data).toBe(0);
  });
});

describe('who reads and marks notifications', () => {
  it('shows each person only their own, lets them mark only read_at, and shuts out anon', async () => {
    const org = await createOrganisation(product, 'Private Org');
    const volunteer = await createVolunteer(product, 'Own Reader');
    const stranger = await createVolunteer(product, 'Nosy Stranger');
    const task = await createTask(org);
    await approve(org, (await apply(volunteer, task.id)).id);
    const [mine] = await notificationsOf(volunteer);

    const own = await volunteer.client.from('notifications').select('id, kind');
    expect(own.data).toEqual([{ id: mine.id, kind: 'application_approved' }]);
    const peek = await stranger.client.from('notifications').select('id').eq('id', mine.id);
    expect(peek.data).toEqual([]);
    const orgPeek = await org.client.from('notifications').select('user_id');
    expect(orgPeek.data?.every((row) => row.user_id === org.id)).toBe(true);

    const markOther = await stranger.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', mine.id)
      .select('id');
    expect(markOther.data).toEqual([]);
    const rewrite = await volunteer.client
      .from('notifications')
      .update({ title: 'Forged' } as never)
      .eq('id', mine.id);
    expect(rewrite.error?.code).toBe('42501');
    const forge = await volunteer.client.from('notifications').insert({
      user_id: stranger.id,
      kind: 'message',
      title: 'Hi',
      body: 'Forged',
      link: '/',
      event_key: 'forged',
    } as never);
    expect(forge.error?.code).toBe('42501');
    const markOwn = await volunteer.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', mine.id)
      .select('id');
    expect(markOwn.data).toEqual([{ id: mine.id }]);

    const anon = await product.anon.from('notifications').select('id');
    expect(anon.error?.code).toBe('42501');
    for (const client of [product.anon, volunteer.client]) {
      const outbox = await client.from('notification_mails').select('id');
      expect(outbox.error?.code).toBe('42501');
      const claim = await client.rpc('claim_notification_mail', { p_id: mine.id });
      expect(claim.error).not.toBeNull();
    }
    const otherPrefs = await volunteer.client
      .from('notification_preferences')
      .insert({ user_id: stranger.id, kind: 'message', push: false, email: false });
    expect(otherPrefs.error?.code).toBe('42501');
    const anonPrefs = await product.anon.rpc('get_notification_preferences');
    expect(anonPrefs.error).not.toBeNull();
  });

  it('keeps e-mail addresses out of notifications and their texts', async () => {
    const org = await createOrganisation(product, 'Mail Org');
    const volunteer = await createVolunteer(product, 'Quiet Person');
    const task = await createTask(org);
    await apply(volunteer, task.id);
    const [row] = await sql<Record<string, unknown>>(
      `select * from public.notifications where user_id = $1`,
      [org.id],
    );
    expect(JSON.stringify(row)).not.toContain('@');
  });
});
