import type { Page } from '@playwright/test';

/**
 * Waits until the page has drawn what it will: the load event, its fonts, and every image decoded.
 * Not Playwright's `networkidle`: the portal's files are served stale-while-revalidate, and
 * Chromium never reports the end of a background revalidation, so the network never looks idle.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      const images = Array.from(document.images);
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      return images.every((image) => image.complete);
    },
    null,
    { polling: 100 },
  );
}
