import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { backendEnv } from '../support/backendEnv';
import { logOutThroughMenu, signInAs } from '../support/signIn';
import {
  openAs,
  postTask,
  rpc,
  serviceClient,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

// Issue #18: a returning user sees the screen they last left at once, painted by index.html from the
// copy the shell kept (shell/src/app/lastVisit.ts), while the portal starts behind it; the live
// screen takes its place as soon as it has its content. The copy sits in a closed shadow root, so
// neither page scripts nor Playwright's locators reach it: the DevTools protocol reads it here.

/** Where the shell keeps the copy of /volunteer/home (lastVisit.ts: one entry per path). */
const HOME_COPY_KEY = 'portal:last-visit:/volunteer/home';

type DomNode = {
  nodeType: number;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
};

/** The text the painted copy shows, read through its closed shadow root; null when none is painted. */
async function paintedCopyText(page: Page): Promise<string | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const find = (node: DomNode): DomNode | undefined => {
      if (node.attributes?.includes('data-cards')) return node;
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
        const found = find(child);
        if (found) return found;
      }
      return undefined;
    };
    const text = (node: DomNode): string =>
      node.nodeType === 3
        ? node.nodeValue
        : [...(node.children ?? []), ...(node.shadowRoots ?? [])].map(text).join(' ');
    const host = find(root);
    return host ? text(host) : null;
  } finally {
    await cdp.detach();
  }
}

/** Holds every request to the backend until the returned function is called. */
async function holdBackend(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${backendEnv().apiUrl}/**`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const liveCards = (page: Page) => page.locator('#root main article');

test("a returning volunteer sees the last visit's Home at once, then the live Home in its place", async ({
  page,
}) => {
  // A volunteer with a "Still coming?" reminder above their list: an approved task tomorrow, and
  // the scheduler's job run now.
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const taskId = await postTask(org, 20, `Last visit shift ${randomUUID().slice(0, 6)}`);
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  expect((await serviceClient().rpc('send_due_reminders')).error).toBeNull();
  const stillComing = page.getByRole('region', { name: 'Still coming?' });

  await openAs(page, volunteer.session, '/volunteer/home');
  await expect(stillComing).toBeVisible();
  const firstTitle =
    (await liveCards(page).first().getByRole('heading').first().textContent()) ?? '';
  expect(firstTitle).not.toBe('');
  // A settled screen is kept a moment later, while the user is still on it.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), HOME_COPY_KEY))
    .toContain(firstTitle);
  // The user goes on within the area, and later comes back to Home from another screen.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rewards' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  // As if the task had been renamed since: the copy says something the live screen will not.
  await page.evaluate(
    ([key, from]) => {
      const stored = localStorage.getItem(key) ?? '';
      localStorage.setItem(key, stored.split(from).join("Yesterday's title"));
    },
    [HOME_COPY_KEY, firstTitle] as const,
  );

  // Every layout shift of the next load, to show the live screen takes the copy's place in one go.
  await page.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        page.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdBackend(page);
  // Whether a "Still coming?" reminder goes above the list is known last (registered later, this
  // route comes first): the copy must wait for it too, or the list would jump down after the swap.
  await page.route(`${backendEnv().apiUrl}/rest/v1/rpc/get_open_reminders*`, async (route) => {
    await liveCards(page).first().waitFor({ state: 'attached' });
    await route.continue();
  });
  // The load event may wait for photos from storage, which is held too.
  await page.goto('/volunteer/home', { waitUntil: 'domcontentloaded' });
  // Painted before any data could arrive: the copy, marked as updating, and nothing else.
  await expect(page.getByRole('status').filter({ hasText: 'Updating…' })).toBeVisible();
  expect(await paintedCopyText(page)).toContain("Yesterday's title");
  await expect(page.locator('#root')).toBeHidden();
  // The portal behind the copy is hidden from everyone, assistive technology included (the copy
  // itself is aria-hidden, in a closed shadow root): its outline is there, its status not exposed.
  await expect(page.locator('#root [data-boot-status]')).toBeAttached();
  await expect(page.getByRole('status')).toHaveText(['Updating…']);
  await expect(page.getByRole('main')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('painted-copy.png') });

  release();
  await expect(liveCards(page).first()).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(stillComing).toBeVisible();
  await expect(page.getByRole('heading', { name: firstTitle }).first()).toBeVisible();
  await expect(page.getByText('Updating…')).toHaveCount(0);
  expect(await paintedCopyText(page)).toBeNull();
  // Everything the screen waits for (the list, and whether a reminder goes above it) was known
  // before the swap: nothing moves afterwards.
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  ).toBe(0);
  // The live screen works: a card's title opens the task.
  await liveCards(page).first().getByRole('link', { name: firstTitle }).click();
  await expect(page).toHaveURL(/\/volunteer\/task\//);
});

test('a copy is painted only for its own user, and logging out forgets every copy', async ({
  page,
}) => {
  await signInAs(page, 'volunteer');
  await page.goto('/volunteer/home');
  await expect(liveCards(page).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), HOME_COPY_KEY))
    .not.toBeNull();

  // Someone else's session in this browser, without the volunteer logging out: no copy for them.
  await signInAs(page, 'organisation');
  await page.goto('/volunteer/home', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Updating…')).toHaveCount(0);
  expect(await paintedCopyText(page)).toBeNull();

  // The volunteer again: their copy, then the live screen; logging out forgets every copy.
  await signInAs(page, 'volunteer');
  // The backend held, so the live screen cannot take the copy's place before it is read.
  const release = await holdBackend(page);
  await page.goto('/volunteer/home', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status').filter({ hasText: 'Updating…' })).toBeVisible();
  expect(await paintedCopyText(page)).not.toBeNull();
  release();
  await expect(liveCards(page).first()).toBeVisible();
  await logOutThroughMenu(page);
  const copies = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('portal:last-visit')),
  );
  expect(copies).toEqual([]);
});
