import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  buildVolunteerAppOnNextSharedDomain,
  buildVolunteerAppWithChangedFirstRead,
  CHANGED_FIRST_SORT,
  NEXT_TEXT,
} from '../support/nextRemote';
import { expectRemoteScreen } from '../support/remoteScreen';
import { REPO_ROOT } from '../support/servers';
import { signInAs } from '../support/signIn';

// Separate deploys (issue #18): the volunteer team ships an app built against a newer shared-domain
// while the portal still runs the older one. The portal must refuse it with the area's clear error
// and Retry, never mount it on code it was not built for (a blank screen, an uncaught exception).
const NEXT_PORT = 4011;
// Issue #45: the volunteer team changes its Home screen's first read and deploys alone.
const CHANGED_PORT = 4012;
const servers: ChildProcess[] = [];

async function serve(dist: string, port: number): Promise<void> {
  servers.push(
    spawn(
      process.execPath,
      [join(REPO_ROOT, 'scripts', 'serve-static.mjs'), dist, String(port), '--spa'],
      { stdio: 'ignore' },
    ),
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/mf-manifest.json`);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await serve(buildVolunteerAppOnNextSharedDomain().dist, NEXT_PORT);
  await serve(buildVolunteerAppWithChangedFirstRead(), CHANGED_PORT);
});

test.afterAll(() => {
  for (const server of servers) server.kill();
});

/** The portal as deployed, with its volunteer app at `port`. */
async function withVolunteerAppAt(page: Page, port: number): Promise<void> {
  await page.route('**/portal-config.json', async (route) => {
    const deployed = (await (await route.fetch()).json()) as { remotes: Record<string, string> };
    await route.fulfill({
      json: {
        ...deployed,
        remotes: { ...deployed.remotes, volunteer: `http://localhost:${port}/mf-manifest.json` },
      },
    });
  });
}

test('a volunteer app built against a newer shared-domain is refused with a clear error and Retry; the portal keeps working', async ({
  page,
}) => {
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  await withVolunteerAppAt(page, NEXT_PORT);
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

test('a volunteer app deployed alone with a changed first read mounts, and Home reads what it asks for', async ({
  page,
}) => {
  await withVolunteerAppAt(page, CHANGED_PORT);
  const sorts: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/get_open_tasks')) {
      sorts.push((request.postDataJSON() as { p_sort?: unknown }).p_sort);
    }
  });
  const changedAppScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(CHANGED_PORT) && url.pathname.endsWith('.js')) {
      changedAppScripts.push(url.pathname);
    }
  });
  await signInAs(page, 'volunteer');
  await page.goto('/volunteer/home');
  await expect(page.locator('#root main article').first()).toBeVisible();
  expect(changedAppScripts.length).toBeGreaterThan(0);
  await expect(page.getByLabel('Sort by')).toHaveValue(CHANGED_FIRST_SORT);
  // The shell and shared-domain are today's: the app's route started its own first read.
  expect(sorts[0]).toBe(CHANGED_FIRST_SORT);
  expect(sorts).not.toContain('for_you');
});
