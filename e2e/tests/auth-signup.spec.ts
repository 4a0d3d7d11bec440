import { expect, test, type Page } from '@playwright/test';
import { backendEnv } from '../support/backendEnv';

const ORGANISATION_PASSWORD_RULE =
  'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character.';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`;
}

/** Reads rows as the new account itself, through the same REST API the portal uses. */
async function readAsUser(email: string, password: string, query: string): Promise<unknown[]> {
  const { apiUrl, anonKey } = backendEnv();
  const tokenResponse = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(tokenResponse.ok).toBe(true);
  const { access_token: token, user } = (await tokenResponse.json()) as {
    access_token: string;
    user: { id: string };
  };
  const response = await fetch(`${apiUrl}/rest/v1/${query.replace('{uid}', user.id)}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as unknown[];
}

async function fillAndSubmit(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Sign up' }).click();
}

test('signing up as a volunteer creates the account and its users row, then opens profile completion', async ({
  page,
}) => {
  const email = uniqueEmail('volunteer');
  const password = 'plain-password';
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Sign Up as Volunteer' }).click();
  await expect(page).toHaveURL('/volunteer/signup');
  await fillAndSubmit(page, { 'Full name': 'Vera Newcomer', Email: email, Password: password });

  // The completion screen itself sends a volunteer without organisations on to choose them.
  await expect(page).toHaveURL(/\/volunteer\/(completeprofile|select-organisations)$/);
  // ...and stays on an onboarding screen rather than bouncing between routes.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/volunteer\/(completeprofile|select-organisations)$/);
  await expect(page.getByRole('main')).not.toBeEmpty();
  expect(
    await readAsUser(email, password, 'users?id=eq.{uid}&select=role,name,first_login_complete'),
  ).toEqual([{ role: 'volunteer', name: 'Vera Newcomer', first_login_complete: false }]);
});

test('signing up as an organisation enforces the password rule, then creates user and organisation rows', async ({
  page,
}) => {
  const email = uniqueEmail('organisation');
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Sign Up as Organisation' }).click();
  await expect(page).toHaveURL('/organisation/signup');
  const fields = {
    'Organisation name': 'Harbour Helpers',
    'Full name': 'Omar Founder',
    Email: email,
    Password: 'weakpassword',
  };
  await fillAndSubmit(page, fields);
  await expect(page.getByText(ORGANISATION_PASSWORD_RULE, { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/organisation/signup');

  const password = 'Harbour#2026';
  await fillAndSubmit(page, { ...fields, Password: password });
  await expect(page).toHaveURL('/organisation/completeprofile');
  expect(
    await readAsUser(email, password, 'users?id=eq.{uid}&select=role,name,first_login_complete'),
  ).toEqual([{ role: 'organisation', name: 'Omar Founder', first_login_complete: false }]);
  expect(
    await readAsUser(email, password, 'organisations?user_id=eq.{uid}&select=name,type'),
  ).toEqual([{ name: 'Harbour Helpers', type: 'other' }]);
});

test('a sign-up the backend refuses shows its message in red under the form', async ({ page }) => {
  await page.goto('/volunteer/signup');
  await fillAndSubmit(page, {
    'Full name': 'Sam Again',
    Email: 'volunteer@demo.local',
    Password: 'Volunteer1!',
  });
  const error = page.getByRole('alert');
  await expect(error).toBeVisible();
  await expect(error).not.toBeEmpty();
  await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(page).toHaveURL('/volunteer/signup');
});
