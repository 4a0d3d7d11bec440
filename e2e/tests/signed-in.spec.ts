import { expect, test } from '@playwright/test';
import { signInAs } from '../support/signIn';
import { settled } from '../support/settled';

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

test('the organisation home keeps its place while what needs doing loads after its tasks: no layout shift', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'organisation');
  // The counts come a second after the task list, as on a slow connection.
  await page.route('**/rest/v1/rpc/get_organisation_todo', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/organisation/home');
  const todo = page.getByRole('region', { name: 'Needs doing' });
  await expect(page.getByRole('heading', { name: 'All tasks' })).toBeVisible();
  await expect(todo.getByRole('link', { name: /waiting for you/ })).toBeVisible();
  await settled(page);
  const shifted = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );
  expect(shifted).toBeLessThan(0.01);
});
