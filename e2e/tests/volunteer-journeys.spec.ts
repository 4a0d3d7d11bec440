import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  PNG_1X1,
  demoOrganisation,
  newVolunteer,
  openAs,
  postTask,
  rpc,
  signInClient,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';
import { DEMO } from '../support/signIn';
import { confirmThroughMail } from '../support/mail';

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
  // Focus follows the content: the pressed Apply is gone, the banner that replaced it has it.
  await expect(page.locator(':focus')).toContainText('Awaiting Approval');
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Applied on /)).toBeVisible();
  await expect(page.getByText('1 applied')).toBeVisible();

  await page.getByRole('button', { name: 'Withdraw' }).click();
  // A quiet Withdraw, asked once more (issue #20).
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Your application has been withdrawn.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
  await expect(page.getByText('Be the first to apply!')).toBeVisible();
});

test("an approved volunteer on a task now filled sees the task's 'Closed' beside their 'Approved'", async ({
  page,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const taskId = await postTask(org, 72, `Seawall count ${randomUUID().slice(0, 4)}`, {
    capacity: 1,
  });
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  await openAs(page, volunteer.session, `/volunteer/task/${taskId}`);
  // SPEC §2: "badge Open or Closed"; §4: "Badge 'Approved' or 'Applied', plus 'Applied on {date}'".
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Applied on /)).toBeVisible();
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

test('a volunteer redeems a reward: confetti and a voucher with the database’s code, points fall, out-of-reach items say what they need', async ({
  page,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
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
  // The voucher for the counter: the item and the code the database issued.
  const stored = await volunteer.client.from('redemptions').select('voucher_code').single();
  const code = (stored.data?.voucher_code ?? '').match(/.{4}/g)?.join('-') ?? '';
  const voucher = page.getByRole('dialog', { name: 'Enjoy your Gummy Bears!' });
  await expect(voucher).toContainText('Gummy Bears');
  await expect(voucher).toContainText(code);
  await expect(voucher).toContainText('Show this voucher at the canteen counter.');
  await voucher.getByRole('button', { name: 'Done' }).click();
  await expect(voucher).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your points' })).toContainText('150 pts');

  // Out of reach, a tile says what it still needs before the tap; the tap says it as SPEC words it.
  const pie = page.getByRole('button', { name: /^Meat Pie, 500 pts/ });
  await expect(pie).toContainText('350 more pts needed');
  await pie.click();
  await expect(page.getByText('You need 350 more points!')).toBeVisible();

  await page.getByRole('tab', { name: 'My Redemptions' }).click();
  await expect(
    page
      .getByRole('table', { name: 'My Redemptions' })
      .getByRole('row')
      .filter({ hasText: 'Gummy Bears' }),
  ).toContainText('50 pts');
});

test('a new volunteer signs up, chooses organisations, completes the profile with a photo and lands on home', async ({
  page,
}) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@test.local`;
  const password = 'plain-password';
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Sign Up as Volunteer' }).click();
  await expect(page).toHaveURL('/volunteer/signup');
  await page.getByLabel('Full name', { exact: true }).fill('Robin Newcomer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await confirmThroughMail(page, email);
  // Profile completion sends a volunteer who follows no organisation on to choose them.
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
  await expect(page.getByRole('heading', { name: 'Open tasks' })).toBeVisible();

  const volunteer = await signInClient(email, password);
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
  // SPEC §9's default 0.0, said to be no rating yet rather than drawn as five empty stars.
  await expect(page.getByText(/^0\.0\s*not rated yet$/)).toBeVisible();

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
    // The object keeps its name; the URL names this version, so no cache shows the old photo.
    new RegExp(`/user-avatars/${volunteer.id}\\.png\\?v=\\d+$`),
  );
});

test('home searches title and description ignoring case, sorts, and applies from the card', async ({
  page,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const tag = randomUUID().slice(0, 6);
  const lantern = `Lantern walk ${tag}`;
  const seeds = `Seed sorting ${tag}`;
  // Four days ahead, hard, two hours: 200 points.
  await postTask(org, 96, lantern);
  // Thirty hours ahead, easy, one hour: 25 points; found by its description.
  await postTask(org, 30, seeds, {
    description: `Quiet indoor work ${tag}`,
    location: 'Community garden shed',
    difficulty: 'easy',
    hoursRequired: 1,
    capacity: 2,
  });

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
