// One Lighthouse run (npm lighthouse, its default mobile emulation and simulated throttling) in the
// machine's Chromium, answering the figures the bench reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

/** The figures the bench reports, from one run's result. */
export function figuresOf(lhr) {
  const { audits, categories } = lhr;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time'].numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
    transferBytes: audits['total-byte-weight'].numericValue ?? Number.NaN,
  };
}

/** One run's result (Lighthouse's lhr). */
export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
