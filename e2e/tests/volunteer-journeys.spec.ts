import { expect, test, type Page } from '@playwright/test';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { backendEnv } from '../support/backendEnv';
import { DEMO } from '../support/signIn';

// State the journeys need (tasks, approvals, points) is set up through the API as the other party
// would do it, with supabase-js against the same local stack the portal uses.

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function newClient(): SupabaseClient {
  const { apiUrl, anonKey } = backendEnv();
  return createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket; supabase-js insists on one even when realtime is unused.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

type Actor = { client: SupabaseClient; session: Session; id: string };

async function signInClient(email: string, password: string): Promise<Actor> {
  const client = newClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error !== null || data.session === null) throw new Error(`sign-in failed: ${error?.message}`);
  return { client, session: data.session, id: data.session.user.id };
}

/** A brand-new volunteer, signed up through auth with the users row signup makes. */
async function newVolunteer(options: { onboarded: boolean }): Promise<Actor & { email: string }> {
  const email = `e2e-${randomUUID().slice(0, 8)}@test.local`;
  const password = 'Harbour#2026';
  const client = newClient();
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error !== null || signUp.data.user === null) throw new Error('sign-up failed');
  const actor = await signInClient(email, password);
  const insert = await actor.client.from('users').insert({
    id: actor.id,
    email,
    name: 'Jamie Rivers',
    role: 'volunteer',
    first_login_complete: options.onboarded,
  });
  if (insert.error !== null) throw new Error(insert.error.message);
  return { ...actor, email };
}

async function demoOrganisation(): Promise<Actor & { orgId: string }> {
  const actor = await signInClient(DEMO.organisation.email, DEMO.organisation.password);
  const { data, error } = await actor.client
    .from('organisations')
    .select('id')
    .eq('user_id', actor.id)
    .single();
  if (error !== null) throw new Error(error.message);
  return { ...actor, orgId: data.id as string };
}

async function postTask(
  org: Actor & { orgId: string },
  hoursAhead: number,
  title: string,
): Promise<string> {
  const { data, error } = await org.client
    .from('tasks')
    .insert({
      user_id: org.id,
      organisation_id: org.orgId,
      title,
      description: `${title}: an e2e task`,
      location: 'Harbour Wharf Shed 3',
      task_date: new Date(Date.now() + hoursAhead * 3_600_000).toISOString(),
      difficulty: 'hard',
      hours_required: 2,
      capacity: 3,
    })
    .select('id')
    .single();
  if (error !== null) throw new Error(error.message);
  return data.id as string;
}

async function rpc(actor: Actor, name: string, args: Record<string, unknown>) {
  const { data, error } = await actor.client.rpc(name, args);
  if (error !== null) throw new Error(`${name}: ${error.message}`);
  return data as { id: string };
}

/** Hands a session to the portal the way supabase-js keeps it (localStorage). */
async function openAs(page: Page, session: Session, path: string): Promise<void> {
  const { apiUrl } = backendEnv();
  const storageKey = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.goto('/signin');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(session),
  ] as const);
  await page.goto(path);
}

test('a volunteer applies through the confirmation, sees Applied and the banner, then withdraws', async ({
  page,
}) => {
  const org = await demoOrganisation();
  const taskId = await postTask(org, 72, `Pier repainting ${randomUUID().slice(0, 4)}`);
  const volunteer = await signInClient(DEMO.volunteer.email, DEMO.volunteer.password);
  await openAs(page, volunteer.session, `/volunteer/task/${taskId}`);

  await expect(page.getByText('Be the first to apply!')).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Hours: 2 hrs');
  await expect(dialog).toContainText('Spots: 3');
  await expect(dialog).toContainText('Proceed?');
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await expect(page.getByText('Your application has been submitted!')).toBeVisible();
  await expect(page.getByText('Awaiting Approval')).toBeVisible();
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Applied on /)).toBeVisible();
  await expect(page.getByText('1 applied')).toBeVisible();

  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Your application has been withdrawn.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
  await expect(page.getByText('Be the first to apply!')).toBeVisible();
});

test('within 24 hours of the task the volunteer cannot withdraw and is told to contact the org', async ({
  page,
}) => {
  const org = await demoOrganisation();
  const taskId = await postTask(org, 12, `Dawn market setup ${randomUUID().slice(0, 4)}`);
  const volunteer = await signInClient(DEMO.volunteer.email, DEMO.volunteer.password);
  await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await openAs(page, volunteer.session, `/volunteer/task/${taskId}`);

  await expect(page.getByText('Awaiting Approval')).toBeVisible();
  await expect(page.getByText('Too late to withdraw – contact your org directly.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
});

test('an unknown task reads "Task not found." and returns to /volunteer/home', async ({ page }) => {
  const volunteer = await signInClient(DEMO.volunteer.email, DEMO.volunteer.password);
  await openAs(page, volunteer.session, `/volunteer/task/${randomUUID()}`);
  await expect(page.getByText('Task not found.')).toBeVisible();
  await expect(page).toHaveURL('/volunteer/home');
});

test('the application moves from Pending to Approved (with Chat) to Completed as the organisation acts', async ({
  page,
}) => {
  const org = await demoOrganisation();
  const title = `Harbour walk ${randomUUID().slice(0, 4)}`;
  const taskId = await postTask(org, 96, title);
  const volunteer = await signInClient(DEMO.volunteer.email, DEMO.volunteer.password);
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await openAs(page, volunteer.session, '/volunteer/mytasks');

  const group = (heading: string) => page.getByRole('region', { name: heading });
  await expect(group('Pending Approval').getByText(title)).toBeVisible();

  await rpc(org, 'approve_application', { p_application_id: application.id });
  await page.reload();
  const approved = group('Approved Tasks').getByRole('article').filter({ hasText: title });
  await expect(approved).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
  await expect(group('Pending Approval')).toHaveCount(0);
  // The chat screen belongs to the shell; the journey checks the chat was opened and visited.
  await Promise.all([
    page.waitForURL(/\/chat\/[0-9a-f-]{36}$/),
    approved.getByRole('button', { name: 'Chat' }).click(),
  ]);
  const chats = await volunteer.client.from('chats').select('id').eq('task_id', taskId);
  expect(chats.data).toHaveLength(1);

  await rpc(org, 'mark_application_done', { p_application_id: application.id });
  await openAs(page, volunteer.session, '/volunteer/mytasks');
  await expect(group('Completed Tasks').getByText(title)).toBeVisible();
});

test('a volunteer redeems a reward: confetti on the first redemption, points fall, refused when short', async ({
  page,
}) => {
  const volunteer = await newVolunteer({ onboarded: true });
  const org = await demoOrganisation();
  await volunteer.client
    .from('user_organisations')
    .insert({ user_id: volunteer.id, org_id: org.orgId });
  // A hard two-hour task is worth 200 points once the organisation marks the work done.
  const taskId = await postTask(org, 48, `Crate stacking ${randomUUID().slice(0, 4)}`);
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  await rpc(org, 'mark_application_done', { p_application_id: application.id });

  await openAs(page, volunteer.session, '/volunteer/rewards');
  await expect(page.getByText('200 pts', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'My Redemptions' }).click();
  await expect(page.getByText('No redemptions yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Menu' }).click();

  await page.getByRole('button', { name: 'Gummy Bears, 50 pts' }).click();
  await page
    .getByRole('alertdialog', { name: 'Redeem Gummy Bears for 50 pts?' })
    .getByRole('button', { name: 'Redeem' })
    .click();
  await expect(page.getByText('Redeemed Gummy Bears for 50 pts!')).toBeVisible();
  await expect(page.getByTestId('confetti')).toHaveAttribute('data-particles', '100');
  await expect(page.getByRole('heading', { name: 'Rewards' }).locator('..')).toContainText(
    '150 pts',
  );

  await page.getByRole('button', { name: 'Meat Pie, 500 pts' }).click();
  await expect(page.getByText('You need 350 more points!')).toBeVisible();

  await page.getByRole('tab', { name: 'My Redemptions' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Gummy Bears' })).toContainText(
    '50 pts',
  );
});

test('a new volunteer chooses organisations, completes the profile with a photo and lands on home', async ({
  page,
}) => {
  const volunteer = await newVolunteer({ onboarded: false });
  await openAs(page, volunteer.session, '/volunteer/completeprofile');
  await expect(page).toHaveURL('/volunteer/select-organisations');

  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByRole('searchbox', { name: 'Search organisations' }).fill('no such club');
  await expect(page.getByText('No organisations found.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search organisations' }).fill('harbour');
  await page.getByRole('button', { name: 'Harbourside Community Kitchen' }).click();
  await continueButton.click();

  await expect(page).toHaveURL('/volunteer/completeprofile');
  await page.getByLabel('Choose photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await page.getByLabel('Bio').fill('Happy to help on weekends.');
  await page.getByRole('button', { name: 'Animals' }).click();
  await page.getByLabel('I have a Working With Children Check (WWCC)').check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL('/volunteer/home');

  const { data } = await volunteer.client
    .from('users')
    .select('bio, interests, wwcc, first_login_complete, profile_url')
    .eq('id', volunteer.id)
    .single();
  expect(data).toMatchObject({
    bio: 'Happy to help on weekends.',
    interests: 'Animals',
    wwcc: true,
    first_login_complete: true,
  });
  expect(String(data?.profile_url)).toContain('/user-avatars/');
});

test('the volunteer edits the profile: new photo and bio, "Profile updated", back on the profile', async ({
  page,
}) => {
  const volunteer = await newVolunteer({ onboarded: true });
  await openAs(page, volunteer.session, '/volunteer/profile');
  await expect(page.getByRole('heading', { name: 'Jamie Rivers' })).toBeVisible();
  await expect(page.getByText('No bio provided.')).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await expect(page.getByText('0 pts', { exact: true })).toBeVisible();
  await expect(page.getByText('0.0', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/volunteer/edit-profile');
  await page.getByLabel('Choose photo').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await page.getByLabel('Bio').fill('Weekend helper at the harbour.');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page).toHaveURL('/volunteer/profile');
  await expect(page.getByText('Weekend helper at the harbour.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Jamie Rivers' }).first()).toHaveAttribute(
    'src',
    new RegExp(`/user-avatars/${volunteer.id}\\.png$`),
  );
});

test('home searches title and description ignoring case, sorts, and applies from the card', async ({
  page,
}) => {
  const volunteer = await newVolunteer({ onboarded: true });
  const org = await demoOrganisation();
  await volunteer.client
    .from('user_organisations')
    .insert({ user_id: volunteer.id, org_id: org.orgId });
  const tag = randomUUID().slice(0, 6);
  const lantern = `Lantern walk ${tag}`;
  const seeds = `Seed sorting ${tag}`;
  // Four days ahead, hard, two hours: 200 points.
  await postTask(org, 96, lantern);
  // Thirty hours ahead, easy, one hour: 25 points; found by its description.
  const { error } = await org.client.from('tasks').insert({
    user_id: org.id,
    organisation_id: org.orgId,
    title: seeds,
    description: `Quiet indoor work ${tag}`,
    location: 'Community garden shed',
    task_date: new Date(Date.now() + 30 * 3_600_000).toISOString(),
    difficulty: 'easy',
    hours_required: 1,
    capacity: 2,
  });
  if (error !== null) throw new Error(error.message);

  await openAs(page, volunteer.session, '/volunteer/home');
  const titles = page.locator('section[aria-labelledby="volunteer-home-heading"] li h2');
  const search = page.getByPlaceholder('Search for a task');
  await search.fill(tag);
  await expect(titles).toHaveText([seeds, lantern]);

  await page.getByLabel('Sort by').selectOption({ label: 'Points (High to Low)' });
  await expect(titles).toHaveText([lantern, seeds]);

  await search.fill(`QUIET INDOOR WORK ${tag.toUpperCase()}`);
  await expect(titles).toHaveText([seeds]);

  await page.getByRole('button', { name: `Apply for ${seeds}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Hours: 1 hrs');
  await expect(dialog).toContainText('Spots: 2');
  await expect(dialog).toContainText('Proceed?');
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await expect(
    page.getByText('Your application has been submitted! You will be notified if approved.'),
  ).toBeVisible();
  const card = page.locator('section[aria-labelledby="volunteer-home-heading"] li', {
    hasText: seeds,
  });
  await expect(card.getByText('Applied', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Apply for ${seeds}` })).toHaveCount(0);
});
