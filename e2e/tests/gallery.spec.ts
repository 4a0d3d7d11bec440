import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The e2e global setup serves shared-ui/dist/gallery (npm run build:gallery -w shared-ui) here.
test.use({ baseURL: 'http://localhost:4100', locale: 'en-AU', timezoneId: 'Australia/Sydney' });

const COMPONENT_SECTIONS = [
  'Theme',
  'Buttons and badges',
  'Task card',
  'Avatar',
  'Reviews carousel',
  'Logo and placeholder images',
  'Star rating',
  'Chip multi-select',
  'Search box and sort select',
  'Overflow menu',
  'Radio group',
  'Card grid',
  'Split view',
  'Data table',
  'Empty state with its action',
  'Banners',
  'Loading and empty states',
  'Step indicator',
  'Splash',
  'Form fields',
  'Navigation controls',
  'Tabs',
  'Collapsible group',
  'Confirm dialog',
  'Toasts',
];

const VIEWPORTS = [
  { name: 'phone-360', width: 360, height: 780 },
  { name: 'desktop-1280', width: 1280, height: 900 },
];

async function openGallery(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'shared-ui gallery' })).toBeVisible();
}

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

test('the gallery shows every shared component', async ({ page }) => {
  await openGallery(page);
  for (const title of COMPONENT_SECTIONS) {
    await expect(section(page, title), title).toBeVisible();
  }
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Pitch In home' })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Log out' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs.getByRole('link')).toHaveCount(5);
  await expect(tabs.locator('[aria-current="page"]')).toHaveText('My Tasks');
});

test("the gallery shows the SPEC's texts", async ({ page }) => {
  await openGallery(page);
  const cards = section(page, 'Task card');
  await expect(cards.getByText('150 pts')).toBeVisible();
  await expect(cards.getByText('3 applied')).toBeVisible();
  await expect(cards.getByText('Be the first to apply!').first()).toBeVisible();
  await expect(cards.getByText('Due Soon')).toBeVisible();
  await expect(cards.getByText('Flexible')).toBeVisible();
  await expect(page.getByText("You've Been Approved!")).toBeVisible();
  await expect(page.getByText('Awaiting Approval')).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  const splash = section(page, 'Splash');
  await expect(splash.getByText('The end of volunteer chaos.')).toBeVisible();
  await expect(splash.getByText('Connecting volunteers with purpose.')).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`the gallery fits a ${viewport.width} px wide screen (screenshot)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openGallery(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    const shot = await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      path: testInfo.outputPath(`gallery-${viewport.name}.png`),
    });
    await testInfo.attach(`gallery-${viewport.name}`, { body: shot, contentType: 'image/png' });
    // A blank or broken render is a few KB; the full gallery is far larger.
    expect(shot.byteLength).toBeGreaterThan(100_000);
  });
}

test('axe-core reports no accessibility violations', async ({ page }) => {
  await openGallery(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test('axe-core reports no violations with the confirm dialog open', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Delete task' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test('the confirm dialog keeps focus inside and Escape cancels it', async ({ page }) => {
  await openGallery(page);
  const opener = page.getByRole('button', { name: 'Delete task' });
  await opener.click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this task?',
  });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByText('Last answer: cancelled')).toBeVisible();

  await opener.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Last answer: confirmed')).toBeVisible();
});

test('log out asks for confirmation first', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to log out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('the reviews carousel turns on a drag past 50 px, on buttons and on arrow keys', async ({
  page,
}) => {
  await openGallery(page);
  const carousel = page.getByRole('region', { name: 'Reviews of Priya' });
  const slide = carousel.getByRole('group');
  await slide.scrollIntoViewIfNeeded();
  await expect(slide).toHaveAccessibleName('Review 1 of 3');

  const box = await slide.boundingBox();
  if (box === null) throw new Error('The review slide has no box.');
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2;
  const drag = async (distance: number) => {
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + distance, y, { steps: 5 });
    await page.mouse.up();
  };

  await drag(-30);
  await expect(slide).toHaveAccessibleName('Review 1 of 3');
  await drag(-80);
  await expect(slide).toHaveAccessibleName('Review 2 of 3');
  await carousel.getByRole('button', { name: 'Next review' }).click();
  await expect(slide).toHaveAccessibleName('Review 3 of 3');
  await slide.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slide).toHaveAccessibleName('Review 2 of 3');
});

test('an avatar whose photo fails to load shows initials', async ({ page }) => {
  await openGallery(page);
  await expect(section(page, 'Avatar').getByRole('img', { name: 'Sam Lee' })).toHaveText('SL');
});

test('toasts show success and error messages', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Show success toast' }).click();
  await page.getByRole('button', { name: 'Show error toast' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByText('Save failed')).toBeVisible();
});
