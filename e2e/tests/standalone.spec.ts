import { expect, test } from '@playwright/test';
import { urlOf } from '../support/servers';

for (const remote of [
  {
    name: 'volunteer' as const,
    home: '/volunteer/home',
    tabs: ['Home', 'My Tasks', 'Rewards', 'Messages', 'Leaderboard'],
  },
  {
    name: 'organisation' as const,
    home: '/organisation/home',
    tabs: ['Home', 'Create', 'My Tasks', 'Messages', 'Leaderboard'],
  },
]) {
  test(`the ${remote.name} app runs on its own with its area layout`, async ({ page }) => {
    await page.goto(urlOf(remote.name));
    await expect(page).toHaveURL(`${urlOf(remote.name)}${remote.home}`);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(
      remote.tabs,
    );
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
}
