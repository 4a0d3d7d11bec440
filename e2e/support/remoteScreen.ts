import { expect, type Page } from '@playwright/test';
import { urlOf } from './servers';

const AREA_ERROR = /is unavailable right now|ran into a problem/;

/**
 * The area shows a screen supplied by the remote: the remote's exposed code was fetched from its own
 * origin and the shell's main landmark holds content other than the area error. (What each screen
 * shows belongs to the remote's own journeys; this holds whichever screen the remote mounts.)
 */
export async function expectRemoteScreen(page: Page, remote: 'volunteer' | 'organisation') {
  const origin = `${urlOf(remote)}/`;
  await page.waitForFunction(
    (remoteOrigin) =>
      performance
        .getEntriesByType('resource')
        .some(
          (entry) =>
            entry.name.startsWith(remoteOrigin) &&
            entry.name.endsWith('.js') &&
            !entry.name.endsWith('/remoteEntry.js'),
        ),
    origin,
  );
  const main = page.getByRole('main');
  await expect(main).not.toBeEmpty();
  await expect(page.getByText(AREA_ERROR)).toHaveCount(0);
}
