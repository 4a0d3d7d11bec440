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

test('with notifications allowed the portal subscribes with the backend’s key, and the worker shows what is pushed', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['notifications'] });
  const page = await context.newPage();
  page.on('console', (message) => console.log(`[browser ${message.type()}] ${message.text()}`));
  const keyRequest = page.waitForRequest('**/functions/v1/push-public-key');
  await signInAs(page, 'volunteer');
  await page.goto('/volunteer/messages');
  const keyResponse = await (await keyRequest).response();
  expect(keyResponse?.status()).toBe(200);
  // `ready` can resolve while the worker is still activating (its activate handler claims the
  // clients), and a push reaches only an activated worker: one handed over sooner was lost (CI).
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker === null || worker.state === 'activated') return;
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      }),
    );
  });

  // A push as the backend sends it, handed to the worker the way the browser's push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((candidate) => !candidate.isDeleted);
      if (registration !== undefined) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'New message from Olivia',
      body: 'See you Saturday',
      url: '/chat/some-chat',
      tag: 'chat-some-chat',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          url: (shown.data as { url?: string } | null)?.url,
        }));
      }),
    )
    .toEqual([
      { title: 'New message from Olivia', body: 'See you Saturday', url: '/chat/some-chat' },
    ]);
  await context.close();
});
