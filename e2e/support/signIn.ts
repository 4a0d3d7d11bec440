import { expect, type Page } from '@playwright/test';
import { backendEnv } from './backendEnv';

/** The demo accounts of supabase/seed.sql. */
export const DEMO = {
  volunteer: { email: 'volunteer@demo.local', password: 'Volunteer1!' },
  organisation: { email: 'organisation@demo.local', password: 'Organisation1!' },
} as const;

/** Logs out through the area's Log out button, answering its question, and lands on /signin. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to log out?' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL('/signin');
}

/**
 * Signs in against the real auth service and hands the session to the portal the way supabase-js
 * keeps it (localStorage): a returning user, without going through the sign-in screen.
 */
export async function signInAs(page: Page, role: keyof typeof DEMO): Promise<void> {
  const { apiUrl, anonKey } = backendEnv();
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO[role]),
  });
  if (!response.ok) throw new Error(`Demo sign-in failed: HTTP ${response.status}`);
  const session: unknown = await response.json();
  const storageKey = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.goto('/signin');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(session),
  ] as const);
}
