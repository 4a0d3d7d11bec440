import { expect, test } from '@playwright/test';
import { confirmThroughMail } from '../support/mail';

// The whole onboarding (weak then strong password, the three steps, the logo) is part of the
// journey in organisation-journey.spec.ts; this is the way out of it.
test('logging out from the profile completion goes to /signin', async ({ page }) => {
  const stamp = Date.now();
  const email = `hub${stamp}@example.org`;
  await page.goto('/organisation/signup');
  await page.getByLabel('Organisation name').fill(`Hillside Hub ${stamp}`);
  await page.getByLabel('Full name').fill('Sam Roe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Strong1!pass');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await confirmThroughMail(page, email);
  await expect(page).toHaveURL('/organisation/completeprofile');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to log out?' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL('/signin');
  await page.goto('/organisation/home');
  await expect(page).toHaveURL('/signin');
});
