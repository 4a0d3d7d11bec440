import { expect, test } from '@playwright/test';

test('a signed-out visitor to / lands on /signin inside the portal', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/signin');
  await expect(page.getByText('The end of volunteer chaos.')).toBeVisible();
});

test('an unknown path goes to / and on to /signin', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/signin');
});
