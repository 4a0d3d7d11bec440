// Sign-up with e-mail confirmation and password recovery through real mail: the stack's auth sends
// over SMTP into its local inbox (MailDev), and the journeys read the mail through the inbox's API
// and open its link as the new user would.
import { expect, test, type Page } from '@playwright/test';
import { backendEnv } from '../support/backendEnv';
import { mailedLink } from '../support/mail';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`;
}

async function signUpThroughForm(page: Page, path: string, fields: Record<string, string>) {
  await page.goto(path);
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Sign up' }).click();
}

async function signInThroughApi(email: string, password: string) {
  const { apiUrl, anonKey } = backendEnv();
  return fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** Reads rows as the account itself, through the REST API the portal uses. */
async function readAsUser(email: string, password: string, query: string): Promise<unknown[]> {
  const { apiUrl, anonKey } = backendEnv();
  const session = (await (await signInThroughApi(email, password)).json()) as {
    access_token: string;
    user: { id: string };
  };
  const response = await fetch(`${apiUrl}/rest/v1/${query.replace('{uid}', session.user.id)}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${session.access_token}` },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as unknown[];
}

test('a new volunteer confirms the mailed link and lands in profile completion', async ({
  page,
}) => {
  const email = uniqueEmail('confirm-volunteer');
  const password = 'plain-password';
  await signUpThroughForm(page, '/volunteer/signup', {
    'Full name': 'Mia Mailbox',
    Email: email,
    Password: password,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // The database made the users row from the sign-up, before anyone confirmed anything.
  const link = await mailedLink(email);
  expect(new URL(link).pathname).toBe('/auth/v1/verify');

  await page.goto(link);
  await expect(page).toHaveURL(/\/volunteer\/(completeprofile|select-organisations)$/);
  await expect(page.getByRole('main')).not.toBeEmpty();
  expect(
    await readAsUser(email, password, 'users?id=eq.{uid}&select=role,name,first_login_complete'),
  ).toEqual([{ role: 'volunteer', name: 'Mia Mailbox', first_login_complete: false }]);
});

test('a new organisation confirms the mailed link and lands in its profile completion', async ({
  page,
}) => {
  const email = uniqueEmail('confirm-organisation');
  const password = 'Harbour#2026';
  await signUpThroughForm(page, '/organisation/signup', {
    'Organisation name': 'Mailbox Harbour',
    'Full name': 'Oli Owner',
    Email: email,
    Password: password,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await page.goto(await mailedLink(email));
  await expect(page).toHaveURL('/organisation/completeprofile');
  expect(
    await readAsUser(email, password, 'organisations?user_id=eq.{uid}&select=name,type'),
  ).toEqual([{ name: 'Mailbox Harbour', type: 'other' }]);
});

test('signing in before confirming says so and offers to resend the mail', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  const password = 'plain-password';
  await signUpThroughForm(page, '/volunteer/signup', {
    'Full name': 'Una Confirmed',
    Email: email,
    Password: password,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await mailedLink(email);

  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('Please confirm your email address first. We sent you a link.'),
  ).toBeVisible();
  await expect(page.getByText('Login failed. Please check your credentials.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend email' })).toBeVisible();
  await expect(page).toHaveURL('/signin');
});

test('Resend waits out its cooldown, then sends a new link that works', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('resend');
  await signUpThroughForm(page, '/volunteer/signup', {
    'Full name': 'Ray Resend',
    Email: email,
    Password: 'plain-password',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const first = await mailedLink(email);
  const resend = page.getByRole('button', { name: 'Resend email' });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/You can resend the email in \d+ seconds?\./)).toBeVisible();

  await expect(resend).toBeEnabled({ timeout: 75_000 });
  await resend.click();
  await expect(page.getByText('We sent you a new link.')).toBeVisible();
  const second = await mailedLink(email, 2);
  expect(second).not.toBe(first);
  await expect(resend).toBeDisabled();

  await page.goto(second);
  await expect(page).toHaveURL(/\/volunteer\/(completeprofile|select-organisations)$/);
});

test('a forgotten password is reset through the mailed link, which signs the user in', async ({
  page,
}) => {
  const email = uniqueEmail('forgot');
  await signUpThroughForm(page, '/volunteer/signup', {
    'Full name': 'Fay Forgetful',
    Email: email,
    Password: 'old-password',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  // Confirmed in another browser: this one stays signed out.
  const confirmed = await fetch(await mailedLink(email), { redirect: 'manual' });
  expect(confirmed.status).toBe(303);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`If an account exists for ${email}, we sent a link to reset your password.`),
  ).toBeVisible();

  const link = await mailedLink(email, 2);
  await page.goto(link);
  await expect(page).toHaveURL('/reset-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('new-password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('new-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/volunteer\/(completeprofile|select-organisations|home)$/);

  expect((await signInThroughApi(email, 'old-password')).status).toBe(400);
  expect((await signInThroughApi(email, 'new-password')).status).toBe(200);
});
