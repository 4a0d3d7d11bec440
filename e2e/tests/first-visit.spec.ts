import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/signIn';

/** A returning user starts from the cached copy; the browser revalidates it meanwhile. */
const STALE_WHILE_REVALIDATE = 'max-age=0, stale-while-revalidate=604800';

// Issue #18: what a visitor (or a password manager) puts into the pre-rendered sign-in form before
// the page's script has taken over is kept, and the portal's files are cached as a CDN would.

const LOADS = 20;

/** Holds the portal's script back until `release` is called: the form is painted, React is not in. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function portalReady(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('portal-ready').length > 0);
}

test(`the sign-in form keeps what was typed or autofilled before the page's script ran, ${LOADS} fresh loads in a row`, async ({
  browser,
}) => {
  test.setTimeout(LOADS * 10_000);
  for (let load = 1; load <= LOADS; load += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/signin', { waitUntil: 'commit' });
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await expect(email).toBeVisible();
    if (load % 2 === 0) {
      // As a password manager fills a form: values set at once, with input and change events.
      await page.evaluate(
        ({ address, secret }) => {
          for (const [selector, value] of [
            ['input[type=email]', address],
            ['input[type=password]', secret],
          ] as const) {
            const field = document.querySelector<HTMLInputElement>(selector);
            if (field === null) throw new Error(`no ${selector}`);
            field.value = value;
            field.dispatchEvent(new Event('input', { bubbles: true }));
            field.dispatchEvent(new Event('change', { bubbles: true }));
          }
        },
        { address: DEMO.volunteer.email, secret: DEMO.volunteer.password },
      );
    } else {
      await email.pressSequentially(DEMO.volunteer.email);
      await password.pressSequentially(DEMO.volunteer.password);
    }
    release();
    await portalReady(page);
    await expect(email, `load ${load}`).toHaveValue(DEMO.volunteer.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page, `load ${load}`).toHaveURL('/volunteer/home');
    await context.close();
  }
});

test('"Sign in" pressed before the page\'s script has run signs in once it has, and the password never leaves in a request\'s address', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const release = await holdScripts(page);
  await page.goto('/signin', { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).fill(DEMO.volunteer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.volunteer.password);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await signIn.click();
  // Pressed again while nothing seems to happen: still one sign-in.
  await signIn.click();
  // The form is held, not sent by the browser: same page, what was typed still there.
  await expect(page).toHaveURL('/signin');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO.volunteer.password);
  release();
  await expect(page).toHaveURL('/volunteer/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const password = encodeURIComponent(DEMO.volunteer.password);
  expect(addresses.filter((address) => address.includes(password))).toEqual([]);
  expect(addresses.filter((address) => /[?&]password=/.test(address))).toEqual([]);
});

test('hashed files are cached for a year; the page, its configuration and entry are used while they revalidate with 304s', async ({
  request,
}) => {
  const page = await request.get('/signin');
  expect(page.headers()['cache-control']).toBe(STALE_WHILE_REVALIDATE);
  const etag = page.headers().etag;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get('/signin', { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  const html = await page.text();
  const chunk = /href="(\/?[\w-]+\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  expect(chunk).toBeDefined();
  const hashed = await request.get(`/${(chunk ?? '').replace(/^\//, '')}`);
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const path of ['/portal-config.json', '/main.js']) {
    const first = await request.get(path);
    expect(first.headers()['cache-control']).toBe(STALE_WHILE_REVALIDATE);
    const revisit = await request.get(path, {
      headers: { 'if-none-match': first.headers().etag ?? '' },
    });
    expect({ path, status: revisit.status() }).toEqual({ path, status: 304 });
  }
  // The service worker is checked for updates by the browser itself, never from the cache.
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});
