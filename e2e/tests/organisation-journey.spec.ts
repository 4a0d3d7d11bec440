import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { taskPoints } from 'shared-domain';
import { backendEnv } from '../support/backendEnv';
import { confirmByMail, confirmThroughMail } from '../support/mail';

// Issue #9's story, one organisation from signup to export. The volunteers' side (signing up,
// applying) is set up through the API as they would do it; every check of what the database holds
// reads it through supabase-js against the same local stack the portal uses.

/** A 2×2 PNG: a real image the org-logos bucket accepts. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAAdGQEDrM6MTwAAAABJRU5ErkJggg==',
  'base64',
);

const WEAK_PASSWORD_MESSAGE =
  'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character.';

function newClient(): SupabaseClient {
  const { apiUrl, anonKey } = backendEnv();
  return createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket; supabase-js needs one for its realtime client.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

async function signedInClient(email: string, password: string): Promise<SupabaseClient> {
  const client = newClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error !== null) throw new Error(`Sign-in of ${email} failed: ${error.message}`);
  return client;
}

type Volunteer = { name: string; id: string; client: SupabaseClient };

/** A volunteer who signed up and finished onboarding, as the volunteer app leaves them. */
async function newVolunteer(name: string): Promise<Volunteer> {
  const email = `e2e-${randomUUID().slice(0, 8)}@test.local`;
  const password = 'Harbour#2026';
  const signUp = await newClient().auth.signUp({ email, password });
  if (signUp.error !== null) throw new Error(`Sign-up of ${name} failed: ${signUp.error.message}`);
  await confirmByMail(email);
  const client = await signedInClient(email, password);
  const { data } = await client.auth.getUser();
  const id = data.user?.id ?? '';
  const insert = await client
    .from('users')
    .insert({ id, email, name, role: 'volunteer', first_login_complete: true });
  if (insert.error !== null) throw new Error(insert.error.message);
  return { name, id, client };
}

async function applyFor(volunteer: Volunteer, taskId: string): Promise<void> {
  const { error } = await volunteer.client.rpc('apply_for_task', { p_task_id: taskId });
  if (error !== null) throw new Error(`${volunteer.name} could not apply: ${error.message}`);
}

async function pointsOf(volunteer: Volunteer): Promise<number> {
  const { data, error } = await volunteer.client
    .from('users')
    .select('points')
    .eq('id', volunteer.id)
    .single();
  if (error !== null) throw new Error(error.message);
  return (data as { points: number }).points;
}

/** The volunteer's own application's status, as the database holds it (one application each). */
async function statusOf(volunteer: Volunteer): Promise<string | null> {
  const { data, error } = await volunteer.client
    .from('applications')
    .select('status')
    .eq('user_id', volunteer.id)
    .maybeSingle();
  if (error !== null) throw new Error(error.message);
  return (data as { status: string } | null)?.status ?? null;
}

type StoredTask = {
  id: string;
  points: number;
  status: boolean;
  completed: boolean;
  hours_required: number;
  task_type: string;
  days_of_week: string[] | null;
  number_of_weeks: number | null;
};

async function taskByTitle(org: SupabaseClient, title: string): Promise<StoredTask> {
  const { data, error } = await org
    .from('tasks')
    .select(
      'id, points, status, completed, hours_required, task_type, days_of_week, number_of_weeks',
    )
    .eq('title', title)
    .single();
  if (error !== null) throw new Error(error.message);
  return data as StoredTask;
}

/** A date input's value `days` from today, in the browser's (and this machine's) time zone. */
function localDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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

/** My Tasks on a laptop (the tests' 1280 px): a task's row in the list beside the selected one. */
const taskRow = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Tasks' }).getByRole('listitem', { name: title, exact: true });

/** Selects the task in My Tasks' list and returns its panel, shown beside the list. */
async function openTask(page: Page, title: string) {
  await taskRow(page, title).getByRole('link').click();
  const panel = page.getByRole('article', { name: title, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

/** Edit or Delete from the task's menu. */
async function taskMenu(page: Page, title: string, action: 'Edit' | 'Delete') {
  const panel = await openTask(page, title);
  await panel.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a new organisation signs up, completes its profile, runs its tasks from creation to review and exports them', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const email = `pantry${stamp}@example.org`;
  const password = 'Strong1!pass';
  const organisationName = `Seaside Pantry ${stamp}`;
  const onceOff = `Food drive ${stamp}`;
  const ongoing = `Pantry roster ${stamp}`;

  await test.step('sign up: the weak password is refused, the strong one accepted', async () => {
    await page.goto('/organisation/signup');
    await page.getByLabel('Organisation name').fill(organisationName);
    await page.getByLabel('Full name').fill('Pat Lee');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('weak');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(WEAK_PASSWORD_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL('/organisation/signup');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await confirmThroughMail(page, email);
    await expect(page).toHaveURL('/organisation/completeprofile');
  });

  await test.step('complete the profile in three steps; the logo is required', async () => {
    await page.getByLabel('Bio').fill('Feeding the harbour since 1999.');
    await page.getByLabel('Your role in the organisation').fill('Coordinator');
    // Sign-up stored 'Other': shown chosen until another is picked (issue #19).
    await expect(page.getByLabel('Organisation type')).toHaveValue('other');
    await page.getByLabel('Organisation type').selectOption('community_group');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Instagram').fill('@seasidepantry');
    await page.getByLabel('TikTok').fill('@seasidepantry');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Bio')).toHaveValue('Feeding the harbour since 1999.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Instagram')).toHaveValue('@seasidepantry');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Organisation logo is required.')).toBeVisible();
    await page
      .getByLabel('Organisation logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    // The photo picker previews the chosen logo and offers to remove it again (issue #19).
    await expect(page.getByRole('button', { name: 'Remove logo' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('img').first()).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/organisation/home');
    await expect(page.getByText('No tasks to display.')).toBeVisible();
  });

  const org = await signedInClient(email, password);
  const { data: organisation } = await org
    .from('organisations')
    .select('logo_url, type, instagram, tiktok')
    .eq('name', organisationName)
    .single();
  expect(organisation).toMatchObject({
    type: 'community_group',
    instagram: '@seasidepantry',
    tiktok: '@seasidepantry',
  });
  const logo = await fetch((organisation as { logo_url: string }).logo_url);
  expect(logo.status).toBe(200);

  const onceOffPoints = taskPoints('medium', { kind: 'once-off', hours: 2 });
  await test.step('create a once-off task; the points follow the shared rule', async () => {
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL('/organisation/createtask');
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
    await expect(page.getByTestId('task-points')).toHaveText(`${onceOffPoints} pts`);
    await previewAndCreate(page);
    const task = await taskByTitle(org, onceOff);
    expect(task).toMatchObject({
      points: onceOffPoints,
      task_type: 'once-off',
      hours_required: 2,
      status: false,
    });
  });

  const ongoingPoints = taskPoints('easy', {
    kind: 'ongoing',
    hoursByWeekday: { Monday: 3, Wednesday: 2 },
    weeks: 2,
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
    await expect(page.getByTestId('task-points')).toHaveText(`${ongoingPoints} pts`);
    await previewAndCreate(page);
    const task = await taskByTitle(org, ongoing);
    expect(task.points).toBe(ongoingPoints);
    expect(task.days_of_week).toEqual(['Monday', 'Wednesday']);
    expect(task.number_of_weeks).toBe(2);
  });

  await test.step('the dashboard lists both with applications, points, capacity and hours', async () => {
    const figures = (title: string) => card(page, title).getByRole('definition');
    await expect(card(page, onceOff)).toBeVisible();
    await expect(figures(onceOff)).toHaveText(['0', `${onceOffPoints} pts`, '2', '2', /\d{4}/]);
    await expect(figures(ongoing)).toHaveText(['0', `${ongoingPoints} pts`, '1', '5', /\d{4}/]);
  });

  await test.step('My Tasks shows each under the filters that match it', async () => {
    await page.getByRole('link', { name: 'My Tasks' }).click();
    await expect(page).toHaveURL('/organisation/mytasks');
    const filter = page.getByLabel('Filter');
    const expected: [string, number][] = [
      ['All Tasks', 1],
      ['Open', 1],
      ['Pending', 0],
      ['Completed', 0],
      ['With Applicants', 0],
    ];
    for (const [label, count] of expected) {
      await filter.selectOption({ label });
      await expect(taskRow(page, onceOff)).toHaveCount(count);
      await expect(taskRow(page, ongoing)).toHaveCount(count);
    }
    await filter.selectOption({ label: 'All Tasks' });
  });

  const renamed = `${ongoing} (evenings)`;
  await test.step('edit one task and delete the other', async () => {
    await taskMenu(page, ongoing, 'Edit');
    await expect(page.getByRole('heading', { name: 'Edit Task' })).toBeVisible();
    await page.getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await page.getByLabel('Title').fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('✅ Task updated successfully!')).toBeVisible();
    await expect(page).toHaveURL('/organisation/mytasks');
    await expect(taskRow(page, renamed)).toBeVisible();
    await taskMenu(page, renamed, 'Delete');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this task?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(taskRow(page, renamed)).toHaveCount(0);
    const { count } = await org
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('title', renamed);
    expect(count).toBe(0);
  });

  const task = await taskByTitle(org, onceOff);
  const [first, second, third] = await Promise.all([
    newVolunteer(`Ava Stone ${stamp}`),
    newVolunteer(`Ben Hart ${stamp}`),
    newVolunteer(`Cleo Park ${stamp}`),
  ]);
  for (const volunteer of [first, second, third]) await applyFor(volunteer, task.id);
  const row = (volunteer: Volunteer) =>
    page
      .getByRole('article', { name: onceOff, exact: true })
      .getByRole('listitem', { name: volunteer.name });

  await test.step('approve until capacity closes the task, and reject one', async () => {
    await page.reload();
    await page.getByLabel('Filter').selectOption({ label: 'With Applicants' });
    await expect(row(third)).toBeVisible();
    await row(first).getByRole('button', { name: 'Approve' }).click();
    await expect(row(first).getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(row(first).getByRole('button', { name: 'Reject' })).toHaveCount(0);
    expect((await taskByTitle(org, onceOff)).status).toBe(false);
    await row(second).getByRole('button', { name: 'Approve' }).click();
    await expect(row(second).getByRole('button', { name: 'Done' })).toBeVisible();
    // Both places are taken: Approve stays, disabled, and says why (issue #19).
    await expect(row(third).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(row(third).getByText('All places are filled')).toBeVisible();
    // Reject asks first (issue #44); the row moves to its group at once, Undo on offer.
    await row(third).getByRole('button', { name: 'Reject' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`Reject ${third.name}'s application?`);
    await question.getByRole('button', { name: 'Reject' }).click();
    await expect(row(third).getByText('Rejected')).toBeVisible();
    await expect(row(third).getByRole('button', { name: 'Approve' })).toHaveCount(0);
    // Sent once the Undo window has closed.
    await expect.poll(() => statusOf(third), { timeout: 15_000 }).toBe('rejected');
    expect((await taskByTitle(org, onceOff)).status).toBe(true);
    await page.getByLabel('Filter').selectOption({ label: 'Pending' });
    await expect(taskRow(page, onceOff)).toBeVisible();
    await page.getByLabel('Filter').selectOption({ label: 'Open' });
    await expect(taskRow(page, onceOff)).toHaveCount(0);
  });

  await test.step('the task detail shows Closed, the applicants and the organisation', async () => {
    await page.goto(`/organisation/task/${task.id}`);
    await expect(page.getByRole('heading', { name: onceOff })).toBeVisible();
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Applicants' })).toBeVisible();
    await page.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(`/organisation/applicant/${first.id}`);
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(page.getByText('No reviews yet.')).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    await expect(page.getByText('Report: coming soon')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`/organisation/task/${task.id}`);
    // Its owner gets the task's own actions, and SPEC §2's organisation with 'View Profile' too.
    await expect(page.getByRole('button', { name: `More actions for ${onceOff}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      /^\/organisation\/profile\/[0-9a-f-]{36}$/,
    );
  });

  await test.step('the own profile shows every field and saves an edit', async () => {
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL('/organisation/profile');
    await expect(page.getByRole('heading', { name: organisationName })).toBeVisible();
    await expect(page.getByText('Tasks Posted')).toBeVisible();
    await expect(page.getByText('Community Group')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL('/organisation/edit-profile');
    await page.getByLabel('Mission').fill('No one goes hungry.');
    await page.getByLabel('ABN').fill('12 345 678 901');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/organisation/profile');
    await expect(page.getByText('No one goes hungry.')).toBeVisible();
    await expect(page.getByText('12 345 678 901')).toBeVisible();
  });

  await test.step('Done credits the points exactly once and leads to the review', async () => {
    const before = await pointsOf(first);
    await page.goto('/organisation/mytasks');
    await row(first).getByRole('button', { name: 'Done' }).click();
    // Done asks first, naming the points (issue #44).
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(
      `Mark ${first.name}'s work as done? They get ${onceOffPoints} pts.`,
    );
    await question.getByRole('button', { name: 'Mark as done' }).click();
    await expect(page).toHaveURL(`/organisation/review/${task.id}/${first.id}`);
    // Credited once the Undo window has closed.
    await expect.poll(() => pointsOf(first), { timeout: 15_000 }).toBe(before + onceOffPoints);
    await expect(page.getByRole('heading', { name: 'Rate Volunteer' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please provide a rating.')).toBeVisible();
    await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await page.getByLabel('Comment (optional)').fill('Reliable and cheerful.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page).toHaveURL('/organisation/mytasks');
    await expect(page.getByText('✅ Review submitted!')).toBeVisible();
    // The UI offers Done only once: the row now shows the 'Done' label instead of the button.
    await expect(row(first).getByRole('button', { name: 'Done' })).toHaveCount(0);
    await expect(row(first).getByText('Done', { exact: true })).toBeVisible();
    // A second Done through the API is refused or ignored: the points do not move again.
    const { data: application } = await org
      .from('applications')
      .select('id')
      .eq('task_id', task.id)
      .eq('user_id', first.id)
      .single();
    await org.rpc('mark_application_done', {
      p_application_id: (application as { id: string }).id,
    });
    expect(await pointsOf(first)).toBe(before + onceOffPoints);
  });

  await test.step('the review is stored once and shows on the volunteer profile', async () => {
    await page.goto(`/organisation/review/${task.id}/${first.id}`);
    await expect(
      page.getByText('✅ You have already reviewed this volunteer for this task.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
    // A malformed link, and one to a task that does not exist, say SPEC's message: no form, no
    // database error (issue #19).
    for (const link of [
      `/organisation/review/bad/${first.id}`,
      `/organisation/review/${randomUUID()}/${first.id}`,
    ]) {
      await page.goto(link);
      await expect(page.getByText('Invalid task or user ID.')).toBeVisible();
      await expect(page.getByText(/invalid input syntax/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
    }
    await page.goto(`/organisation/applicant/${first.id}`);
    await expect(page.getByText('Reliable and cheerful.')).toBeVisible();
    await expect(page.getByText(organisationName)).toBeVisible();
  });

  await test.step('Chat opens the conversation with the applicant', async () => {
    await page.goto('/organisation/mytasks');
    await row(second).getByRole('button', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/(chat|messages)\/[0-9a-f-]{36}$/);
  });

  await test.step('Export saves the next seven days as a JPEG', async () => {
    await page.goto('/organisation/mytasks');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('tasks-next-7-days.jpg');
    const bytes = readFileSync(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(10_000);
  });
});
