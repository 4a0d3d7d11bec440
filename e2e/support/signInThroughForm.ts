import type { Page } from '@playwright/test';

/** Fills in and submits the sign-in form, the shell's or a role app's on its own (one component). */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
