// `npm run bench:national -- --database-url URL [--baseline-url URL] [--subscribers N]`: the api on a
// national data set (bench:data), read as random subscribers, with the caches off (the miss path, the
// database's cost) and on (the hit path); the console's subscriber search and a 90-day revenue report
// in process. With --alone-url, the same figures for the sampled subscribers in a set of only them
// (same-subscribers.ts); with --baseline-url (a data set of 1 subscriber), beside the baseline's: growth
// with the number of subscribers is visible. Prints markdown tables.
import { parseArgs } from 'node:util';
import { BROWSER_ACCEPT_ENCODING, measure } from '../api/load.mjs';
import { apiServer } from '../api/server.mjs';
import { measureConsoleQueries } from './console-queries';
import { measurePurchases, type PurchaseFigures } from './measure-purchases';
import { markdownTable } from './report';
import { generateAlone } from './same-subscribers';
import { type SampledSubscriber, sampleSubscribers } from './sample-subscribers';
import { type HttpScenario, scenariosFor } from './scenarios';
import { measureSweep } from './sweep';
import { warmScenario } from './warm';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/selfcare_national' },
    'baseline-url': { type: 'string' },
    // (Re)made with only the sampled subscribers, then read as them (same-subscribers.ts).
    'alone-url': { type: 'string' },
    subscribers: { type: 'string', default: '1000000' },
    // The data set's last day (bench:data's --as-of): MY PURCHASES' year and the report's 90 days end on it.
    'as-of': { type: 'string', default: new Date().toISOString().slice(0, 10) },
    sample: { type: 'string', default: '200' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    duration: { type: 'string', default: '5' },
    // The lifecycle sweep on a copy of the data set (as large again on disk while it runs).
    sweep: { type: 'boolean', default: false },
    // A postpaid subscribe and a card notify on a copy of each data set (as large again on disk).
    purchases: { type: 'boolean', default: false },
    // --sweep and --purchases on the national set itself, after the reads, the sweep last: for a set
    // too large to copy. The set is left a day later, with the bench's purchases in it.
    'in-place': { type: 'boolean', default: false },
    // Only --sweep and --purchases: their figures in minutes, without the reads' (caches off and on).
    'skip-reads': { type: 'boolean', default: false },
    // Each sampled subscriber's reads sent once before they are measured with the caches off (warm.ts).
    warm: { type: 'boolean', default: false },
  },
});
const load = {
  connections: Number(values.connections),
  warmupSeconds: Number(values.warmup),
  durationSeconds: Number(values.duration),
};
const asOfDate = values['as-of'];
if (!/^\d{4}-\d{2}-\d{2}$/.test(asOfDate)) throw new Error(`--as-of takes YYYY-MM-DD, not ${asOfDate}`);
const log = (line: string) => process.stderr.write(`[national] ${line}\n`);

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Up to --sample random subscribers of a set, each with a purchase. */
async function sample(url: string, subscribers: number): Promise<SampledSubscriber[]> {
  const sampled = await sampleSubscribers(url, subscribers, Math.min(Number(values.sample), subscribers));
  if (sampled.length === 0) throw new Error(`no subscriber with a purchase in ${url}`);
  return sampled;
}

/** Every scenario's figures on one database, read as the sampled subscribers, caches off then on. */
async function measureDatabase(url: string, sampled: SampledSubscriber[]): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>();
  for (const caches of ['off', 'on'] as const) {
    const server = apiServer({
      databaseEnv: { DATABASE_URL: url, DATABASE_POOL_SIZE: String(load.connections) },
      // On: the caches as the api's settings have them by default.
      env: caches === 'off' ? { CATALOGUE_CACHE_TTL_SECONDS: '0', SUBSCRIBER_CACHE_TTL_SECONDS: '0' } : {},
    });
    await server.start();
    try {
      const scenarios: HttpScenario[] = await scenariosFor(server.url, sampled, asOfDate);
      for (const scenario of scenarios) {
        if (caches === 'on' && !scenario.cacheable) continue;
        log(`${url.split('/').pop()}: caches ${caches}: ${scenario.name}`);
        if (values.warm && caches === 'off') await warmScenario(server.url, scenario, sampled.length);
        const result = await measure(
          {
            url: server.url,
            method: scenario.method,
            path: scenario.path,
            body: scenario.body,
            setupRequest: scenario.setupRequest,
            serverPid: server.pid,
          },
          load,
        );
        figures.set(`${scenario.name}, caches ${caches}`, result);
      }
    } finally {
      await server.stop();
    }
  }
  for (const [name, timing] of await measureConsoleQueries(url, sampled, asOfDate)) figures.set(name, timing);
  return figures;
}

const inPlace = values['in-place'];
const sweepFirst = values.sweep && !inPlace ? await measureSweep(values['database-url'], asOfDate) : undefined;
const reads = !values['skip-reads'];
const sampled = reads ? await sample(values['database-url'], Number(values.subscribers)) : [];
const national = reads ? await measureDatabase(values['database-url'], sampled) : undefined;
const aloneUrl = values['alone-url'];
if (reads && aloneUrl) await generateAlone(aloneUrl, sampled, asOfDate);
const alone = reads && aloneUrl ? await measureDatabase(aloneUrl, sampled) : undefined;
const baselineUrl = values['baseline-url'];
const baseline = reads && baselineUrl ? await measureDatabase(baselineUrl, await sample(baselineUrl, 1)) : undefined;
const purchases = values.purchases ? await measurePurchases(values['database-url'], load, inPlace) : undefined;
const baselinePurchases =
  values.purchases && values['baseline-url'] ? await measurePurchases(values['baseline-url'], load) : undefined;
const sweep = values.sweep && inPlace ? await measureSweep(values['database-url'], asOfDate, true) : sweepFirst;

const cell = (figures: Figures | undefined) =>
  figures ? `${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms` : '';
const growth = (at: Figures, base: Figures | undefined) =>
  base && base.p50 > 0 ? `${Math.round((100 * (at.p50 - base.p50)) / base.p50)} %` : '';
if (national) {
  console.info(
    `\n${markdownTable(
      [
        'scenario',
        `${Number(values.subscribers).toLocaleString('en')} subscribers`,
        ...(alone ? ['the same subscribers alone', 'p50 growth'] : []),
        ...(baseline ? ['1 subscriber', 'p50 growth'] : []),
        'errors',
      ],
      [...national].map(([name, figures]) => [
        name,
        cell(figures),
        ...(alone ? [cell(alone.get(name)), growth(figures, alone.get(name))] : []),
        ...(baseline ? [cell(baseline.get(name)), growth(figures, baseline.get(name))] : []),
        figures.errors,
      ]),
    )}`,
  );
  console.info(
    `\n${load.connections} connections, ${load.warmupSeconds} s warm-up, ${load.durationSeconds} s measured; accept-encoding ${BROWSER_ACCEPT_ENCODING}.`,
  );
}
if (sweep) {
  console.info(
    `\n${markdownTable(
      ['lifecycle sweep, the day after the last', 'figure'],
      [
        ['subscriptions due', sweep.due],
        ['seconds', sweep.seconds.toFixed(1)],
        ['renewals per second', (sweep.counts.renewals / sweep.seconds).toFixed(0)],
        [
          'renewed, refused, pending, errors',
          `${sweep.counts.renewals}, ${sweep.counts.renewalsFailed}, ${sweep.counts.renewalsPending}, ${sweep.counts.errors}`,
        ],
        ['renewal charges made (bill lines and payments)', sweep.charges],
        ['purchases charged more than once', sweep.chargedTwice],
        ['reminders: renewal, expiry', `${sweep.counts.renewalReminders}, ${sweep.counts.expiryReminders}`],
        ...Object.entries(sweep.counts.stepSeconds)
          .filter(([, seconds]) => seconds >= 0.05)
          .map(([step, seconds]) => [`step: ${step}, seconds`, seconds.toFixed(1)]),
      ],
    )}`,
  );
}
if (purchases) {
  const checked = (figures: PurchaseFigures | undefined) =>
    figures
      ? `${figures.check}: ${figures.exactlyOnce ? 'each charged once' : 'CHARGES WRONG'}${figures.freshEnough ? '' : ', TOO FEW FRESH BUYERS: the rate counts repeats'}`
      : '';
  console.info(
    `\n${markdownTable(
      [
        'purchase',
        `${Number(values.subscribers).toLocaleString('en')} subscribers`,
        ...(baselinePurchases ? ['1 subscriber', 'p50 growth'] : []),
        'errors',
        'charges',
      ],
      [...purchases].map(([name, figures]) => [
        name,
        cell(figures),
        ...(baselinePurchases ? [cell(baselinePurchases.get(name)), growth(figures, baselinePurchases.get(name))] : []),
        figures.errors,
        [checked(figures), checked(baselinePurchases?.get(name))].filter(Boolean).join('; '),
      ]),
    )}`,
  );
}
