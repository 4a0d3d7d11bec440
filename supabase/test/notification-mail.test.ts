// Notification mail end to end on the stack (issue #48): the database's outbox posts to the
// notification-mail Edge Function (real Deno), which sends through SMTP to the stack's inbox; the
// mail's link opens the task and its one-click unsubscribe (RFC 8058) turns off that kind only; a
// failing SMTP server leaves the approval saved and the mail failed, recorded and retried.
import { createServer } from 'node:net';
import { startStack } from 'supabase-local/src/stack';
import { mailsTo, waitForMail } from 'supabase-local/test/inbox';
import { testStackDefaults } from 'supabase-local/test/stack-harness';
import {
  apply,
  createOrganisation,
  createTask,
  createVolunteer,
  hoursFromNow,
  productOn,
  type Actor,
  type Product,
} from './harness';

jest.setTimeout(120_000);

let product: Product;

async function startWithInbox(): Promise<Product> {
  const stack = await startStack({
    ...testStackDefaults,
    memory: true,
    port: 0,
    seedFile: null,
    inbox: { port: 0, smtpPort: 0 },
  });
  return productOn(stack);
}

beforeAll(async () => {
  product = await startWithInbox();
});

afterAll(async () => {
  await product?.stop();
});

interface InboxMail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

async function mailFor(volunteer: Actor, count = 1): Promise<InboxMail> {
  const inbox = product.stack.inboxUrl ?? '';
  return (await waitForMail(inbox, volunteer.email, count)) as unknown as InboxMail;
}

async function outboxOf(target: Product, userId: string) {
  const { data, error } = await target.admin
    .from('notification_mails')
    .select('kind, status, attempts, last_error, next_attempt_at')
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  return data;
}

async function approvedVolunteer(target: Product, name: string) {
  const org = await createOrganisation(target, `${name} Org`);
  const volunteer = await createVolunteer(target, name);
  const task = await createTask(org, { title: `${name}'s shift` });
  const application = await apply(volunteer, task.id);
  const approved = await org.client.rpc('approve_application', {
    p_application_id: application.id,
  });
  expect(approved.error).toBeNull();
  return { org, volunteer, task, application };
}

describe('notification mail', () => {
  it('mails an approved volunteer, with a link that opens the task and one-click unsubscribe', async () => {
    const { volunteer, task } = await approvedVolunteer(product, 'Mia Mailed');
    const mail = await mailFor(volunteer);
    expect(mail.subject).toBe('Application approved');
    expect(mail.text).toContain("You're in for Mia Mailed's shift.");
    expect(mail.html).toContain(`href="http://localhost:3000/volunteer/task/${task.id}"`);
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${product.stack.apiUrl}/functions/v1/unsubscribe\\?token=[\\w.-]+>$`),
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await outboxOf(product, volunteer.id)).toEqual([
      expect.objectContaining({ kind: 'application_approved', status: 'sent', attempts: 1 }),
    ]);
  });

  it('unsubscribes from that kind only, by one click, refuses a forged token, and can be undone', async () => {
    const { volunteer } = await approvedVolunteer(product, 'Uma Unsub');
    const mail = await mailFor(volunteer);
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'])?.[1] ?? '';
    const token = new URL(oneClick).searchParams.get('token') ?? '';

    const forged = `${token.slice(0, -4)}AAAA`;
    const refused = await fetch(
      `${product.stack.apiUrl}/functions/v1/unsubscribe?token=${forged}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(refused.status).toBe(400);

    const clicked = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    const settings = await volunteer.client.rpc('get_notification_preferences');
    expect(settings.data?.filter((row) => !row.email)).toEqual([
      { kind: 'application_approved', push: true, email: false },
    ]);

    const opened = await fetch(oneClick, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(
      `http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`,
    );

    const undone = await fetch(`${product.stack.apiUrl}/functions/v1/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, email: true }),
    });
    expect(await undone.json()).toEqual({ kind: 'application_approved', email: true });
    const after = await volunteer.client.rpc('get_notification_preferences');
    expect(after.data?.every((row) => row.email)).toBe(true);
  });

  it('sends no mail for a kind switched off', async () => {
    const org = await createOrganisation(product, 'Quiet Org');
    const volunteer = await createVolunteer(product, 'Quinn Quiet');
    await volunteer.client
      .from('notification_preferences')
      .upsert({ user_id: volunteer.id, kind: 'application_approved', push: true, email: false });
    const task = await createTask(org);
    const application = await apply(volunteer, task.id);
    await org.client.rpc('approve_application', { p_application_id: application.id });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(product.stack.inboxUrl ?? '', volunteer.email)).toEqual([]);
    expect(await outboxOf(product, volunteer.id)).toEqual([]);
  });
});

describe('team invitation', () => {
  it('mails the invited address a link to join, without unsubscribe, and none once withdrawn', async () => {
    const owner = await createOrganisation(product, 'Mailing Team');
    const invited = await owner.client.rpc('invite_member', { p_email: 'sam.invited@test.local' });
    expect(invited.error).toBeNull();
    const inbox = product.stack.inboxUrl ?? '';
    const mail = (await waitForMail(inbox, 'sam.invited@test.local', 1)) as unknown as InboxMail;
    expect(mail.subject).toBe('Join Mailing Team on Pitch In');
    expect(mail.text).toContain('invited you to coordinate volunteers for Mailing Team');
    expect(mail.text).toContain('The invitation is for sam.invited@test.local and works once');
    expect(mail.html).toContain(`href="http://localhost:3000/join/${invited.data?.id}"`);
    expect(mail.headers['list-unsubscribe']).toBeUndefined();

    // Withdrawn before the outbox sends it (the function finds it no longer open): no mail.
    const withdrawn = await product.admin
      .from('organisation_invitations')
      .insert({
        organisation_id: owner.orgId,
        email: 'never.sent@test.local',
        invited_by: owner.id,
        revoked_at: new Date().toISOString(),
      })
      .select('id')
      .single();
    expect(withdrawn.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(inbox, 'never.sent@test.local')).toEqual([]);
    const outbox = await product.admin
      .from('notification_mails')
      .select('status')
      .eq('invitation_id', withdrawn.data?.id ?? '');
    expect(outbox.data).toEqual([{ status: 'skipped' }]);
  });
});

describe('every kind', () => {
  it('reaches the inbox with its own template, a link into the portal and one-click unsubscribe', async () => {
    const { org, volunteer, task } = await approvedVolunteer(product, 'Kit Every');
    const admin = product.admin;
    const must = (what: string, error: { message: string } | null) => {
      if (error) throw new Error(`${what}: ${error.message}`);
    };
    // A move of the task, and a message the volunteer leaves unread (its digest).
    must(
      'move',
      (await org.client.from('tasks').update({ location: 'Pier 4' }).eq('id', task.id)).error,
    );
    const chat = await org.client
      .from('chats')
      .insert({ org_id: org.id, volunteer_id: volunteer.id, task_id: task.id })
      .select('id')
      .single();
    must('chat', chat.error);
    must(
      'message',
      (
        await org.client
          .from('messages')
          .insert({ chat_id: chat.data?.id ?? '', sender_id: org.id, content: 'Bring a hat' })
      ).error,
    );
    must('digest', (await admin.rpc('queue_message_digests', { p_hold: '0 seconds' })).error);
    // Its reminder, answered "I can't make it".
    must(
      'due',
      (
        await admin
          .from('tasks')
          .update({ task_date: hoursFromNow(23) })
          .eq('id', task.id)
      ).error,
    );
    must('remind', (await admin.rpc('send_due_reminders')).error);
    const reminder = await volunteer.client.from('reminders').select('id').limit(1).single();
    must('reminder', reminder.error);
    must(
      'answer',
      (
        await volunteer.client.rpc('answer_reminder', {
          p_reminder_id: reminder.data?.id ?? '',
          p_coming: false,
        })
      ).error,
    );
    // Another volunteer is turned down; a third applies and withdraws.
    const turnedDown = await createVolunteer(product, 'Ren Down');
    const other = await createTask(org, { title: 'Other shift' });
    must(
      'reject',
      (
        await org.client.rpc('reject_application', {
          p_application_id: (await apply(turnedDown, other.id)).id,
        })
      ).error,
    );
    const leaving = await createVolunteer(product, 'Lee Leaving');
    await apply(leaving, other.id);
    must(
      'withdraw',
      (await leaving.client.rpc('withdraw_application', { p_task_id: other.id })).error,
    );
    // A full task's place is offered to the first in line, runs low, and the task is deleted.
    const full = await createTask(org, { title: 'Full shift', capacity: 1 });
    const booked = await createVolunteer(product, 'Bo Booked');
    must(
      'approve',
      (
        await org.client.rpc('approve_application', {
          p_application_id: (await apply(booked, full.id)).id,
        })
      ).error,
    );
    const waiting = await createVolunteer(product, 'Wyn Waiting');
    must('join', (await waiting.client.rpc('join_waitlist', { p_task_id: full.id })).error);
    must('free', (await booked.client.rpc('withdraw_application', { p_task_id: full.id })).error);
    must(
      'age the offer',
      (
        await admin
          .from('waitlist_entries')
          .update({ offered_at: hoursFromNow(-10), offer_expires_at: hoursFromNow(1.5) })
          .eq('task_id', full.id)
          .eq('status', 'offered')
      ).error,
    );
    must('last call', (await admin.rpc('notify_ending_waitlist_offers')).error);
    must('delete', (await org.client.from('tasks').delete().eq('id', full.id)).error);

    const inbox = product.stack.inboxUrl ?? '';
    const everyone = [org, volunteer, turnedDown, leaving, booked, waiting];
    const kinds = new Map<string, InboxMail>();
    const deadline = Date.now() + 20_000;
    while (kinds.size < 11 && Date.now() < deadline) {
      for (const person of everyone) {
        for (const mail of (await mailsTo(inbox, person.email)) as unknown as InboxMail[]) {
          kinds.set(mail.headers['x-notification-kind'], mail);
        }
      }
      if (kinds.size < 11) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect([...kinds.keys()].sort()).toEqual([
      'application_approved',
      'application_rejected',
      'application_withdrawn',
      'cannot_come',
      'message',
      'new_applicant',
      'reminder',
      'task_changed',
      'task_deleted',
      'waitlist_offer',
      'waitlist_offer_ending',
    ]);
    for (const [kind, mail] of kinds) {
      expect({ kind, unsubscribe: mail.headers['list-unsubscribe-post'] }).toEqual({
        kind,
        unsubscribe: 'List-Unsubscribe=One-Click',
      });
      expect({ kind, link: mail.text }).toEqual({
        kind,
        link: expect.stringMatching(/http:\/\/localhost:3000\/(volunteer|organisation|chat)\//),
      });
      expect({ kind, placeholders: /\{\{\w+\}\}/.test(mail.html + mail.text) }).toEqual({
        kind,
        placeholders: false,
      });
    }
    expect(kinds.get('message')?.text).toContain('Bring a hat');
    expect(kinds.get('task_changed')?.text).toMatch(/Kit Every's shift is now .+ \(was .+\)\./);
    expect(kinds.get('task_deleted')?.text).toContain('cancelled Full shift');
  });
});

describe('a failing SMTP server', () => {
  let broken: Product;

  beforeAll(async () => {
    // A port nothing listens on: every connection is refused.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const kept = { host: process.env.SMTP_HOST, port: process.env.SMTP_PORT };
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = String(closed);
    try {
      broken = await startWithInbox();
    } finally {
      for (const [name, value] of [
        ['SMTP_HOST', kept.host],
        ['SMTP_PORT', kept.port],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  afterAll(async () => {
    await broken?.stop();
  });

  async function waitForOutbox(userId: string, attempts: number) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await outboxOf(broken, userId);
      if (rows[0]?.attempts === attempts && rows[0].status !== 'sending') return rows;
      if (Date.now() > deadline) throw new Error(`outbox: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('keeps the approval, records the failure and retries it with back-off', async () => {
    const { volunteer, application } = await approvedVolunteer(broken, 'Fay Failing');
    const { data: saved } = await broken.admin
      .from('applications')
      .select('status')
      .eq('id', application.id)
      .single();
    expect(saved?.status).toBe('approved');

    const [first] = await waitForOutbox(volunteer.id, 1);
    expect(first).toEqual(expect.objectContaining({ status: 'failed' }));
    expect(first.last_error).toMatch(/ECONNREFUSED/);
    const wait = new Date(first.next_attempt_at).getTime() - Date.now();
    expect(wait).toBeGreaterThan(30_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    // The minute's retry job, once the back-off has passed.
    const db = broken.stack.dbUrl;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    try {
      await client.query(
        `update public.notification_mails set next_attempt_at = now() where user_id = $1`,
        [volunteer.id],
      );
    } finally {
      await client.end();
    }
    const retried = await broken.admin.rpc('retry_notification_mails');
    expect(retried.data).toBe(1);
    const [second] = await waitForOutbox(volunteer.id, 2);
    expect(second.status).toBe('failed');
  });
});
