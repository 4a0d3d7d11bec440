import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect, test } from '@playwright/test';
import { backendEnv } from '../support/backendEnv';

/** A 2×2 PNG: a real image the org-logos bucket accepts. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAAdGQEDrM6MTwAAAABJRU5ErkJggg==',
  'base64',
);

test('a new organisation signs up, completes its profile with a logo and sees its profile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `kitchen${stamp}@example.org`;
  const password = 'Strong1!pass';
  const name = `Seaside Pantry ${stamp}`;

  await page.goto('/organisation/signup');
  await page.getByLabel('Organisation name').fill(name);
  await page.getByLabel('Full name').fill('Pat Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('weak');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText(
      'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character.',
    ),
  ).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/organisation/completeprofile');

  await page.getByLabel('Bio').fill('Feeding the harbour since 1999.');
  await page.getByLabel('Your role in the organisation').fill('Coordinator');
  await page.getByLabel('Organisation type').selectOption('community_group');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Instagram').fill('@seasidepantry');
  await page.getByLabel('TikTok').fill('@seasidepantry');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Organisation logo is required.')).toBeVisible();
  await page
    .getByLabel('Organisation logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/organisation/home');

  const { apiUrl, anonKey } = backendEnv();
  const client = createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket; supabase-js needs one for its realtime client.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  await client.auth.signInWithPassword({ email, password });
  const { data: organisation } = await client
    .from('organisations')
    .select('logo_url, type, instagram')
    .eq('name', name)
    .single();
  expect(organisation).toMatchObject({ type: 'community_group', instagram: '@seasidepantry' });
  const logo = await fetch((organisation as { logo_url: string }).logo_url);
  expect(logo.status).toBe(200);

  await page.goto('/organisation/profile');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Community Group')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/organisation/edit-profile');
  await page.getByLabel('Mission').fill('No one goes hungry.');
  await page.getByLabel('ABN').fill('12 345 678 901');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/organisation/profile');
  await expect(page.getByText('No one goes hungry.')).toBeVisible();
  await expect(page.getByText('12 345 678 901')).toBeVisible();
});

test('logging out from the profile completion goes to /signin', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/organisation/signup');
  await page.getByLabel('Organisation name').fill(`Hillside Hub ${stamp}`);
  await page.getByLabel('Full name').fill('Sam Roe');
  await page.getByLabel('Email').fill(`hub${stamp}@example.org`);
  await page.getByLabel('Password').fill('Strong1!pass');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/organisation/completeprofile');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/signin');
  await page.goto('/organisation/home');
  await expect(page).toHaveURL('/signin');
});
