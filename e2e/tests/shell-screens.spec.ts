import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/signIn';

const PHONE = { width: 360, height: 740 };

/** Nothing on the screen is wider than the phone: no sideways scrolling. */
async function expectFitsPhone(page: Page, name: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} scrolls sideways`,
  ).toBeLessThanOrEqual(PHONE.width);
  // Kept with the test's output for a look at how the screens sit together.
  await page.screenshot({ path: test.info().outputPath(`phone-${name}.png`), fullPage: true });
}

test.use({ viewport: PHONE });

test('the signed-out screens fit a phone, errors included', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'New here? See what we do' }).click();
  await expect(page.getByRole('link', { name: 'Join for free' })).toBeVisible();
  await expectFitsPhone(page, 'welcome');

  await page.goto('/signin');
  await expect(page.getByText('The end of volunteer chaos.')).toBeVisible();
  await expectFitsPhone(page, 'signin');

  await page.goto('/signup');
  await expect(page.getByRole('link', { name: 'Sign Up as Volunteer' })).toBeVisible();
  await expectFitsPhone(page, 'signup');

  await page.goto('/volunteer/signup');
  await page.getByLabel('Full name', { exact: true }).fill('Sam Again');
  await page.getByLabel('Email', { exact: true }).fill(`long-${Date.now()}@e2e.local`);
  // Refused by auth: longer than the 72 bytes bcrypt reads.
  await page.getByLabel('Password', { exact: true }).fill('x'.repeat(73));
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectFitsPhone(page, 'volunteer-signup-error');

  await page.goto('/organisation/signup');
  await page.getByLabel('Organisation name', { exact: true }).fill('Harbour Helpers');
  await page.getByLabel('Full name', { exact: true }).fill('Omar Founder');
  await page.getByLabel('Email', { exact: true }).fill(`weak-${Date.now()}@e2e.local`);
  await page.getByLabel('Password', { exact: true }).fill('weakpassword');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(/Password must be at least 8 characters/)).toBeVisible();
  await expectFitsPhone(page, 'organisation-signup-error');
});

test('the shared signed-in screens fit a phone', async ({ page }) => {
  await signInAs(page, 'volunteer');
  await page.goto('/volunteer/leaderboard');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
  await expectFitsPhone(page, 'leaderboard');

  await page.goto('/volunteer/messages');
  const group = page.getByRole('main').getByRole('button').first();
  await group.click();
  const chat = page.getByRole('main').getByRole('link').first();
  await expect(chat).toBeVisible();
  await expectFitsPhone(page, 'messages');

  await chat.click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expectFitsPhone(page, 'chat');
});
