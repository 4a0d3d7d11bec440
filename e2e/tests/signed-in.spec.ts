import { expect, test } from '@playwright/test';
import { signInAs } from '../support/signIn';

test('a signed-in volunteer going to / lands on /volunteer/home with the open tasks of the seed', async ({
  page,
}) => {
  await signInAs(page, 'volunteer');
  await page.goto('/');
  await expect(page).toHaveURL('/volunteer/home');
  // The seed gives the demo volunteer open tasks of the organisations they follow.
  await expect(page.getByRole('main').locator('a[href^="/volunteer/task/"]').first()).toBeVisible();
});

test('a signed-in organisation going to / lands on /organisation/home with its own tasks', async ({
  page,
}) => {
  await signInAs(page, 'organisation');
  await page.goto('/');
  await expect(page).toHaveURL('/organisation/home');
  await expect(
    page.getByRole('main').locator('a[href^="/organisation/task/"]').first(),
  ).toBeVisible();
});
