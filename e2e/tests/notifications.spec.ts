import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { linkIn, mailsTo, mailsWithSubject } from '../support/mail';
import {
  openAs,
  postTask,
  rpc,
  serviceClient,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

// Notifications (issue #48), with push never granted (each browser context is new and asks for no
// permission): every event reaches the volunteer in the portal's notification centre, live, and by
// e-mail through the stack's local inbox (read with its API). A mail's links point at the stack's
// site_url; the journey opens their path and query on the portal under test.

/** A mailed portal link, opened on the portal under test. */
async function openMailedLink(page: Page, link: string): Promise<void> {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
}

function bell(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
}

test('an approval reaches a volunteer without push: the bell counts it live, the centre lists it, and the mail’s link opens the task', async ({
  browser,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const title = `Harbour shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 72, title);
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });

  const page = await (await browser.newContext()).newPage();
  await openAs(page, volunteer.session, '/volunteer/home');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // The organisation approves while the volunteer looks at Home: the bell follows live.
  await rpc(org, 'approve_application', { p_application_id: application.id });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await bell(page).click();
  await expect(page).toHaveURL('/volunteer/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const today = page.getByRole('region', { name: 'Today' });
  const item = today.getByRole('listitem').filter({ hasText: `You're in for ${title}.` });
  await expect(item).toContainText('Application approved');

  // The mail, to the address the volunteer signed up with.
  const [mail] = await mailsWithSubject(volunteer.email, 'Application approved');
  expect(mail.text).toContain(`You're in for ${title}.`);
  await openMailedLink(page, linkIn(mail, 'Open the task'));
  await expect(page).toHaveURL(`/volunteer/task/${taskId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Read in the centre: Mark all as read empties the bell's count.
  await bell(page).click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('a task whose time the organisation moves tells its approved volunteer in the app and by mail, from and to', async ({
  browser,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const title = `Beach clean ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 96, title);
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });

  const page = await (await browser.newContext()).newPage();
  await openAs(page, volunteer.session, '/volunteer/notifications');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Application approved' }),
  ).toBeVisible();

  const moved = new Date(Date.now() + 120 * 3_600_000).toISOString();
  const { error } = await org.client.from('tasks').update({ task_date: moved }).eq('id', taskId);
  expect(error).toBeNull();

  // Live in the open list, saying from and to.
  const change = page.getByRole('listitem').filter({ hasText: 'Task changed' });
  await expect(change).toContainText(new RegExp(`${title} is now .+ \\(was .+\\)\\.`));
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, [12] unread$/);
  const [mail] = await mailsWithSubject(volunteer.email, 'Task changed');
  expect(mail.text).toMatch(new RegExp(`${title} is now .+ \\(was .+\\)\\.`));

  // Opening it from the centre reads it and opens the task.
  await change.getByRole('link').click();
  await expect(page).toHaveURL(`/volunteer/task/${taskId}`);
});

test('a place that opens on a full task is offered to the first in line by mail', async ({
  browser,
}) => {
  const { volunteer: booked, org } = await volunteerFollowingDemoOrganisation();
  const { volunteer: waiting } = await volunteerFollowingDemoOrganisation();
  const title = `Popular shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 72, title, { capacity: 1 });
  const application = await rpc(booked, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  await rpc(waiting, 'join_waitlist', { p_task_id: taskId });

  await rpc(booked, 'withdraw_application', { p_task_id: taskId });
  const [mail] = await mailsWithSubject(waiting.email, 'A place opened up');
  expect(mail.text).toContain(`${title}: confirm by`);

  const page = await (await browser.newContext()).newPage();
  await openAs(page, waiting.session, new URL(linkIn(mail, 'Confirm your place')).pathname);
  await expect(page.getByRole('region', { name: 'Waitlist' })).toContainText('A place opened up!');
});

test('the reminder mail arrives when the stack’s scheduler makes it due', async () => {
  // Up to a minute for the scheduler's next run.
  test.setTimeout(150_000);
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const title = `Night walk ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 23, title);
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });

  // Nobody calls send_due_reminders here: the local stack's scheduler runs pg_cron's job.
  let reminders: Awaited<ReturnType<typeof mailsTo>> = [];
  await expect
    .poll(
      async () =>
        (reminders = (await mailsTo(volunteer.email)).filter(
          (mail) => mail.subject === 'Still coming?',
        )).length,
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(1);
  expect(reminders[0].text).toContain(`${title}, `);
  expect(new URL(linkIn(reminders[0], 'Open the task')).pathname).toBe(`/volunteer/task/${taskId}`);
});

test('unsubscribing through a mail’s link stops that kind of mail only, and can be undone', async ({
  browser,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const first = `Food bank ${randomUUID().slice(0, 6)}`;
  const firstId = await postTask(org, 72, first);
  await rpc(org, 'approve_application', {
    p_application_id: (await rpc(volunteer, 'apply_for_task', { p_task_id: firstId })).id,
  });
  const [approval] = await mailsWithSubject(volunteer.email, 'Application approved');

  // Opened signed out, as from a mail client: the page asks first.
  const page = await (await browser.newContext()).newPage();
  await openMailedLink(page, linkIn(approval, 'Unsubscribe from these e-mails'));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(
    page.getByText('You will no longer get e-mails about approved applications.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'You are unsubscribed from e-mails about approved applications.',
  );
  const { data: stored } = await serviceClient()
    .from('notification_preferences')
    .select('kind, push, email')
    .eq('user_id', volunteer.id);
  expect(stored).toEqual([{ kind: 'application_approved', push: true, email: false }]);

  // The next approval comes in the portal only; a change to the task still comes by mail.
  const second = `Soup kitchen ${randomUUID().slice(0, 6)}`;
  const secondId = await postTask(org, 72, second);
  await rpc(org, 'approve_application', {
    p_application_id: (await rpc(volunteer, 'apply_for_task', { p_task_id: secondId })).id,
  });
  await org.client.from('tasks').update({ location: 'Town Hall, Room 2' }).eq('id', secondId);
  const [changed] = await mailsWithSubject(volunteer.email, 'Task changed');
  expect(changed.text).toContain('now at Town Hall, Room 2');
  expect(
    (await mailsTo(volunteer.email)).filter((mail) => mail.subject === 'Application approved'),
  ).toHaveLength(1);
  const { data: told } = await serviceClient()
    .from('notifications')
    .select('title')
    .eq('user_id', volunteer.id)
    .eq('kind', 'application_approved');
  expect(told).toHaveLength(2);

  // Undo puts that kind's mail back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'E-mails about approved applications are on again.',
  );
  const { data: restored } = await serviceClient()
    .from('notification_preferences')
    .select('email')
    .eq('user_id', volunteer.id)
    .eq('kind', 'application_approved')
    .single();
  expect(restored).toEqual({ email: true });
});

test('the settings screen switches one kind’s e-mail off for the signed-in volunteer', async ({
  browser,
}) => {
  const { volunteer } = await volunteerFollowingDemoOrganisation();
  const page = await (await browser.newContext()).newPage();
  await openAs(page, volunteer.session, '/volunteer/notifications');
  await expect(page.getByText(/Nothing here yet\. Approvals, reminders/)).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/volunteer/notifications/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Notification settings' }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Reminders in the app' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Reminders in the app' })).toBeChecked();
  const email = page.getByRole('switch', { name: 'Messages by e-mail' });
  await expect(email).toBeChecked();
  await email.click();
  await expect(email).not.toBeChecked();
  await expect
    .poll(async () => {
      const { data } = await serviceClient()
        .from('notification_preferences')
        .select('kind, email')
        .eq('user_id', volunteer.id);
      return data;
    })
    .toEqual([{ kind: 'message', email: false }]);
  // Kept: the screen read afresh shows it off.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Messages by e-mail' })).not.toBeChecked();
});

test('a new message rings the bell, and opening its chat reads it', async ({ browser }) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const taskId = await postTask(org, 72, `Harbour tour ${randomUUID().slice(0, 6)}`);
  await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  const { data: chat, error } = await org.client
    .from('chats')
    .insert({ org_id: org.id, volunteer_id: volunteer.id, task_id: taskId })
    .select('id')
    .single();
  expect(error).toBeNull();
  const chatId = (chat as { id: string }).id;

  const page = await (await browser.newContext()).newPage();
  await openAs(page, volunteer.session, '/volunteer/home');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await org.client
    .from('messages')
    .insert({ chat_id: chatId, sender_id: org.id, content: 'Can you bring gloves?' });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await page.goto(`/chat/${chatId}`);
  await expect(page.getByText('Can you bring gloves?')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName(
    'Notifications',
  );
});
