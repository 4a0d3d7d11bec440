import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/signIn';
import { confirmThroughMail } from '../support/mail';

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a signed-out visitor of either area is sent to /signin', async ({ page }) => {
  for (const path of [
    '/volunteer/home',
    '/volunteer/rewards',
    '/organisation/home',
    '/organisation/mytasks',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL('/signin');
  }
});

test('a volunteer opening the organisation area goes to / and on to their own home', async ({
  page,
}) => {
  await signInThroughForm(page, DEMO.volunteer.email, DEMO.volunteer.password);
  await expect(page).toHaveURL('/volunteer/home');
  await page.goto('/organisation/mytasks');
  await expect(page).toHaveURL('/volunteer/home');
});

test('an organisation opening the volunteer area goes to / and on to its own home', async ({
  page,
}) => {
  await signInThroughForm(page, DEMO.organisation.email, DEMO.organisation.password);
  await expect(page).toHaveURL('/organisation/home');
  await page.goto('/volunteer/home');
  await expect(page).toHaveURL('/organisation/home');
});

test('an organisation that has not completed its profile is held on the completion screen, also after signing in again', async ({
  page,
}) => {
  const email = `incomplete-${Date.now()}@e2e.local`;
  const password = 'Complete#Later1';
  await page.goto('/organisation/signup');
  await page.getByLabel('Organisation name', { exact: true }).fill('Later Ltd');
  await page.getByLabel('Full name', { exact: true }).fill('Lena Later');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await confirmThroughMail(page, email);
  await expect(page).toHaveURL('/organisation/completeprofile');

  for (const path of ['/organisation/home', '/organisation/mytasks', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL('/organisation/completeprofile');
  }
  // The completion screen stays put: no redirect loop back to itself or elsewhere.
  await page.reload();
  await expect(page).toHaveURL('/organisation/completeprofile');

  await page.evaluate(() => localStorage.clear());
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL('/organisation/completeprofile');
});
