import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/signIn';

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
