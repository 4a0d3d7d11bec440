// Lighthouse's performance category against a served production build, in Debian's Chromium. The
// default configuration is Lighthouse's own: a mobile device (Moto G Power class screen) with
// simulated throttling (150 ms RTT, 1.6 Mbit/s down, 4x CPU slowdown), the setting PageSpeed Insights
// reports, so the score means what a reader expects it to mean.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

/**
 * Writes localStorage entries for `url`'s origin in the launched Chrome without loading anything
 * from that origin (the page is answered in the browser), so the cache stays cold.
 * @param {number} port @param {string} url @param {Record<string, string>} entries
 */
async function seedStorage(port, url, entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.route('**/*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto(new URL('/__bench-storage', url).href);
    await page.evaluate((pairs) => {
      for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** What Lighthouse took as the largest contentful paint: the element's opening tag, shortened. */
function lcpElement(lhr) {
  const audit = lhr.audits['largest-contentful-paint-element'];
  const details = audit?.details;
  const table = details?.items?.[0];
  const node = table?.items?.[0]?.node ?? details?.items?.[0]?.node;
  if (!node) {
    const why = audit?.errorMessage ?? audit?.explanation ?? audit?.scoreDisplayMode;
    return `(not reported${why ? `: ${String(why).slice(0, 80)}` : ''})`;
  }
  const snippet = String(node.snippet ?? node.selector ?? '?').replace(/\s+/g, ' ');
  const label = node.nodeLabel ? ` "${String(node.nodeLabel).slice(0, 40)}"` : '';
  return `${snippet.length > 70 ? `${snippet.slice(0, 67)}...` : snippet}${label}`;
}

/**
 * Total Blocking Time recomputed from the main thread's own CPU time in Lighthouse's trace: each
 * task from the first contentful paint on, its thread time (`tdur`) times Lighthouse's 4x CPU
 * slowdown, less 50 ms. Lighthouse scales wall time instead, and on a two-core host the page's
 * main thread waits for the CPU behind Chrome's other processes and threads (the background
 * compiles of the streamed scripts, the network service, raster) and the local backend: in traced
 * loads its long tasks ran for about half their wall time. A phone's spare cores run that work
 * beside the page, so this is the page's own share; it is read beside Lighthouse's figure, never
 * instead of it. `runShare` is the main thread's thread time over wall time in tasks of 10 ms or
 * more (1 when nothing competed with it).
 * @param {{ traceEvents: Array<Record<string, any>> } | undefined} trace
 * @returns {{ cpuTbt: number, runShare: number }}
 */
export function mainThreadBlocking(trace) {
  const events = trace?.traceEvents ?? [];
  const fcp = events
    .filter((event) => event.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)[0];
  if (fcp === undefined) return { cpuTbt: Number.NaN, runShare: Number.NaN };
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === fcp.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (main === undefined) return { cpuTbt: Number.NaN, runShare: Number.NaN };
  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.pid === main.pid &&
        event.tid === main.tid &&
        typeof event.dur === 'number',
    )
    .sort((a, b) => a.ts - b.ts);
  let cpuTbt = 0;
  let wall = 0;
  let thread = 0;
  let end = -Infinity;
  for (const task of tasks) {
    // A task run inside another (a nested message loop) is part of the outer one.
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    const threadMs = (task.tdur ?? task.dur) / 1000;
    if (task.ts >= fcp.ts) cpuTbt += Math.max(0, threadMs * 4 - 50);
    if (task.dur >= 10_000) {
      wall += task.dur / 1000;
      thread += threadMs;
    }
  }
  return { cpuTbt, runShare: wall > 0 ? thread / wall : 1 };
}

/**
 * @param {string} url
 * @param {{ chromePath: string, chromeFlags: string[], storage?: Record<string, string> }} browser
 *   `storage`: localStorage entries the visitor already has (a returning, signed-in user); the run
 *   then keeps them instead of clearing the origin's storage first.
 * @returns {Promise<{ score: number, metrics: { id: string, label: string, value: number,
 *   display: string }[], throttling: string, formFactor: string, lighthouseVersion: string,
 *   lcpElement: string, benchmarkIndex: number, cpuTbt: number, runShare: number,
 *   observedFirstPaint: number }>}
 */
export async function runLighthouse(url, { chromePath, chromeFlags, storage }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromeFlags],
    logLevel: 'silent',
  });
  try {
    if (storage !== undefined) await seedStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      // A fresh Chrome profile starts with an empty cache; only the seeded storage is kept.
      disableStorageReset: storage !== undefined,
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (process.env.BENCH_LIGHTHOUSE_DIR) {
      // Every report in full, for reading why a score is what it is.
      mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DIR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const score = lhr.categories.performance.score;
    if (score === null) throw new Error('Lighthouse could not compute a performance score.');
    const { throttlingMethod, formFactor } = lhr.configSettings;
    return {
      score: Math.round(score * 100),
      metrics: METRICS.map(([id, label]) => ({
        id,
        label,
        value: lhr.audits[id]?.numericValue ?? Number.NaN,
        display: lhr.audits[id]?.displayValue ?? '?',
      })),
      throttling: throttlingMethod,
      formFactor,
      lighthouseVersion: lhr.lighthouseVersion,
      lcpElement: lcpElement(lhr),
      // Lighthouse's own measure of the host's speed at the time of the run: simulated throttling
      // multiplies the CPU time it observes, so a slower moment reads as more blocking time.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      // When the browser showed its first frame in the run itself (not simulated). In some runs a
      // first frame that came late was shown only a second or more later, and the simulated first
      // paint, largest paint and Speed Index rose with it (README, the twelfth run).
      observedFirstPaint: lhr.audits.metrics?.details?.items?.[0]?.observedFirstPaint ?? Number.NaN,
      ...mainThreadBlocking(result.artifacts.Trace),
    };
  } finally {
    chrome.kill();
  }
}
