import { expect, test, type Page } from '@playwright/test';
import { QUIET_AFTER_LOAD_MS } from 'shared-ui/src/scheduling/afterStartUp';
import { urlOf } from '../support/servers';
import { signInAs } from '../support/signIn';

// Issues #18 and #45: a returning user's first screen in as few round trips as the data allows.
// Every script the first card waits for is announced: the shell's by index.html (main.js, and the
// start-up and signed-in preloads its first-screen script adds to the head from their templates),
// the role app's by its manifest (remoteEntry.js and the files of its routes expose, which the shell
// preloads beside the session check, and the screen the route loads beside its first read). What
// start-up leaves for later (shared-ui's afterStartUp: the toast library) is asked for no sooner
// than QUIET_AFTER_LOAD_MS after the load event, and is not counted.

/** V8's explicit compile hint (Chrome 136 and later), as the first line of a script. */
const V8_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The scripts the page asked for before its first card, by the page's own clock (resource timing),
 * leaving out those started QUIET_AFTER_LOAD_MS or more after the load event.
 */
async function scriptsBeforeFirstCard(page: Page): Promise<string[]> {
  const cardAt = Number(
    await (
      await page.waitForFunction(
        () => (document.querySelector('main article') ? performance.now() : null),
        null,
        { polling: 'raf' },
      )
    ).jsonValue(),
  );
  return page.evaluate(
    ({ before, quiet }) => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const loadedAt = navigation?.loadEventStart || Infinity;
      return performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            new URL(entry.name).pathname.endsWith('.js') &&
            entry.startTime < before &&
            entry.startTime < loadedAt + quiet,
        )
        .map((entry) => entry.name);
    },
    { before: cardAt, quiet: QUIET_AFTER_LOAD_MS },
  );
}

/** Every script index.html announces, in its head and in the preloads' templates. */
async function announcedByIndex(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get(`${urlOf('shell')}/`)).text();
  const announced = new Set<string>();
  for (const [, href] of html.matchAll(
    /<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)(?:\?[^"]*)?"/g,
  )) {
    announced.add(new URL(href, urlOf('shell')).pathname);
  }
  return announced;
}

/**
 * From the remote's deployed manifest: remoteEntry.js and the files of its routes expose (`sync`,
 * preloaded by the shell), and the chunks those load on demand, the screens among them (`async`).
 */
async function announcedByManifest(page: Page, remote: 'volunteer' | 'organisation') {
  const manifest = (await (await page.request.get(`${urlOf(remote)}/mf-manifest.json`)).json()) as {
    exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  expect(routes, 'the manifest lists the routes expose').toBeDefined();
  const files = (list: string[] = []) => list.map((file) => `/${file}`);
  return {
    preloaded: new Set(['/remoteEntry.js', ...files(routes?.assets.js.sync)]),
    onDemand: new Set(files(routes?.assets.js.async)),
  };
}

for (const [role, path] of [
  ['volunteer', '/volunteer/home'],
  ['organisation', '/organisation/mytasks'],
] as const) {
  test(`a returning ${role}'s ${path} fetches only announced scripts before its first card`, async ({
    page,
  }) => {
    await signInAs(page, role);
    const shellIndex = await announcedByIndex(page);
    const remoteFiles = await announcedByManifest(page, role);
    const listed = (path: string) =>
      remoteFiles.preloaded.has(path) || remoteFiles.onDemand.has(path);

    await page.goto(path);
    const startUp = await scriptsBeforeFirstCard(page);

    const unannounced = startUp.filter((url) => {
      const { origin, pathname } = new URL(url);
      if (origin === urlOf('shell')) return !shellIndex.has(pathname);
      if (origin === urlOf(role)) return !listed(pathname);
      return true;
    });
    expect(unannounced).toEqual([]);
    // The announcements were put to work: every preload of the templates is in the head.
    const preloadedInHead = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(new Set(preloadedInHead)).toEqual(
      new Set([...shellIndex].filter((path) => /^\/(?!main\.js$).+\.js$/.test(path))),
    );
    // Everything preloaded was used, and the role app brings none of the shared libraries: the
    // shell's copies serve it.
    const fromRemote = new Set(
      startUp.filter((url) => url.startsWith(urlOf(role))).map((url) => new URL(url).pathname),
    );
    for (const path of remoteFiles.preloaded) expect(fromRemote).toContain(path);
    // Each of them asks V8 to compile its functions as it streams in, off the main thread, rather
    // than each on its first call (scripts/webpack/compileHintsPlugin.cjs; issue #45's bench: TBT
    // 118 ms with them, 232 ms without, on /volunteer/home).
    for (const url of startUp) {
      const script = await (await page.request.get(url)).text();
      expect(script.startsWith(V8_COMPILE_HINT), `${url} starts with V8's compile hint`).toBe(true);
    }
  });
}
