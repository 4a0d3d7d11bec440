import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signInAs } from '../support/signIn';
import {
  openAs,
  postTask,
  rpc,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

/** Presses Tab until the named control has focus, as a keyboard user would (at most 40 times). */
async function tabTo(page: Page, name: string | RegExp) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (element === null) return '';
      return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** The focused element shows the portal's focus ring. */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test('a keyboard user skips to the content, moves between screens and the focus follows', async ({
  page,
}) => {
  await signInAs(page, 'organisation');
  await page.goto('/organisation/home');
  await expect(page.getByRole('heading', { name: 'Your tasks' })).toBeVisible();

  // The first stop is the skip link, shown when focused.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Through the sidebar to My Tasks: the ring is visible, and the new screen takes the focus.
  await page.goto('/organisation/home');
  await tabTo(page, 'My Tasks');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/organisation/mytasks');
  await expect(page.getByRole('main')).toBeFocused();
});

test("a task's menu opens, moves and closes from the keyboard, and focus returns to its button", async ({
  page,
}) => {
  await signInAs(page, 'organisation');
  await page.goto('/organisation/mytasks');
  const trigger = page.getByRole('button', { name: /^More actions for / }).first();
  await expect(trigger).toBeVisible();
  const label = (await trigger.getAttribute('aria-label')) ?? '';
  await tabTo(page, label);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: label });
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
  // Enter on Edit opens the edit screen.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organisation\/edit-task\//);
  await expect(page.getByRole('heading', { name: 'Edit Task' })).toBeVisible();
});

/** A volunteer of their own following the demo organisation, with a task of it to apply for. */
async function volunteerWithTask(options: { earnPoints?: boolean } = {}) {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  if (options.earnPoints === true) {
    const done = await postTask(org, 48, `Earned ${randomUUID().slice(0, 4)}`);
    const application = await rpc(volunteer, 'apply_for_task', { p_task_id: done });
    await rpc(org, 'approve_application', { p_application_id: application.id });
    await rpc(org, 'mark_application_done', { p_application_id: application.id });
  }
  const title = `Keyboard shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 96, title);
  return { volunteer, org, title, taskId };
}

test('a keyboard user applies from home: the sheet takes focus, and after Apply the focus is on the task', async ({
  page,
}) => {
  const { volunteer, title } = await volunteerWithTask();
  await openAs(page, volunteer.session, `/volunteer/home?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await tabTo(page, `Apply for ${title}`);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('alertdialog', { name: 'Apply for this task' });
  await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(sheet.getByRole('button', { name: 'Apply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('link', { name: title })).toBeFocused();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Applied');
});

test('a keyboard user withdraws on the task screen: confirmed in a dialog, then Apply has the focus', async ({
  page,
}) => {
  const { volunteer, title, taskId } = await volunteerWithTask();
  await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await openAs(page, volunteer.session, `/volunteer/task/${taskId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await tabTo(page, 'Withdraw');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Withdraw' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeFocused();
});

test('a keyboard user redeems a reward: confirm, voucher, and back to the item they chose', async ({
  page,
}) => {
  const { volunteer } = await volunteerWithTask({ earnPoints: true });
  await openAs(page, volunteer.session, '/volunteer/rewards');
  await expect(page.getByRole('region', { name: 'Your points' })).toContainText('200 pts');
  await tabTo(page, 'Gummy Bears, 50 pts');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Redeem Gummy Bears for 50 pts?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const voucher = page.getByRole('dialog', { name: 'Enjoy your Gummy Bears!' });
  await expect(voucher.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(voucher).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gummy Bears, 50 pts' })).toBeFocused();
});

test('a keyboard user opens a chat from My Tasks and sends a message without leaving the box', async ({
  page,
}) => {
  const { volunteer, org, title, taskId } = await volunteerWithTask();
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  await openAs(page, volunteer.session, '/volunteer/mytasks');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await tabTo(page, /^Chat with /);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(chat|messages)\//);
  const box = page.getByRole('textbox', { name: 'Message' });
  await tabTo(page, 'Message');
  await expect(box).toBeFocused();
  const text = `On my way ${randomUUID().slice(0, 4)}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
});
