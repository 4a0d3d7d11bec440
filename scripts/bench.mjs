#!/usr/bin/env node
// `npm run bench`: builds the production bundles, serves them as a static host would, and measures in
// headless Chromium what ARCHITECTURE.md §7 budgets: the gzipped JavaScript the landing page loads
// before first paint (and until the landing screen is fully rendered), and each remote's own bytes
// beyond the singletons the shell already shares. `--no-build` reuses the last builds.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveStatic } from './lib/staticServer.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const LANDING_BUDGET = 150 * KB;
const REMOTE_BUDGET = 100 * KB;

const APPS = {
  shell: { dir: join(ROOT, 'shell/dist'), port: 4000 },
  volunteer: { dir: join(ROOT, 'volunteer-app/dist'), port: 4001 },
  organisation: { dir: join(ROOT, 'organisation-app/dist'), port: 4002 },
};
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const gzippedSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function appOfUrl(url) {
  const { port, pathname } = new URL(url);
  const app = Object.values(APPS).find((candidate) => String(candidate.port) === port);
  return app ? join(app.dir, pathname) : null;
}

/** Scripts the page fetched, with when each finished relative to navigation start. */
async function scriptTimings(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => ({ url: entry.name, responseEnd: entry.responseEnd })),
  );
}

async function firstContentfulPaint(page) {
  return page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
}

function sumGzipped(urls) {
  return [...new Set(urls)].reduce((total, url) => {
    const file = appOfUrl(url);
    return file ? total + gzippedSize(file) : total;
  }, 0);
}

async function measure() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`http://localhost:${APPS.shell.port}/`, { waitUntil: 'networkidle' });
    const fcp = await firstContentfulPaint(page);
    const landingScripts = await scriptTimings(page);
    const beforePaint = landingScripts.filter(
      (script) => fcp !== null && script.responseEnd <= fcp,
    );
    const landing = {
      url: page.url(),
      fcp,
      beforePaint: sumGzipped(beforePaint.map((script) => script.url)),
      rendered: sumGzipped(landingScripts.map((script) => script.url)),
    };

    const remotes = {};
    for (const [name, path] of [
      ['volunteer', '/volunteer/home'],
      ['organisation', '/organisation/home'],
    ]) {
      const remotePage = await browser.newPage({ viewport: { width: 360, height: 740 } });
      await remotePage.goto(`http://localhost:${APPS.shell.port}${path}`);
      // The area's main landmark appears once the remote's screen (or its error) is mounted.
      await remotePage.getByRole('main').waitFor();
      await remotePage.waitForLoadState('networkidle');
      const origin = `http://localhost:${APPS[name].port}/`;
      const own = (await scriptTimings(remotePage))
        .map((script) => script.url)
        .filter((url) => url.startsWith(origin));
      remotes[name] = { files: new Set(own).size, bytes: sumGzipped(own) };
      await remotePage.close();
    }
    return { landing, remotes };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync(
      'npm',
      ['run', 'build', '-w', 'volunteer-app', '-w', 'organisation-app', '-w', 'shell'],
      { cwd: ROOT, stdio: 'inherit' },
    );
  }
  const portalConfig = JSON.stringify({
    ...JSON.parse(readFileSync(join(APPS.shell.dir, 'portal-config.json'), 'utf8')),
    remotes: {
      volunteer: `http://localhost:${APPS.volunteer.port}/mf-manifest.json`,
      organisation: `http://localhost:${APPS.organisation.port}/mf-manifest.json`,
    },
  });
  const servers = await Promise.all([
    serveStatic({
      root: APPS.shell.dir,
      port: APPS.shell.port,
      spa: true,
      overrides: { '/portal-config.json': portalConfig },
    }),
    serveStatic({ root: APPS.volunteer.dir, port: APPS.volunteer.port }),
    serveStatic({ root: APPS.organisation.dir, port: APPS.organisation.port }),
  ]);
  try {
    const { landing, remotes } = await measure();
    const verdict = (bytes, budget) => (bytes <= budget ? 'within budget' : 'OVER BUDGET');
    const rows = [
      [
        'shell: landing JS before first paint',
        landing.beforePaint,
        LANDING_BUDGET,
        `first contentful paint at ${landing.fcp?.toFixed(0) ?? '?'} ms`,
      ],
      [
        'shell: landing JS until the screen is rendered',
        landing.rendered,
        LANDING_BUDGET,
        `${new URL(landing.url).pathname}, network idle`,
      ],
      ...Object.entries(remotes).map(([name, { files, bytes }]) => [
        `${name}: own JS beyond shared singletons`,
        bytes,
        REMOTE_BUDGET,
        `${files} files from its own origin`,
      ]),
    ];
    console.log(
      '\nBundle budgets (gzip -9 of the production files, measured in headless Chromium)',
    );
    for (const [label, bytes, budget, note] of rows) {
      console.log(
        `  ${label.padEnd(48)} ${kb(bytes).padStart(9)} / ${kb(budget).padStart(9)}  ${verdict(bytes, budget).padEnd(13)}  ${note}`,
      );
    }
  } finally {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  }
}

await main();
