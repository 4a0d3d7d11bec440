import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { backendEnv } from '../support/backendEnv';
import { DEMO, signInAs } from '../support/signIn';

const DEMO_ORGANISATION_ID = '00000000-0000-4000-a000-000000000002';
/** Seeded volunteers (supabase/seed.sql) who apply to the task this journey creates. */
const VOLUNTEERS = [
  { name: 'Zoe Wright', email: 'zoe.wright@demo.local' },
  { name: 'Lucas Scott', email: 'lucas.scott@demo.local' },
  { name: 'Max Baker', email: 'max.baker@demo.local' },
] as const;

async function signedInClient(email: string, password: string): Promise<SupabaseClient> {
  const { apiUrl, anonKey } = backendEnv();
  const client = createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket; supabase-js needs one for its realtime client.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error !== null) throw new Error(`Sign-in of ${email} failed: ${error.message}`);
  return client;
}

/** A date input's value `days` from today, in the browser's (and this machine's) time zone. */
function localDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function taskByTitle(org: SupabaseClient, title: string) {
  const { data, error } = await org
    .from('tasks')
    .select(
      'id, points, status, completed, hours_required, task_type, days_of_week, number_of_weeks',
    )
    .eq('title', title)
    .single();
  if (error !== null) throw new Error(error.message);
  return data as {
    id: string;
    points: number;
    status: boolean;
    completed: boolean;
    hours_required: number;
    task_type: string;
    days_of_week: string[] | null;
    number_of_weeks: number | null;
  };
}

async function fillDetails(page: Page, title: string, capacity: number) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(`${title}: helping hands wanted`);
  await page.getByLabel('Location').fill('Harbourside Hall');
  await page.getByLabel('Volunteers needed').fill(String(capacity));
}

async function previewAndCreate(page: Page) {
  await page.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Preview' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByRole('button', { name: 'Create This Task' }).click();
  await expect(page.getByText('✅ Task created!').first()).toBeVisible();
  await expect(page).toHaveURL('/organisation/home');
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('an organisation creates, filters, edits, deletes, decides on applicants, reviews and exports', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const onceOff = `Food drive ${stamp}`;
  const ongoing = `Pantry roster ${stamp}`;
  const org = await signedInClient(DEMO.organisation.email, DEMO.organisation.password);
  await signInAs(page, 'organisation');

  await test.step('create a once-off task with the points of the shared rule', async () => {
    await page.goto('/organisation/createtask');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await fillDetails(page, onceOff, 2);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Date').fill(localDate(-1));
    await page.getByLabel('Time').fill('10:00');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('❌ Task date must be in the future.')).toBeVisible();
    await page.getByLabel('Date').fill(localDate(2));
    await page.getByLabel('Estimated duration (hours)').fill('2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Difficulty').selectOption('medium');
    // medium (50) × 2 hours
    await expect(page.getByTestId('task-points')).toHaveText('100 pts');
    await previewAndCreate(page);
    const task = await taskByTitle(org, onceOff);
    expect(task.points).toBe(100);
    expect(task.task_type).toBe('once-off');
  });

  await test.step('create an ongoing task over two weekdays and two weeks', async () => {
    await page.goto('/organisation/task/create');
    await fillDetails(page, ongoing, 1);
    await page.getByLabel('Ongoing').check();
    await page.getByLabel('Detailed role description').fill('Restock shelves and log donations');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Time')).toBeDisabled();
    await page.getByLabel('Date').fill(localDate(3));
    await page.getByLabel('Monday', { exact: true }).check();
    await page.getByLabel('Hours on Monday').fill('30');
    await expect(page.getByLabel('Hours on Monday')).toHaveValue('12');
    await page.getByLabel('Hours on Monday').fill('3');
    await page.getByLabel('Wednesday', { exact: true }).check();
    await page.getByLabel('Hours on Wednesday').fill('2');
    await page.getByLabel('Number of weeks').fill('2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Difficulty').selectOption('easy');
    // easy (25) × (3 + 2 hours a week) × 2 weeks
    await expect(page.getByTestId('task-points')).toHaveText('250 pts');
    await previewAndCreate(page);
    const task = await taskByTitle(org, ongoing);
    expect(task.points).toBe(250);
    expect(task.days_of_week).toEqual(['Monday', 'Wednesday']);
    expect(task.number_of_weeks).toBe(2);
  });

  await test.step('both appear in My Tasks under the filters that match them', async () => {
    await page.goto('/organisation/mytasks');
    await expect(card(page, onceOff)).toBeVisible();
    await expect(card(page, ongoing)).toBeVisible();
    const filter = page.getByLabel('Filter');
    await filter.selectOption({ label: 'Open' });
    await expect(card(page, onceOff)).toBeVisible();
    await filter.selectOption({ label: 'Pending' });
    await expect(card(page, onceOff)).toHaveCount(0);
    await filter.selectOption({ label: 'Completed' });
    await expect(card(page, ongoing)).toHaveCount(0);
    await filter.selectOption({ label: 'With Applicants' });
    await expect(card(page, onceOff)).toHaveCount(0);
    await filter.selectOption({ label: 'All Tasks' });
  });

  const renamed = `${ongoing} (evenings)`;
  await test.step('edit one task and delete the other', async () => {
    await card(page, ongoing)
      .getByRole('link', { name: `Edit ${ongoing}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Task' })).toBeVisible();
    await page.getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await page.getByLabel('Title').fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('✅ Task updated successfully!')).toBeVisible();
    await expect(page).toHaveURL('/organisation/mytasks');
    await expect(card(page, renamed)).toBeVisible();
    await card(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this task?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, renamed)).toHaveCount(0);
    const { count } = await org
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('title', renamed);
    expect(count).toBe(0);
  });

  const task = await taskByTitle(org, onceOff);
  const volunteers = await Promise.all(
    VOLUNTEERS.map(async (volunteer) => {
      const client = await signedInClient(volunteer.email, 'Password1!');
      const { data, error } = await client.rpc('apply_for_task', { p_task_id: task.id });
      if (error !== null) throw new Error(`${volunteer.name} could not apply: ${error.message}`);
      const { data: user } = await client.auth.getUser();
      return { ...volunteer, client, id: user.user?.id ?? '', application: data as { id: string } };
    }),
  );
  const [first, second, third] = volunteers;
  if (first === undefined || second === undefined || third === undefined) throw new Error('seed');
  const pointsOf = async (volunteer: typeof first) => {
    const { data } = await volunteer.client
      .from('users')
      .select('points')
      .eq('id', volunteer.id)
      .single();
    return (data as { points: number }).points;
  };
  const row = (name: string) => card(page, onceOff).getByRole('listitem', { name });

  await test.step('approve until capacity closes the task, and reject one', async () => {
    await page.reload();
    await page.getByLabel('Filter').selectOption({ label: 'With Applicants' });
    await expect(row(first.name)).toBeVisible();
    await row(first.name).getByRole('button', { name: 'Approve' }).click();
    await expect(row(first.name).getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(row(first.name).getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await row(second.name).getByRole('button', { name: 'Approve' }).click();
    await expect(row(second.name).getByRole('button', { name: 'Done' })).toBeVisible();
    await row(third.name).getByRole('button', { name: 'Reject' }).click();
    await expect(row(third.name).getByText('Rejected')).toBeVisible();
    await expect(row(third.name).getByRole('button', { name: 'Approve' })).toHaveCount(0);
    expect((await taskByTitle(org, onceOff)).status).toBe(true);
    await page.getByLabel('Filter').selectOption({ label: 'Pending' });
    await expect(card(page, onceOff)).toBeVisible();
  });

  await test.step('the task detail shows Closed, the applicants and the organisation', async () => {
    await page.goto(`/organisation/task/${task.id}`);
    await expect(page.getByRole('heading', { name: onceOff })).toBeVisible();
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Applicants' })).toBeVisible();
    await page.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(`/organisation/applicant/${first.id}`);
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(page.getByText('Points', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Report' }).click();
    await expect(page.getByText('Report: coming soon')).toBeVisible();
    await page.goto(`/organisation/task/${task.id}`);
    await page.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(`/organisation/profile/${DEMO_ORGANISATION_ID}`);
    await expect(page.getByText('Tasks Posted')).toBeVisible();
  });

  await test.step('Done credits the points once and leads to the review', async () => {
    const before = await pointsOf(first);
    await page.goto('/organisation/mytasks');
    await row(first.name).getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(`/organisation/review/${task.id}/${first.id}`);
    expect(await pointsOf(first)).toBe(before + 100);
    await expect(page.getByRole('heading', { name: 'Rate Volunteer' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please provide a rating.')).toBeVisible();
    await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await page.getByLabel('Comment (optional)').fill('Reliable and cheerful.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page).toHaveURL('/organisation/mytasks');
    await expect(page.getByText('✅ Review submitted!')).toBeVisible();
    expect(await pointsOf(first)).toBe(before + 100);
    await page.goto(`/organisation/review/${task.id}/${first.id}`);
    await expect(
      page.getByText('✅ You have already reviewed this volunteer for this task.'),
    ).toBeVisible();
  });

  await test.step('Chat opens the conversation with the applicant', async () => {
    await page.goto('/organisation/mytasks');
    await row(second.name).getByRole('button', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/(chat|messages)\/[0-9a-f-]{36}$/);
  });

  await test.step('Export saves the next seven days as a JPEG', async () => {
    await page.goto('/organisation/mytasks');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('tasks-next-7-days.jpg');
    const path = await file.path();
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(10_000);
  });
});
