// Lighthouse's performance category against a served production build, in Debian's Chromium. The
// default configuration is Lighthouse's own: a mobile device (Moto G Power class screen) with
// simulated throttling (150 ms RTT, 1.6 Mbit/s down, 4x CPU slowdown), the setting PageSpeed Insights
// reports, so the score means what a reader expects it to mean.
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
 * @param {string} url
 * @param {{ chromePath: string, chromeFlags: string[] }} browser
 * @returns {Promise<{ score: number, metrics: { id: string, label: string, value: number,
 *   display: string }[], throttling: string, formFactor: string, lighthouseVersion: string }>}
 */
export async function runLighthouse(url, { chromePath, chromeFlags }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromeFlags],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
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
    };
  } finally {
    chrome.kill();
  }
}
