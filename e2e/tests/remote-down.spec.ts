import { expect, test } from '@playwright/test';
import { expectRemoteScreen } from '../support/remoteScreen';
import { logOutThroughMenu, signInAs } from '../support/signIn';
import { isServerRunning, startServer, stopServer } from '../support/servers';

test.afterEach(async () => {
  if (!(await isServerRunning('volunteer'))) await startServer('volunteer');
});

test('with the volunteer app down its area shows an error with Retry, which works once it is back', async ({
  page,
}) => {
  await signInAs(page, 'volunteer');
  await stopServer('volunteer');
  await page.goto('/volunteer/home');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The volunteer area is unavailable right now.');
  // The shell still draws the area: tabs, profile link and logout stay usable.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'My Tasks',
    'Rewards',
    'Messages',
    'Leaderboard',
  ]);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // A retry while the app is still down fails again instead of hanging or crashing the portal.
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled({ timeout: 15_000 });
  await expect(alert).toContainText('The volunteer area is unavailable right now.');

  await startServer('volunteer');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expectRemoteScreen(page, 'volunteer');
});

test('with the volunteer app down, logging out and the organisation area keep working', async ({
  page,
}) => {
  await signInAs(page, 'volunteer');
  await stopServer('volunteer');
  await page.goto('/volunteer/home');
  await expect(page.getByRole('alert')).toContainText('unavailable right now');

  await logOutThroughMenu(page);

  await signInAs(page, 'organisation');
  await page.goto('/organisation/home');
  await expectRemoteScreen(page, 'organisation');
});
