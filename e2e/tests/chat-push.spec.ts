import { expect, test } from '@playwright/test';
import { signInAs } from '../support/signIn';

test('after sign-in the portal registers its service worker at /sw.js for the whole site', async ({
  page,
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-type']).toContain('javascript');
  // The production build minifies it, quotes included.
  expect(await worker.text()).toMatch(/addEventListener\(["']push["']/);

  // What the portal logged explains a missing registration.
  page.on('console', (message) => console.log(`[browser ${message.type()}] ${message.text()}`));
  await signInAs(page, 'volunteer');
  await page.goto('/volunteer/messages');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL ?? null };
  });
  expect(registration).toEqual({
    scope: `${new URL(page.url()).origin}/`,
    script: `${new URL(page.url()).origin}/sw.js`,
  });
});
