import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildVolunteerAppOnNextSharedDomain, NEXT_TEXT } from '../support/nextRemote';
import { expectRemoteScreen } from '../support/remoteScreen';
import { REPO_ROOT } from '../support/servers';
import { signInAs } from '../support/signIn';

// Separate deploys (issue #18): the volunteer team ships an app built against a newer shared-domain
// while the portal still runs the older one. The portal must refuse it with the area's clear error
// and Retry, never mount it on code it was not built for (a blank screen, an uncaught exception).
const NEXT_PORT = 4011;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const { dist } = buildVolunteerAppOnNextSharedDomain();
  server = spawn(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'serve-static.mjs'), dist, String(NEXT_PORT), '--spa'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${NEXT_PORT}/mf-manifest.json`);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
});

test.afterAll(() => {
  server?.kill();
});

test('a volunteer app built against a newer shared-domain is refused with a clear error and Retry; the portal keeps working', async ({
  page,
}) => {
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  await page.route('**/portal-config.json', async (route) => {
    const deployed = (await (await route.fetch()).json()) as { remotes: Record<string, string> };
    await route.fulfill({
      json: {
        ...deployed,
        remotes: {
          ...deployed.remotes,
          volunteer: `http://localhost:${NEXT_PORT}/mf-manifest.json`,
        },
      },
    });
  });
  const nextAppScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(NEXT_PORT) && url.pathname.endsWith('.js'))
      nextAppScripts.push(url.pathname);
  });

  await signInAs(page, 'volunteer');
  await page.goto('/volunteer/home');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'The volunteer area has been updated and needs the latest portal.',
  );
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(page.getByText(NEXT_TEXT)).toHaveCount(0);
  // Refused from its manifest: none of its code was fetched, let alone run.
  expect(nextAppScripts).toEqual([]);
  // The shell's frame and its own screens still work.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Leaderboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/volunteer\/leaderboard$/);

  // Retry loads the page again: with the portal the app was built for deployed it mounts; here the
  // portal is still the older one, so the same clear error comes back rather than a broken screen.
  await page.goto('/volunteer/home');
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toContainText('needs the latest portal');
  expect(uncaught).toEqual([]);
});

test('the volunteer app as deployed with this portal still mounts', async ({ page }) => {
  await signInAs(page, 'volunteer');
  await page.goto('/volunteer/home');
  await expectRemoteScreen(page, 'volunteer');
});
