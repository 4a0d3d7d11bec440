#!/usr/bin/env node
// `npm run bench`: builds the production bundles, serves them as a static host would (gzip, CORS),
// and measures what ARCHITECTURE.md §7 budgets for the landing page and the remotes: in headless
// Chromium, the gzipped JavaScript the landing loads before first paint and until React runs its
// screen, and each remote's own bytes beyond the singletons the shell already shares; then
// Lighthouse's performance score of the landing. `--no-build` reuses the last builds; `--files`
// lists every script the landing loaded with its size.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { runLighthouse } from './lib/lighthouse.mjs';
import { serveStatic } from './lib/staticServer.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const LANDING_BUDGET = 150 * KB;
const REMOTE_BUDGET = 100 * KB;
const LIGHTHOUSE_BUDGET = 95;
const CHROMIUM = '/usr/bin/chromium';

// Free ports (0): the bench can run while the e2e suite holds 4000-4002; `port` is set once listening.
const APPS = {
  shell: { dir: join(ROOT, 'shell/dist'), port: 0 },
  volunteer: { dir: join(ROOT, 'volunteer-app/dist'), port: 0 },
  organisation: { dir: join(ROOT, 'organisation-app/dist'), port: 0 },
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

/**
 * When the portal's React tree has committed (the shell's `portal-ready` mark): from then on the
 * screen responds. With the pre-rendered sign-in screen that is when hydration finished; with the
 * splash, when React painted the screen.
 */
async function portalReadyAt(page) {
  await page.waitForFunction(() => performance.getEntriesByName('portal-ready').length > 0);
  return page.evaluate(() => performance.getEntriesByName('portal-ready')[0].startTime);
}

/** Whether the screen was in the HTML (pre-rendered) rather than painted by React later. */
async function prerendered(page) {
  return page.evaluate(() => document.querySelector('#root[data-prerendered]') !== null);
}

function gzippedFiles(urls) {
  return [...new Set(urls)].flatMap((url) => {
    const file = appOfUrl(url);
    return file ? [{ url, bytes: gzippedSize(file) }] : [];
  });
}

const total = (files) => files.reduce((sum, { bytes }) => sum + bytes, 0);

async function measureLanding(browser) {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await page.goto(`http://localhost:${APPS.shell.port}/`);
  const renderedAt = await portalReadyAt(page);
  const screenInHtml = await prerendered(page);
  const path = new URL(page.url()).pathname;
  await page.waitForLoadState('networkidle');
  const fcp = await firstContentfulPaint(page);
  const scripts = await scriptTimings(page);
  const by = (limit) => scripts.filter((script) => limit !== null && script.responseEnd <= limit);
  const landing = {
    path,
    fcp,
    renderedAt,
    screenInHtml,
    beforePaint: gzippedFiles(by(fcp).map((script) => script.url)),
    rendered: gzippedFiles(by(renderedAt).map((script) => script.url)),
    idle: gzippedFiles(scripts.map((script) => script.url)),
  };
  await page.close();
  return landing;
}

async function measureRemotes(browser) {
  const remotes = {};
  for (const [name, path] of [
    ['volunteer', '/volunteer/home'],
    ['organisation', '/organisation/home'],
  ]) {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`http://localhost:${APPS.shell.port}${path}`);
    // The area's main landmark appears once the remote's screen (or its error) is mounted.
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    const origin = `http://localhost:${APPS[name].port}/`;
    const own = (await scriptTimings(page))
      .map((script) => script.url)
      .filter((url) => url.startsWith(origin));
    const files = gzippedFiles(own);
    remotes[name] = { files: files.length, bytes: total(files) };
    await page.close();
  }
  return remotes;
}

async function measureBundles() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    return { landing: await measureLanding(browser), remotes: await measureRemotes(browser) };
  } finally {
    await browser.close();
  }
}

async function startServers() {
  const started = {};
  for (const [name, app] of Object.entries(APPS)) {
    if (name === 'shell') continue;
    started[name] = await serveStatic({ root: app.dir, port: 0 });
    app.port = started[name].address().port;
  }
  const portalConfig = JSON.stringify({
    ...JSON.parse(readFileSync(join(APPS.shell.dir, 'portal-config.json'), 'utf8')),
    remotes: {
      volunteer: `http://localhost:${APPS.volunteer.port}/mf-manifest.json`,
      organisation: `http://localhost:${APPS.organisation.port}/mf-manifest.json`,
    },
  });
  started.shell = await serveStatic({
    root: APPS.shell.dir,
    port: 0,
    spa: true,
    overrides: { '/portal-config.json': portalConfig },
  });
  APPS.shell.port = started.shell.address().port;
  return Object.values(started);
}

function printBundles({ landing, remotes }) {
  const verdict = (bytes, budget) => (bytes <= budget ? 'within budget' : 'OVER BUDGET');
  const rows = [
    [
      'shell: landing JS before first paint',
      total(landing.beforePaint),
      `first contentful paint at ${landing.fcp?.toFixed(0) ?? '?'} ms`,
    ],
    [
      'shell: landing JS until React runs the screen',
      total(landing.rendered),
      `${landing.path} ${landing.screenInHtml ? 'pre-rendered, hydrated' : 'rendered'} at ${landing.renderedAt.toFixed(0)} ms`,
      // §7 budgets what precedes the first paint; this is what the screen needs to respond.
      null,
    ],
    ...Object.entries(remotes).map(([name, { files, bytes }]) => [
      `${name}: own JS beyond shared singletons`,
      bytes,
      `${files} files from its own origin`,
      REMOTE_BUDGET,
    ]),
  ];
  console.log('\nBundle budgets (gzip -9 of the production files, measured in headless Chromium)');
  for (const [label, bytes, note, budget = LANDING_BUDGET] of rows) {
    const against =
      budget === null
        ? `${''.padStart(11)}  ${'(no budget)'.padEnd(13)}`
        : `/ ${kb(budget).padStart(9)}  ${verdict(bytes, budget).padEnd(13)}`;
    console.log(`  ${label.padEnd(48)} ${kb(bytes).padStart(9)} ${against}  ${note}`);
  }
  const later = total(landing.idle) - total(landing.rendered);
  console.log(`  (after that the landing fetches ${kb(later)} more, until network idle)`);
  if (process.argv.includes('--files')) {
    const rendered = new Set(landing.rendered.map(({ url }) => url));
    console.log('\nLanding scripts (gzip -9), * = fetched before React ran the screen');
    for (const { url, bytes } of [...landing.idle].sort((a, b) => b.bytes - a.bytes)) {
      console.log(
        `  ${rendered.has(url) ? '*' : ' '} ${kb(bytes).padStart(9)}  ${new URL(url).pathname}`,
      );
    }
  }
}

// Lighthouse's simulated throttling scales the CPU time it observes, so a busy machine moves the
// score by several points; the median of a few runs is what Lighthouse's own docs recommend.
const LIGHTHOUSE_RUNS = 3;

async function medianLighthouse(url) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    runs.push(await runLighthouse(url, { chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS }));
  }
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  return { ...byScore[Math.floor(byScore.length / 2)], scores: runs.map(({ score }) => score) };
}

async function printLighthouse() {
  const url = `http://localhost:${APPS.shell.port}/`;
  let result;
  try {
    result = await medianLighthouse(url);
  } catch (error) {
    console.log(`\nLighthouse could not run: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
    return;
  }
  const { score, scores, metrics, throttling, formFactor, lighthouseVersion } = result;
  console.log(
    `\nLighthouse ${lighthouseVersion}, performance only, default ${formFactor} settings with ${throttling === 'simulate' ? 'simulated' : throttling} throttling, on /; median of ${scores.length} runs (${scores.join(', ')})`,
  );
  console.log(
    `  ${'shell: landing performance score'.padEnd(48)} ${String(score).padStart(9)} / ${`>= ${LIGHTHOUSE_BUDGET}`.padStart(9)}  ${(score >= LIGHTHOUSE_BUDGET ? 'within budget' : 'OVER BUDGET').padEnd(13)}  ${metrics.map(({ label, display }) => `${label} ${display}`).join(', ')}`,
  );
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync(
      'npm',
      ['run', 'build', '-w', 'volunteer-app', '-w', 'organisation-app', '-w', 'shell'],
      { cwd: ROOT, stdio: 'inherit' },
    );
  }
  const servers = await startServers();
  try {
    printBundles(await measureBundles());
    await printLighthouse();
  } finally {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  }
}

await main();
