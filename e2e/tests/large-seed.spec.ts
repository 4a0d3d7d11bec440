import { expect, test } from '@playwright/test';
import type { Backend } from '../support/backend';
import { benchOrganisation, startBenchBackend } from '../support/benchBackend';
import { usePortalBackend } from '../support/emptyBackend';
import { signInThroughForm } from '../support/signInThroughForm';

// Issue #17: on the project's own bench seed (10,000 tasks, 100,000 applications, 5,000 chats) the
// bench organisation's My Tasks and Messages failed as a whole (a lookup of every applicant by id
// overflowed the URL) and showed the failure as an empty list. Bench organisation 1 owns 500 of the
// tasks, 5,000 applications and 250 chats.

let bench: Backend;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  bench = await startBenchBackend();
});

test.afterAll(async () => {
  await bench?.stop();
});

test.beforeEach(async ({ page }) => {
  await usePortalBackend(page, bench);
  const { email, password } = benchOrganisation(1);
  await page.goto('/signin');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL('/organisation/home');
});

test("the bench organisation's My Tasks shows its newest tasks with their applicants, and more on request", async ({
  page,
}) => {
  await page.goto('/organisation/mytasks');
  const myTasks = page.getByRole('region', { name: 'My Tasks' });
  // On a laptop: the list of tasks, and the selected one (the newest) beside it.
  const rows = myTasks.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
  const titles = () => rows.evaluateAll((items) => items.map((item) => item.ariaLabel));
  // The newest of its tasks (bench task 10,000) leads the first page of 20.
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toHaveAccessibleName('Beach clean-up #10000');
  // Every task of the seed has ten applicants: the first ones are shown by name, none by id.
  await expect(
    myTasks
      .getByRole('article', { name: 'Beach clean-up #10000' })
      .getByRole('link', { name: /Volunteer \d+/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('No tasks to display.')).toHaveCount(0);

  await myTasks.getByRole('button', { name: 'Show more tasks' }).click();
  await expect(rows).toHaveCount(40);
  // Bench task 9,600 is the organisation's 21st newest: the first of the second page.
  await expect(rows.nth(20)).toHaveAccessibleName('Beach clean-up #9600');
  // Each title appears once: pages neither repeat nor skip a task.
  expect(new Set(await titles()).size).toBe(40);
});

test("the bench organisation's Messages lists its chats a page at a time", async ({ page }) => {
  await page.goto('/organisation/messages');
  const chats = page.getByRole('list', { name: 'Chats by task' });
  const groups = chats.locator(':scope > li');
  await expect(groups).toHaveCount(30);
  await expect(page.getByText('No active chats.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show more chats' }).click();
  await expect(groups).toHaveCount(60);
  // The newest chat's group opens on its conversation with the volunteer.
  await groups.first().getByRole('button').first().click();
  await groups.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  // The chat list's previews carry the same last message, and it stays on screen while the chat's
  // screen loads: the message is looked for in the conversation.
  const conversation = page.getByRole('list', { name: /^Conversation with / });
  await expect(conversation.getByText('Benchmark message 10', { exact: true })).toBeVisible();
});
