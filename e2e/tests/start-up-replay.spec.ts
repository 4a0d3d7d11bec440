import { expect, test, type Page } from '@playwright/test';
import { backendEnv } from '../support/backendEnv';
import { logOutThroughMenu, signInAs } from '../support/signIn';

// Issue #18: once a returning user's first screen has settled, the shell keeps what that start
// fetched (shell/src/app/startUpReplay.ts); on their next start at the same address, index.html's
// own script preloads the role app's files and sends the screen's first reads at once, and the
// portal's Supabase client takes those answers instead of asking again.

const START_UP_KEY = 'portal:start-up:/volunteer/home';

type Sent = { url: string; initiatorUrl: string | null };

/** Every request the page sends, with the script that sent it (from the DevTools protocol). */
async function recordRequests(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const frames = initiator.stack?.callFrames ?? [];
    sent.push({ url: request.url, initiatorUrl: frames[0]?.url ?? initiator.url ?? null });
  });
  return sent;
}

test("a returning volunteer's Home is read by index.html's own script before any other, and read once", async ({
  page,
}) => {
  await signInAs(page, 'volunteer');
  await page.goto('/volunteer/home');
  await expect(page.locator('#root main article').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), START_UP_KEY))
    .not.toBeNull();
  const kept = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), START_UP_KEY)) ?? '{}',
  ) as { reads: { url: string }[]; scripts: string[]; manifests: string[] };
  // Kept without the user's token: what was asked, not who may ask.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string })
      .access_token;
  });
  expect(token).toBeTruthy();
  expect(JSON.stringify(kept)).not.toContain(token);
  expect(kept.manifests).toEqual([expect.stringMatching(/\/mf-manifest\.json$/)]);
  expect(kept.scripts).toEqual(expect.arrayContaining([expect.stringMatching(/remoteEntry\.js$/)]));

  const sent = await recordRequests(page);
  await page.goto('/volunteer/home');
  await expect(page.locator('#root main article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const api = backendEnv().apiUrl;
  const reads = (path: string) => sent.filter(({ url }) => url.startsWith(`${api}${path}`));
  const page_ = new URL(page.url()).href;
  for (const path of [
    '/rest/v1/rpc/get_open_tasks',
    '/rest/v1/rpc/get_open_reminders',
    '/rest/v1/users?',
  ]) {
    // Once, and by the inline script of index.html itself, not by a script that had to download.
    expect(reads(path), path).toHaveLength(1);
    expect(reads(path)[0]?.initiatorUrl, path).toBe(page_);
  }
  // The role app's scripts were downloaded once each, whoever asked first: index.html's preloads
  // (on a slow connection, long before start-up knows the app's address) or, on this fast one,
  // possibly start-up itself.
  for (const script of kept.scripts) {
    expect(sent.filter(({ url }) => url === script)).toHaveLength(1);
  }
  // Every early read was taken by the client.
  expect(
    await page.evaluate(
      () => (window as unknown as { __portalEarlyReads?: unknown[] }).__portalEarlyReads?.length,
    ),
  ).toBe(0);

  // Logging out forgets what the starts fetched, with every copy of the screens.
  await logOutThroughMenu(page);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('portal:start-up')),
    ),
  ).toEqual([]);
});
