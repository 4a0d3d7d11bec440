import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  demoOrganisation,
  newVolunteer,
  openAs,
  postTask,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

test('the opportunities list (/volunteer/tasks) searches, sorts with its own labels and applies from the card', async ({
  page,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const tag = randomUUID().slice(0, 6);
  const rowing = `Rowing club cleanup ${tag}`;
  const bakery = `Bake sale stall ${tag}`;
  // Five days ahead, hard, two hours: 200 points.
  await postTask(org, 120, rowing);
  // Two days ahead, easy, one hour: 25 points; found by its description too.
  await postTask(org, 48, bakery, {
    description: `Cakes and scones ${tag}`,
    location: 'Town hall foyer',
    difficulty: 'easy',
    hoursRequired: 1,
    capacity: 2,
  });

  await openAs(page, volunteer.session, '/volunteer/tasks');
  const list = page.getByRole('region', { name: 'Opportunities' });
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('earliest');
  await expect(sort.locator('option')).toHaveText([
    'Newest First',
    'Points High to Low',
    'Earliest First',
  ]);

  const titles = list.locator('li h2');
  await page.getByPlaceholder('Search for a task').fill(tag);
  await expect(titles).toHaveText([bakery, rowing]);
  await sort.selectOption({ label: 'Points High to Low' });
  await expect(titles).toHaveText([rowing, bakery]);
  await sort.selectOption({ label: 'Newest First' });
  await expect(titles).toHaveText([bakery, rowing]);
  await page.getByPlaceholder('Search for a task').fill(`CAKES and scones ${tag.toUpperCase()}`);
  await expect(titles).toHaveText([bakery]);
  await page.getByPlaceholder('Search for a task').fill(`nothing like this ${tag}`);
  await expect(list.getByText('No tasks to display.')).toBeVisible();

  await page.getByPlaceholder('Search for a task').fill(tag);
  await page.getByRole('button', { name: `Apply for ${rowing}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Hours: 2 hrs');
  await expect(dialog).toContainText('Proceed?');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Application submitted!', { exact: true })).toBeVisible();
  const card = list.locator('li', { hasText: rowing });
  await expect(card.getByText('Applied', { exact: true })).toBeVisible();

  await card.getByRole('link', { name: rowing }).click();
  await expect(page).toHaveURL(/\/volunteer\/task\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Awaiting Approval')).toBeVisible();
});

test('the plain applications list (/volunteer/applications) shows every application with its status', async ({
  page,
}) => {
  const volunteer = await newVolunteer({ onboarded: true });
  await openAs(page, volunteer.session, '/volunteer/applications');
  await expect(page.getByText('No applications to display.')).toBeVisible();

  const org = await demoOrganisation();
  await volunteer.client
    .from('user_organisations')
    .insert({ user_id: volunteer.id, org_id: org.orgId });
  const title = `Library shelving ${randomUUID().slice(0, 4)}`;
  const taskId = await postTask(org, 72, title);
  const { error } = await volunteer.client.rpc('apply_for_task', { p_task_id: taskId });
  if (error !== null) throw new Error(error.message);
  await page.reload();

  const item = page.getByRole('article').filter({ hasText: title });
  await expect(item).toContainText('Applied');
  await expect(item).toContainText('Harbour Wharf Shed 3');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Chat' })).toHaveCount(0);
});
