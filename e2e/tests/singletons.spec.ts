import { expect, test, type Page } from '@playwright/test';
import { expectRemoteScreen } from '../support/remoteScreen';
import { signInAs } from '../support/signIn';

// ARCHITECTURE.md §3: one React, one router, one store, one theme across the shell and the remotes.
// supabase-js is shared as a plain library (README "How the apps fit together"): with the versions
// the apps are built with agreeing, it too is loaded once.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  '@supabase/supabase-js',
  'shared-ui',
  'shared-domain',
];

interface LoadedShare {
  pkg: string;
  version: string;
  from: string;
}

/** Every shared module the federation runtime has actually loaded, from any container's scope. */
function loadedShares(page: Page): Promise<LoadedShare[]> {
  return page.evaluate(() => {
    interface ShareEntry {
      from: string;
      loaded?: boolean;
    }
    type Scopes = Record<string, Record<string, Record<string, ShareEntry>>>;
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Scopes> } })
      .__FEDERATION__;
    const found: { pkg: string; version: string; from: string }[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded) found.push({ pkg, version, from: entry.from });
          }
        }
      }
    }
    return found;
  });
}

/**
 * The scripts the page downloads that carry the federation runtime's core (its hook list names
 * `beforeInitContainer`; the small bundler glue each container keeps does not).
 */
function recordRuntimeCopies(page: Page): () => Promise<string[]> {
  const checked: Promise<string | null>[] = [];
  page.on('response', (response) => {
    const redirected = response.status() >= 300 && response.status() < 400;
    if (response.request().resourceType() !== 'script' || redirected) return;
    checked.push(
      response
        .text()
        .then((text) =>
          text.includes('beforeInitContainer') ? new URL(response.url()).pathname : null,
        )
        // A body the browser no longer holds (a cancelled fetch) is not a script that ran.
        .catch(() => null),
    );
  });
  // Distinct paths: a revisit may take main.js from the cache (stale-while-revalidate) again.
  return async () =>
    [...new Set(await Promise.all(checked))].filter((path): path is string => path !== null).sort();
}

function instancesPerPackage(shares: LoadedShare[]): Record<string, string[]> {
  const instances: Record<string, Set<string>> = {};
  for (const { pkg, version, from } of shares) {
    (instances[pkg] ??= new Set()).add(`${version} from ${from}`);
  }
  return Object.fromEntries(Object.entries(instances).map(([pkg, set]) => [pkg, [...set]]));
}

for (const area of [
  { path: '/volunteer/home', remote: 'volunteer' as const },
  { path: '/organisation/home', remote: 'organisation' as const },
]) {
  test(`${area.path} loads every shared library and the federation runtime once, from the shell`, async ({
    page,
  }) => {
    const runtimeCopies = recordRuntimeCopies(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/several instances|Invalid hook call|more than one copy of React/i.test(message.text())) {
        warnings.push(message.text());
      }
    });

    await signInAs(page, area.remote);
    await page.goto(area.path);
    await expectRemoteScreen(page, area.remote);

    const instances = instancesPerPackage(await loadedShares(page));
    for (const pkg of SINGLETONS) {
      expect(instances[pkg], `${pkg} is loaded once, by the shell`).toEqual([
        expect.stringMatching(/ from shell$/),
      ]);
    }
    // Each styled-components instance injects its own style sheet.
    await expect(page.locator('style[data-styled]')).toHaveCount(1);
    expect(warnings).toEqual([]);
    // The remote's remoteEntry.js runs on the shell's runtime (createAppConfig's externalRuntime).
    expect(await runtimeCopies()).toEqual(['/main.js']);
  });
}
