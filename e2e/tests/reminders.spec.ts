import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  openAs,
  postTask,
  rpc,
  serviceClient,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

// Reminders (issue #21): a day before an approved task the volunteer is asked "Still coming?";
// "I can't make it" tells the organisation in the task's chat and marks them "may not come"
// without withdrawing; "Yes, I'll be there" shows as confirmed. Organisations can switch the
// reminders off.

test('the stack’s scheduler asks "Still coming?" a day before; "I can\'t make it" tells the organisation without withdrawing', async ({
  browser,
}) => {
  // Up to a minute for the scheduler's next run, on top of the journey.
  test.setTimeout(150_000);
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const title = `Morning shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 23, title);
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });

  const page = await (await browser.newContext()).newPage();
  await openAs(page, volunteer.session, '/volunteer/home');
  const reminders = page.getByRole('region', { name: 'Still coming?' });
  const notice = reminders.getByRole('listitem').filter({ hasText: title });
  // Nobody calls send_due_reminders here: the local stack's scheduler runs pg_cron's job.
  await expect(async () => {
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  // 23 hours ahead is tomorrow only after 01:00 (the browser and this runner share a zone).
  const startsAt = new Date(Date.now() + 23 * 60 * 60 * 1000);
  await expect(notice).toContainText(
    startsAt.toDateString() === new Date().toDateString() ? 'Today' : 'Tomorrow',
  );
  await expect(notice.getByRole('button', { name: "Yes, I'll be there" })).toBeVisible();

  await notice.getByRole('button', { name: "I can't make it" }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`that you can't make it to ${title}`);
  await dialog.getByRole('button', { name: /^Tell / }).click();
  await expect(
    page.getByText(/Thanks for letting us know\. We've told .+ in your chat\./),
  ).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Still booked: the task page says Approved, and asks nothing more.
  await page.goto(`/volunteer/task/${taskId}`);
  await expect(page.getByText("You've Been Approved!")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Still coming?' })).toHaveCount(0);

  const owner = await (await browser.newContext()).newPage();
  await openAs(owner, org.session, `/organisation/task/${taskId}`);
  const row = owner.getByRole('listitem', { name: 'Jamie Rivers' });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('May not come');
  const { data: chat } = await org.client
    .from('chats')
    .select('id')
    .eq('task_id', taskId)
    .eq('volunteer_id', volunteer.id)
    .single();
  await owner.goto(`/chat/${(chat as { id: string }).id}`);
  await expect(owner.getByText(new RegExp(`Sorry, I can't make it to ${title} on `))).toBeVisible();
});

test('"Yes, I\'ll be there" on the task page shows the organisation a confirmed volunteer, and reminders can be switched off', async ({
  browser,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const title = `Evening shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 20, title);
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  // What the scheduler runs each minute, run now (the test above waits for the scheduler).
  const sent = await serviceClient().rpc('send_due_reminders');
  expect(sent.error).toBeNull();

  const page = await (await browser.newContext()).newPage();
  await openAs(page, volunteer.session, `/volunteer/task/${taskId}`);
  const reminders = page.getByRole('region', { name: 'Still coming?' });
  await reminders.getByRole('button', { name: "Yes, I'll be there" }).click();
  await expect(page.getByText('Thanks! See you there.')).toBeVisible();
  await expect(reminders).toHaveCount(0);

  const owner = await (await browser.newContext()).newPage();
  await openAs(owner, org.session, `/organisation/task/${taskId}`);
  await expect(owner.getByRole('listitem', { name: 'Jamie Rivers' })).toContainText(
    'Confirmed coming',
  );

  // The organisation's switches, on its profile.
  await owner.goto('/organisation/edit-profile');
  const twoHours = owner.getByRole('checkbox', { name: '2 hours before' });
  await expect(
    owner.getByRole('group', { name: 'Reminders to approved volunteers' }),
  ).toBeVisible();
  await expect(twoHours).toBeChecked();
  await twoHours.uncheck();
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner).toHaveURL(/\/organisation\/profile$/);
  const read = async () =>
    (
      await org.client
        .from('organisations')
        .select('remind_day_before, remind_two_hours_before')
        .eq('id', org.orgId)
        .single()
    ).data;
  expect(await read()).toEqual({ remind_day_before: true, remind_two_hours_before: false });
  await owner.goto('/organisation/edit-profile');
  await expect(twoHours).not.toBeChecked();
  await twoHours.check();
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner).toHaveURL(/\/organisation\/profile$/);
  expect(await read()).toEqual({ remind_day_before: true, remind_two_hours_before: true });
});

test('a shift whose day-before reminder went unanswered is asked about once in its last two hours, and one answer answers both', async ({
  page,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const title = `Late answer shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 1, title);
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  // The day-before reminder the scheduler sent yesterday, never answered; then today's run, within
  // two hours of the start, sends the two-hour one.
  const service = serviceClient();
  const { data: task, error: taskError } = await service
    .from('tasks')
    .select('task_date')
    .eq('id', taskId)
    .single();
  expect(taskError).toBeNull();
  const { error: insertError } = await service.from('reminders').insert({
    application_id: application.id,
    task_id: taskId,
    user_id: volunteer.id,
    starts_at: (task as { task_date: string }).task_date,
    kind: 'day_before',
  });
  expect(insertError).toBeNull();
  expect((await service.rpc('send_due_reminders')).error).toBeNull();
  const open = async () =>
    (
      await service
        .from('reminders')
        .select('kind, answer')
        .eq('application_id', application.id)
        .order('kind')
    ).data;
  expect(await open()).toEqual([
    { kind: 'day_before', answer: null },
    { kind: 'two_hours_before', answer: null },
  ]);

  await openAs(page, volunteer.session, '/volunteer/home');
  const reminders = page.getByRole('region', { name: 'Still coming?' });
  const notices = reminders.getByRole('listitem').filter({ hasText: title });
  await expect(notices).toHaveCount(1);
  await notices.getByRole('button', { name: "Yes, I'll be there" }).click();
  await expect(page.getByText('Thanks! See you there.')).toBeVisible();
  await expect(notices).toHaveCount(0);
  expect(await open()).toEqual([
    { kind: 'day_before', answer: 'coming' },
    { kind: 'two_hours_before', answer: 'coming' },
  ]);
});
