import { expect, test, type Page } from '@playwright/test';
import { backendEnv } from '../support/backendEnv';

const ORGANISATION_PASSWORD_RULE =
  'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character.';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`;
}

/**
 * The rows the database holds for the account of `email`, read with the service key the global
 * setup does not hand out: through the stack's admin API and REST as the service role.
 */
async function rowsOf(email: string, table: string, columns: string): Promise<unknown[]> {
  const { apiUrl, serviceRoleKey } = backendEnv();
  const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
  const users = await fetch(
    `${apiUrl}/rest/v1/users?email=eq.${encodeURIComponent(email)}&select=id`,
    {
      headers,
    },
  );
  expect(users.ok).toBe(true);
  const [user] = (await users.json()) as { id: string }[];
  if (!user) return [];
  const response = await fetch(`${apiUrl}/rest/v1/${table}?id=eq.${user.id}&select=${columns}`, {
    headers,
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

  await fillAndSubmit(page, { ...fields, Password: 'Harbour#2026' });
  // Confirmation is on (supabase/config.toml): the account waits for its mailed link
  // (auth-mail.spec.ts follows it); the database has already made both rows from the sign-up.
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  expect(await rowsOf(email, 'users', 'role,name,first_login_complete')).toEqual([
    { role: 'organisation', name: 'Omar Founder', first_login_complete: false },
  ]);
});

test('a sign-up the backend refuses shows its message in red under the form', async ({ page }) => {
  await page.goto('/volunteer/signup');
  // Auth refuses passwords longer than bcrypt reads (72 bytes); the form has no such rule itself.
  await fillAndSubmit(page, {
    'Full name': 'Sam Longpass',
    Email: uniqueEmail('long-password'),
    Password: 'x'.repeat(73),
  });
  const error = page.getByRole('alert');
  await expect(error).toBeVisible();
  await expect(error).not.toBeEmpty();
  await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(page).toHaveURL('/volunteer/signup');
});
