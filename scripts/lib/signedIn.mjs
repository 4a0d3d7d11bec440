// The signed-in screens a returning user opens every day, measured in headless Chromium against a
// served production build and the local Supabase stack (`npm run bench`, issue #18):
// - the gzipped JavaScript received before the screen's first card, and in how many files (under
//   applied throttling, below);
// - sequential round trips before the first card: the first card's delay when every request gets
//   100 ms more latency, divided by 100 ms;
// - the first card's time under Lighthouse's applied ("devtools") mobile throttling;
// - what a warm revisit (the same browser opening the screen again) transfers;
// - Total Blocking Time from the browser's own Long Tasks API under applied throttling, cold and
//   with the files cached, beside Lighthouse's simulated figure (scripts/lib/lighthouse.mjs).
// The first card is the one painted first: the live screen's, or the one in the last visit's copy
// that index.html paints for a returning user (shell/src/app/lastVisit.ts); the same figures are
// also taken for the live screen's own first card.
// The browser starts each cold run with an empty cache and the localStorage one earlier visit left
// behind (the stored session, and the copy of the screen if the build keeps one), which is what
// "returning user" means here.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** Lighthouse's mobile settings (its constants.js, `mobileSlow4G` and `screenEmulationMetrics`). */
export const LIGHTHOUSE_MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  uploadThroughputKbps: 750,
  cpuSlowdownMultiplier: 4,
};

// Applied throttling as Lighthouse's devtools mode sets it: request latency 3.75 x RTT, 90 % of the
// throughput (lighthouse-core/config/constants.js), in CDP's units (bytes per second).
export const APPLIED_NETWORK = {
  offline: false,
  latency: LIGHTHOUSE_MOBILE.rttMs * 3.75,
  downloadThroughput: (LIGHTHOUSE_MOBILE.throughputKbps * 0.9 * 1024) / 8,
  uploadThroughput: (LIGHTHOUSE_MOBILE.uploadThroughputKbps * 0.9 * 1024) / 8,
};
const ADDED_LATENCY_MS = 100;
/** Visits of the screen before a warm (files cached) one is measured. */
const WARM_VISITS = 3;
/** How long the network stays quiet after the live card before a load's blocking time is read. */
const QUIET_MS = 1000;

/**
 * What marks the screen's content: the first task card in the main landmark, or the last visit's
 * copy of the screen with cards in it, which index.html paints before any script for a returning
 * user (shell/src/app/lastVisit.ts; its closed shadow root says how many cards it shows).
 */
const FIRST_CARD = 'first';
/** The live screen's first card, shown (not behind the last visit's copy). */
const LIVE_CARD = 'live';

/**
 * Signs in as a real client would and returns the localStorage entries supabase-js writes, so a
 * browser can start as that returning user.
 * @param {{ apiUrl: string, anonKey: string, email: string, password: string }} login
 * @returns {Promise<Record<string, string>>}
 */
export async function storedSession({ apiUrl, anonKey, email, password }) {
  /** @type {Record<string, string>} */
  const entries = {};
  const storage = {
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
    removeItem: (key) => {
      delete entries[key];
    },
  };
  const client = createClient(apiUrl, anonKey, {
    auth: { storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; realtime is not used here, but the client builds it.
    realtime: { transport: WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Signing in ${email} for the bench failed: ${error.message}`);
  return { ...entries };
}

/** @param {Record<string, string>} entries */
function storageInitScript(entries) {
  return `(() => {
    const entries = ${JSON.stringify(entries)};
    for (const [key, value] of Object.entries(entries)) {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    }
  })();`;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Runs in every page before its own scripts: notes, in the first animation frame that shows one,
 * when a card is painted (`first`: live or in the last visit's copy) and when the live screen
 * shows its own (`live`), and the browser's largest contentful paint. Waiting for these from the
 * test runner instead would start only after `page.goto` returns, at the load event, later than a
 * card index.html paints.
 */
const CARD_RECORDER = `(() => {
  const seen = {};
  window.__benchCards = seen;
  // A task card, or on a phone's My Tasks (organisation) a task's summary row, which opens it.
  const CARD = 'main article, main ul[aria-label="Tasks"] > li';
  const check = () => {
    const live =
      document.getElementById('last-visit') === null &&
      document.querySelector('#root ' + CARD.replace(', ', ', #root ')) !== null;
    // A card behind the copy, in the hidden #root, is not one anybody sees (builds before #45).
    const painted =
      live ||
      (document.getElementById('last-visit') === null && document.querySelector(CARD) !== null) ||
      document.querySelector('[data-cards]:not([data-cards="0"])') !== null;
    const now = performance.now();
    if (painted && seen.first === undefined) seen.first = now;
    if (live && seen.live === undefined) seen.live = now;
    if (seen.live === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  // The page's long tasks (over 50 ms of the main thread), for Total Blocking Time as a real
  // browser sees it: no trace recording, no simulation.
  seen.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      seen.lcp = {
        at: entry.startTime,
        element: element
          ? element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 40) + '"'
          : document.querySelector('[data-cards]') !== null
            ? "in the last visit's copy (closed shadow root)"
            : 'not exposed',
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/**
 * Total Blocking Time by Lighthouse's rule over the Long Tasks API's entries: each task's time over
 * 50 ms, counted from the first contentful paint on (a task that began before it counts from it).
 * @param {[number, number][]} longTasks [startTime, duration] @param {number} fcp
 */
export function blockingTime(longTasks, fcp) {
  let total = 0;
  for (const [start, duration] of longTasks) {
    const counted = start + duration - Math.max(start, fcp);
    if (counted > 50) total += counted - 50;
  }
  return total;
}

/**
 * The page's Total Blocking Time so far (blockingTime), once its network has been quiet for a while:
 * what start-up still runs after the live card counts too.
 */
async function blockingSoFar(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  const { longTasks, fcp } = await page.evaluate(() => ({
    longTasks: window.__benchCards.longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  return blockingTime(longTasks, fcp);
}

/** Milliseconds from navigation start to the first frame showing a card (`FIRST_CARD` or `LIVE_CARD`). */
async function firstCardAt(page, kind = FIRST_CARD) {
  const handle = await page.waitForFunction(
    (wanted) => window.__benchCards?.[wanted] ?? null,
    kind,
    {
      timeout: 120_000,
    },
  );
  return handle.jsonValue();
}

/**
 * The localStorage a returning user has after one visit of `url` with the stored session `entries`:
 * the session, and what the build keeps of the screen they left (if it keeps anything).
 */
export async function afterOneVisit(browser, url, entries) {
  const context = await newContext(browser, entries);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await firstCardAt(page, LIVE_CARD);
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    const { origins } = await context.storageState();
    const stored = origins.find(({ origin }) => origin === new URL(url).origin);
    return Object.fromEntries((stored?.localStorage ?? []).map(({ name, value }) => [name, value]));
  } finally {
    await context.close();
  }
}

/** Bytes each request put on the wire (headers and body as received), from the DevTools protocol. */
async function trackTransfers(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, string>} */
  const urls = new Map();
  /** @type {{ url: string, bytes: number }[]} */
  let finished = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (url !== undefined && !url.startsWith('data:')) {
      finished.push({ url, bytes: encodedDataLength });
    }
  });
  return {
    cdp,
    take() {
      const taken = finished;
      finished = [];
      return taken;
    },
  };
}

async function newContext(browser, entries) {
  const context = await browser.newContext({
    viewport: LIGHTHOUSE_MOBILE.viewport,
    deviceScaleFactor: LIGHTHOUSE_MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(storageInitScript(entries));
  await context.addInitScript(CARD_RECORDER);
  return context;
}

/**
 * The scripts `page` had received in full by `limit` (its own clock), with their gzipped sizes from
 * the build (`fileOf`).
 */
async function scriptsBefore(page, limit, fileOf) {
  const scripts = await page.evaluate(
    (before) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.responseEnd <= before && new URL(entry.name).pathname.endsWith('.js'),
        )
        .map((entry) => entry.name),
    limit,
  );
  return [...new Set(scripts)].flatMap((script) => {
    const file = fileOf(script);
    return file ? [{ url: script, bytes: gzipSync(readFileSync(file), { level: 9 }).length }] : [];
  });
}

/**
 * One cold load and a warm revisit, then loads with added latency and with applied throttling.
 * @param {{ browser: import('@playwright/test').Browser, url: string,
 *   entries: Record<string, string>, fileOf: (url: string) => string | null, apiOrigin: string }} target
 */
async function measureOnce({ browser, url, entries, apiOrigin }) {
  const context = await newContext(browser, entries);
  try {
    const page = await context.newPage();
    const transfers = await trackTransfers(context, page);
    await page.goto(url);
    const coldCard = await firstCardAt(page);
    const coldLiveCard = await firstCardAt(page, LIVE_CARD);
    await page.waitForLoadState('networkidle');
    transfers.take();
    await page.goto(url);
    await firstCardAt(page);
    await page.waitForLoadState('networkidle');
    const revisit = transfers.take();
    const api = revisit.filter((entry) => entry.url.startsWith(apiOrigin));
    const sum = (list) => list.reduce((total, entry) => total + entry.bytes, 0);
    return {
      coldCard,
      coldLiveCard,
      revisitStatic: sum(revisit) - sum(api),
      revisitApi: sum(api),
      revisitRequests: revisit.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * A cold load under `network` and `cpuRate`: when the first card and the live one came, the
 * browser's LCP, and the scripts received in full before each card. Taken under throttling, since
 * on the local network every script arrives within a few milliseconds, before or after a card
 * painted by index.html alike. With `warm`, the same browser has opened the screen `WARM_VISITS`
 * times before, unthrottled, and keeps its HTTP cache and V8's code cache: the returning user of
 * every day, whose scripts are cached.
 */
async function throttledFirstCard(
  { browser, url, entries, fileOf },
  network,
  cpuRate,
  { warm = false, forgetData = false } = {},
) {
  const context = await newContext(browser, entries);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (warm) {
      // Three earlier visits: V8 writes a script's code cache on its second run and reads it from
      // the third, so from then on every visit is like the next (a returning user's every day).
      // After one earlier visit, as before 28 Nov, the measured one was a second run: in one build
      // it wrote the code cache on its main thread (about 0.5 s at 4x here), in another it did not
      // (why is not established), and the 'files cached' row moved by up to 0.7 s between builds
      // whose start-up did the same work (README, the tenth bench run).
      for (let visit = 0; visit < WARM_VISITS; visit += 1) {
        await page.goto(url);
        await firstCardAt(page, LIVE_CARD);
        await page.waitForLoadState('networkidle');
      }
      // A returning user's browser has the portal's service worker too (registered after start-up
      // since 28 Nov, shared-ui afterStartUp).
      await page
        .waitForFunction(
          async () =>
            (await navigator.serviceWorker?.getRegistration())?.active?.state === 'activated',
          null,
          { timeout: 10_000, polling: 250 },
        )
        .catch(() => undefined);
      await page.goto('about:blank');
      // The files cached, but none of the data the build keeps in IndexedDB (issue #45): the
      // first card then waits for the fresh read.
      if (forgetData) {
        await cdp.send('Storage.clearDataForOrigin', {
          origin: new URL(url).origin,
          storageTypes: 'indexeddb',
        });
      }
    }
    await cdp.send('Network.emulateNetworkConditions', network);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(url, { timeout: 120_000 });
    const first = await firstCardAt(page);
    const live = await firstCardAt(page, LIVE_CARD);
    const lcp = await page.evaluate(() => window.__benchCards.lcp ?? null);
    const files = await scriptsBefore(page, first, fileOf);
    const liveFiles = await scriptsBefore(page, live, fileOf);
    return {
      first,
      live,
      lcp,
      tbt: cpuRate > 1 ? await blockingSoFar(page) : Number.NaN,
      files,
      liveFiles,
    };
  } finally {
    await context.close();
  }
}

/**
 * One measurement of one signed-in screen: a plain load, one with added latency, one under applied
 * mobile throttling and a warm revisit under the same. `summariseSignedIn` takes the median of a few.
 * @param {{ browser: import('@playwright/test').Browser, url: string,
 *   entries: Record<string, string>, fileOf: (url: string) => string | null, apiOrigin: string }} target
 */
export async function sampleSignedInScreen(target) {
  const once = await measureOnce(target);
  const delayed = await throttledFirstCard(
    target,
    { offline: false, latency: ADDED_LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 },
    1,
  );
  const applied = await throttledFirstCard(
    target,
    APPLIED_NETWORK,
    LIGHTHOUSE_MOBILE.cpuSlowdownMultiplier,
  );
  const warm = await throttledFirstCard(
    target,
    APPLIED_NETWORK,
    LIGHTHOUSE_MOBILE.cpuSlowdownMultiplier,
    { warm: true },
  );
  const warmFresh = await throttledFirstCard(
    target,
    APPLIED_NETWORK,
    LIGHTHOUSE_MOBILE.cpuSlowdownMultiplier,
    { warm: true, forgetData: true },
  );
  return {
    ...once,
    warmAppliedLive: warm.live,
    warmFreshAppliedLive: warmFresh.live,
    appliedTbt: applied.tbt,
    warmAppliedTbt: warm.tbt,
    roundTrips: (delayed.first - once.coldCard) / ADDED_LATENCY_MS,
    liveRoundTrips: (delayed.live - once.coldLiveCard) / ADDED_LATENCY_MS,
    applied: applied.first,
    appliedLive: applied.live,
    appliedLcp: applied.lcp?.at ?? Number.NaN,
    appliedLcpElement: applied.lcp?.element ?? 'none',
    files: applied.files,
    liveFiles: applied.liveFiles,
  };
}

/** The median of `samples` (sampleSignedInScreen's) of one screen. */
export function summariseSignedIn(samples) {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  // The files of the run whose byte count is the median, so the list matches the figure.
  const medianFiles = (key) => {
    const bytes = (files) => files.reduce((sum, file) => sum + file.bytes, 0);
    const sorted = [...samples].sort((a, b) => bytes(a[key]) - bytes(b[key]));
    const files = sorted[Math.floor(sorted.length / 2)][key];
    return { files, bytes: bytes(files) };
  };
  const first = medianFiles('files');
  const live = medianFiles('liveFiles');
  return {
    jsBytes: first.bytes,
    jsFiles: first.files.length,
    files: first.files,
    liveJsBytes: live.bytes,
    liveJsFiles: live.files.length,
    liveFiles: live.files,
    roundTrips: pick('roundTrips'),
    liveRoundTrips: pick('liveRoundTrips'),
    appliedFirstCard: pick('applied'),
    appliedLiveCard: pick('appliedLive'),
    warmAppliedLiveCard: pick('warmAppliedLive'),
    warmFreshAppliedLiveCard: pick('warmFreshAppliedLive'),
    appliedTbt: pick('appliedTbt'),
    appliedTbts: samples.map((sample) => sample.appliedTbt),
    warmAppliedTbt: pick('warmAppliedTbt'),
    warmAppliedTbts: samples.map((sample) => sample.warmAppliedTbt),
    coldFirstCard: pick('coldCard'),
    appliedLcp: pick('appliedLcp'),
    appliedLcpElements: [...new Set(samples.map((sample) => sample.appliedLcpElement))],
    coldLiveCard: pick('coldLiveCard'),
    revisitStatic: pick('revisitStatic'),
    revisitApi: pick('revisitApi'),
    revisitRequests: pick('revisitRequests'),
  };
}
