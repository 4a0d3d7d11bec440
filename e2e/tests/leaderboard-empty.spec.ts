import { expect, test } from '@playwright/test';
import type { Backend } from '../support/backend';
import { startEmptyBackend, usePortalBackend } from '../support/emptyBackend';
import { confirmThroughMail } from '../support/mail';

let empty: Backend;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  empty = await startEmptyBackend();
});

test.afterAll(async () => {
  await empty?.stop();
});

/** Onboarding as it ends (SPEC §4): the volunteer's own profile row says it is complete. */
async function completeOnboarding(email: string, password: string) {
  const headers = { apikey: empty.anonKey, 'content-type': 'application/json' };
  const tokenResponse = await fetch(`${empty.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  expect(tokenResponse.ok).toBe(true);
  const session = (await tokenResponse.json()) as { access_token: string; user: { id: string } };
  const update = await fetch(`${empty.apiUrl}/rest/v1/users?id=eq.${session.user.id}`, {
    method: 'PATCH',
    headers: { ...headers, authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify({ first_login_complete: true }),
  });
  expect(update.ok).toBe(true);
}

test('with no completed tasks anywhere the board invites the volunteer to find their next task', async ({
  page,
}) => {
  await usePortalBackend(page, empty);
  const email = `first-${Date.now()}@e2e.local`;
  const password = 'plain-password';
  await page.goto('/volunteer/signup');
  await page.getByLabel('Full name', { exact: true }).fill('Fern First');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await confirmThroughMail(page, email, empty.inboxUrl);
  await expect(page).toHaveURL(/\/volunteer\/(completeprofile|select-organisations)$/);
  // The empty portal has no organisation to follow, so onboarding is finished through the API.
  await completeOnboarding(email, password);

  await page.goto('/volunteer/leaderboard');
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByText("No one's topped the board yet")).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('leaderboard-empty-360.png') });

  await page.getByRole('button', { name: 'Find your next task' }).click();
  await expect(page).toHaveURL('/volunteer/home');
});
