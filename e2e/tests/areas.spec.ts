import { expect, test, type Page } from '@playwright/test';
import { expectRemoteScreen } from '../support/remoteScreen';
import { signInAs } from '../support/signIn';

async function expectTabs(page: Page, labels: string[], active: string) {
  const tabs = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(tabs).toHaveText(labels);
  await expect(tabs.and(page.locator('[aria-current="page"]'))).toHaveText([active]);
}

test('/volunteer opens the volunteer remote at /volunteer/home inside the shell', async ({
  page,
}) => {
  await signInAs(page, 'volunteer');
  await page.goto('/volunteer');
  await expect(page).toHaveURL('/volunteer/home');
  await expectRemoteScreen(page, 'volunteer');
  await expectTabs(page, ['Home', 'My Tasks', 'Rewards', 'Messages', 'Leaderboard'], 'Home');
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    '/volunteer/profile',
  );
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('/organisation opens the organisation remote at /organisation/home inside the shell', async ({
  page,
}) => {
  await signInAs(page, 'organisation');
  await page.goto('/organisation');
  await expect(page).toHaveURL('/organisation/home');
  await expectRemoteScreen(page, 'organisation');
  await expectTabs(page, ['Home', 'Create', 'My Tasks', 'Messages', 'Leaderboard'], 'Home');
});

test('logging out from an area asks first, ends the session and goes to /signin', async ({
  page,
}) => {
  await signInAs(page, 'volunteer');
  await page.goto('/volunteer/home');
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to log out?' });
  await page.getByRole('button', { name: 'Log out' }).click();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL('/volunteer/home');
  await page.getByRole('button', { name: 'Log out' }).click();
  await question.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/signin');
  await page.goto('/');
  await expect(page).toHaveURL('/signin');
});
