import { expect, test } from '@playwright/test';
import { signInAs } from '../support/signIn';

test('a signed-in volunteer going to / lands on /volunteer/home with the open tasks of the seed', async ({
  page,
}) => {
  await signInAs(page, 'volunteer');
  await page.goto('/');
  await expect(page).toHaveURL('/volunteer/home');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/volunteer\/task\//);
});

test('a signed-in organisation going to / lands on /organisation/home with its own tasks', async ({
  page,
}) => {
  await signInAs(page, 'organisation');
  await page.goto('/');
  await expect(page).toHaveURL('/organisation/home');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/organisation\/task\//);
});

test('logging out ends the session: / then goes to /signin', async ({ page }) => {
  await signInAs(page, 'volunteer');
  await page.goto('/volunteer/home');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to log out?' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL('/signin');
  await page.goto('/');
  await expect(page).toHaveURL('/signin');
});
