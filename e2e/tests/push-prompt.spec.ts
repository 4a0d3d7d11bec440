import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { demoOrganisation, openAs, postTask, signInClient } from '../support/volunteerActors';
import { DEMO } from '../support/signIn';

const PROMPT = 'Get a heads-up when it matters';

async function applyThroughTaskPage(page: Page) {
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your application has been submitted!')).toBeVisible();
}

test('push is offered after a first application, explained before the browser asks, and Not now is remembered', async ({
  page,
}) => {
  const org = await demoOrganisation();
  const first = await postTask(org, 72, `Prompt first ${randomUUID().slice(0, 4)}`);
  const second = await postTask(org, 72, `Prompt second ${randomUUID().slice(0, 4)}`);
  const volunteer = await signInClient(DEMO.volunteer.email, DEMO.volunteer.password);

  // Signing in asks nothing: no explanation, and the browser's permission is untouched.
  await openAs(page, volunteer.session, '/volunteer/home');
  await expect(page.getByRole('heading', { name: 'Open tasks' })).toBeVisible();
  await expect(page.getByRole('region', { name: PROMPT })).toHaveCount(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');

  await page.goto(`/volunteer/task/${first}`);
  await applyThroughTaskPage(page);
  const prompt = page.getByRole('region', { name: PROMPT });
  await expect(prompt).toContainText('approves you or sends you a message');
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);

  await page.goto(`/volunteer/task/${second}`);
  await applyThroughTaskPage(page);
  await expect(page.getByRole('region', { name: PROMPT })).toHaveCount(0);
});

test('Turn on notifications asks the browser, then subscribes with the backend’s key', async ({
  browser,
}) => {
  const org = await demoOrganisation();
  const taskId = await postTask(org, 72, `Prompt yes ${randomUUID().slice(0, 4)}`);
  const volunteer = await signInClient(DEMO.volunteer.email, DEMO.volunteer.password);
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, volunteer.session, `/volunteer/task/${taskId}`);
  await applyThroughTaskPage(page);
  const prompt = page.getByRole('region', { name: PROMPT });
  await expect(prompt).toBeVisible();
  // The user's yes in the browser's own question, which Playwright answers for them.
  await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
  // After the yes the portal subscribes with the backend's key. (A browser context here is
  // incognito-like, where Chromium refuses the subscription itself: chat-push.spec.ts shows the
  // worker handling pushes.)
  const keyRequest = page.waitForRequest('**/functions/v1/push-public-key');
  await prompt.getByRole('button', { name: 'Turn on notifications' }).click();
  expect((await (await keyRequest).response())?.status()).toBe(200);
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  await context.close();
});
