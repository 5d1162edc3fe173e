// The web suite: what each page's first visit downloads (JavaScript and CSS, gzip and brotli, from the
// production build's manifest) against the byte budgets, then Lighthouse (mobile defaults, Debian
// Chromium) on '/', '/packages', '/ondemand' and a product page served by the built api.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { budgetFindings, readBudgets } from '../../apps/web/build/budgets.mjs';
import { bundleReport } from '../../apps/web/build/bundle-report.mjs';
import { productNamed, typeIds } from '../api/catalogue.mjs';
import { createBenchDatabase } from '../api/database.mjs';
import { apiServer } from '../api/server.mjs';
import { figuresOf, runLighthouse } from './lighthouse.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// WEB_DIST_DIR (also read by the api it starts) measures another build than apps/web/dist.
const webDist = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(repoRoot, 'apps', 'web', 'dist');
const kb = (bytes) => (bytes / 1024).toFixed(1);

const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 };
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function bytesSuites(budgets) {
  const report = bundleReport(webDist, budgets.pages);
  const pages = {
    heading: 'web: first-visit bytes per page (KB)',
    columns: ['page', 'js files', 'js gzip', 'js brotli', 'css gzip', 'css brotli'],
    rows: report.pages.map((page) => [
      page.path,
      page.jsFiles,
      kb(page.jsGzip),
      kb(page.jsBrotli),
      kb(page.cssGzip),
      kb(page.cssBrotli),
    ]),
  };
  const chunks = {
    heading: 'web: largest chunks (KB)',
    columns: ['chunk', 'kind', 'source', 'raw', 'gzip', 'brotli'],
    rows: report.chunks
      .slice(0, 12)
      .map((chunk) => [chunk.file, chunk.kind, chunk.source, kb(chunk.raw), kb(chunk.gzip), kb(chunk.brotli)]),
  };
  const targets = budgetFindings(report, budgets).map((finding) => ({
    name: finding.name,
    target: `<= ${finding.target}`,
    measured: finding.measured,
    met: finding.met,
  }));
  return { suites: [pages, chunks], targets };
}

/** The pages Lighthouse opens: three lists and the product page of the first on-demand title. */
async function lighthousePages(url) {
  const types = await typeIds(url);
  const product = await productNamed(url, types.vod, null);
  const pages = ['/', '/packages', '/ondemand', `/products/${product.id}`];
  // The server must answer each before Lighthouse measures it.
  for (const path of pages) {
    const response = await fetch(`${url}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
  }
  return pages;
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART); one more try, then the error. */
async function lighthouseWithRetry(url, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt === 2) return { error: String(error?.message ?? error) };
      log(`web: Lighthouse ${url} failed (${error?.message ?? error}), trying again`);
    }
  }
}

/**
 * One page's figures: Lighthouse's median of LIGHTHOUSE_RUNS runs (its own computeMedianRun, the run
 * nearest the median first contentful paint and time to interactive), as its documentation advises for
 * a figure one run varies too much to give; the LCP and TBT of every run come alongside.
 */
async function medianLighthouse(url, log) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const result = await lighthouseWithRetry(url, log);
    if (result.error) return result;
    runs.push(result);
  }
  const spread = (pick) => runs.map((lhr) => Math.round(pick(figuresOf(lhr)))).join(' / ');
  return {
    ...figuresOf(computeMedianRun(runs)),
    lcpRuns: spread((figures) => figures.lcpMs),
    tbtRuns: spread((figures) => figures.tbtMs),
    benchmarkIndexes: runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)),
  };
}

async function lighthouseSuite(options) {
  const workDir = await mkdtemp(join(tmpdir(), 'selfcare-bench-web-'));
  const database = await createBenchDatabase({ serverUrl: undefined, dataDir: join(workDir, 'pglite') });
  const server = apiServer({ databaseEnv: database.env });
  try {
    options.log('web: starting the api (serves the built web app) for Lighthouse');
    await server.start();
    const rows = [];
    const targets = [];
    const benchmarkIndexes = [];
    for (const path of await lighthousePages(server.url)) {
      options.log(`web: Lighthouse ${path}`);
      const result = await medianLighthouse(`${server.url}${path}`, options.log);
      if (result.error) {
        rows.push([path, 'error', '', '', '', '', '', result.error]);
        targets.push({ name: `Lighthouse mobile ${path}`, target: 'a run', measured: result.error, met: false });
        continue;
      }
      rows.push([
        path,
        result.score,
        Math.round(result.lcpMs),
        Math.round(result.tbtMs),
        result.cls.toFixed(3),
        kb(result.transferBytes),
        result.lcpRuns,
        result.tbtRuns,
      ]);
      benchmarkIndexes.push(...result.benchmarkIndexes);
      const met =
        result.score >= LIGHTHOUSE_TARGETS.score &&
        result.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
        result.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs &&
        result.cls <= LIGHTHOUSE_TARGETS.cls;
      targets.push({
        name: `Lighthouse mobile ${path}`,
        target: 'score >= 95, LCP <= 1.8 s, TBT <= 100 ms, CLS <= 0.02',
        measured: `${result.score}, ${(result.lcpMs / 1000).toFixed(2)} s, ${Math.round(result.tbtMs)} ms, ${result.cls.toFixed(3)}`,
        met,
      });
    }
    return {
      suites: [
        {
          heading: `web: Lighthouse (mobile defaults, simulated throttling; the median of ${LIGHTHOUSE_RUNS} runs)`,
          columns: ['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'transfer KB', 'LCP ms, each run', 'TBT ms, each run'],
          rows,
          notes:
            benchmarkIndexes.length === 0
              ? []
              : [
                  `Lighthouse's benchmarkIndex of this machine over the runs: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)} (its measure of the CPU; simulated throttling multiplies the observed main-thread times by 4 whatever it is, so a slower or busier machine gives a higher TBT).`,
                ],
        },
      ],
      targets,
    };
  } finally {
    await server.stop();
    await database.drop?.();
    await rm(workDir, { recursive: true, force: true });
  }
}

export async function run(options) {
  const budgets = readBudgets();
  const bytes = bytesSuites(budgets);
  if (process.env.BENCH_SKIP_LIGHTHOUSE === '1') return bytes;
  const lighthouse = await lighthouseSuite(options);
  return { suites: [...bytes.suites, ...lighthouse.suites], targets: [...bytes.targets, ...lighthouse.targets] };
}
