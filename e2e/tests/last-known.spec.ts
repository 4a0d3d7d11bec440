import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { logOutThroughMenu } from '../support/signIn';
import { newOrganisation, newVolunteer, openAs, postTask } from '../support/volunteerActors';

// A returning user's screen starts from what they saw last (issue #45): their RTK Query cache, kept
// in this browser's IndexedDB for them alone, shown at once as real cards and read afresh.

/** A new volunteer who follows only a new organisation, so their Home holds only its tasks. */
async function volunteerWithOwnOrganisation() {
  const volunteer = await newVolunteer({ onboarded: true });
  const org = await newOrganisation(`Kelp Forest Care ${randomUUID().slice(0, 6)}`);
  const { error } = await volunteer.client
    .from('user_organisations')
    .insert({ user_id: volunteer.id, org_id: org.orgId });
  if (error !== null) throw new Error(error.message);
  return { volunteer, org };
}

/** Everything this origin keeps in IndexedDB, as text: each store's records. */
function indexedDbText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (name === undefined) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(name));
      });
      for (const storeName of Array.from(database.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const request = database.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error(storeName));
        });
        texts.push(...records.map((record) => JSON.stringify(record)));
      }
      database.close();
    }
    return texts.join('\n');
  });
}

async function expectKeptInBrowser(page: Page, text: string) {
  await expect.poll(() => indexedDbText(page), { timeout: 15_000 }).toContain(text);
}

function card(page: Page, title: string) {
  return page.locator('#root main article').filter({ hasText: title });
}

test('a returning volunteer sees their last-known tasks at once, opens one before the fresh read lands, and the list then updates in place', async ({
  page,
}) => {
  const { volunteer, org } = await volunteerWithOwnOrganisation();
  const known = `Known shift ${randomUUID().slice(0, 6)}`;
  const knownId = await postTask(org, 30, known);
  await openAs(page, volunteer.session, '/volunteer/home');
  await expect(card(page, known)).toBeVisible();
  await expectKeptInBrowser(page, known);

  // Meanwhile a new task is posted; the fresh read of the list is held until the end.
  const fresh = `Fresh shift ${randomUUID().slice(0, 6)}`;
  await postTask(org, 20, fresh);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/rpc/get_open_tasks', async (route) => {
    await held;
    await route.continue();
  });

  await page.reload();
  await expect(card(page, known)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Refreshing…' })).toBeVisible();
  await expect(card(page, fresh)).toHaveCount(0);

  // The cached card is a real one: it opens its task while the list is still being read.
  await card(page, known).getByRole('link', { name: known }).click();
  await expect(page).toHaveURL(`/volunteer/task/${knownId}`);
  await expect(page.getByRole('heading', { level: 1, name: known })).toBeVisible();
  await page.goBack();
  await expect(card(page, known)).toBeVisible();

  release();
  await expect(card(page, fresh)).toBeVisible();
  await expect(card(page, known)).toBeVisible();
  await expect(page.getByText('Refreshing…')).toHaveCount(0);
});

test('after sign-out nothing of the user is left in localStorage, IndexedDB or Cache Storage', async ({
  page,
}) => {
  const { volunteer, org } = await volunteerWithOwnOrganisation();
  const title = `Private shift ${randomUUID().slice(0, 6)}`;
  await postTask(org, 30, title);
  await openAs(page, volunteer.session, '/volunteer/home');
  await expect(card(page, title)).toBeVisible();
  await expectKeptInBrowser(page, title);

  await logOutThroughMenu(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => indexedDbText(page)).toBe('');
  const stored = await page.evaluate(async () => {
    const local = Object.entries(localStorage).map(([key, value]) => `${key}=${value}`);
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cached.push(...(await cache.keys()).map((request) => request.url));
    }
    return { local, cached };
  });
  expect(stored.cached).toEqual([]);
  for (const entry of stored.local) {
    expect(entry).not.toContain(volunteer.id);
    expect(entry).not.toContain(volunteer.email);
    expect(entry).not.toMatch(/auth-token|access_token/);
  }
});

test("a second user signing in on the same browser never sees the first user's data, not even for a frame", async ({
  page,
}) => {
  const first = await volunteerWithOwnOrganisation();
  const second = await volunteerWithOwnOrganisation();
  const firstsTask = `First's shift ${randomUUID().slice(0, 6)}`;
  const secondsTask = `Second's shift ${randomUUID().slice(0, 6)}`;
  await postTask(first.org, 30, firstsTask);
  await postTask(second.org, 30, secondsTask);
  await openAs(page, first.volunteer.session, '/volunteer/home');
  await expect(card(page, firstsTask)).toBeVisible();
  await expectKeptInBrowser(page, firstsTask);

  // From the next document on, every change to the page is looked at for the first user's task.
  await page.addInitScript((text) => {
    const seen = () => {
      if (document.documentElement.textContent?.includes(text)) {
        localStorage.setItem('e2e:first-user-seen', 'yes');
      }
    };
    new MutationObserver(seen).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, firstsTask);
  // The second user's session arrives while the first one's cache is still in this browser.
  await openAs(page, second.volunteer.session, '/volunteer/home');
  await expect(card(page, secondsTask)).toBeVisible();
  await expect.poll(() => indexedDbText(page)).toContain(secondsTask);
  expect(await indexedDbText(page)).not.toContain(firstsTask);
  expect(await page.evaluate(() => localStorage.getItem('e2e:first-user-seen'))).toBeNull();
  await expect(card(page, firstsTask)).toHaveCount(0);
});
