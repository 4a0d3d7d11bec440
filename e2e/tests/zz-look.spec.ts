import { test } from '@playwright/test';
import { backendEnv } from '../support/backendEnv';
import { signInAs } from '../support/signIn';

for (const [role, path, away] of [
  ['volunteer', '/volunteer/home', '/volunteer/profile'],
  ['organisation', '/organisation/mytasks', '/organisation/home'],
] as const) {
  for (const width of [390, 768, 1280]) {
    test(`look ${role} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, role);
      await page.goto(path);
      await page.locator('#root main article').first().waitFor();
      await page.goto(away);
      await page.getByRole('heading', { level: 1 }).waitFor();
      let release: () => void = () => undefined;
      const released = new Promise<void>((r) => (release = r));
      await page.route(`${backendEnv().apiUrl}/**`, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByText('Updating…').waitFor();
      await page.screenshot({ path: `/work/main/.data/look-${role}-${width}-copy.png` });
      release();
      await page.locator('#root main article').first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/work/main/.data/look-${role}-${width}-live.png` });
    });
  }
}
