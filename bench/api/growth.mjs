// Growth: the same paginated reads with the catalogue at 1x, 10x and 100x the seed's product count,
// read by a subscriber with 1,000 purchases. A paginated read's latency should not depend on the size.
import { api, login } from './catalogue.mjs';
import { withDatabase } from './database.mjs';
import { catalogueCounts, growCatalogue, insertLongHistorySubscriber } from './fixtures.mjs';
import { measure } from './load.mjs';

const PASSWORD = 'Selfcare@2026';
const FACTORS = [1, 10, 100];
const HISTORY = 1000;

const isoDate = (date) => date.toISOString().slice(0, 10);

/** Flat: the p50 at the largest size is within 1.5x of the smallest's, or 3 ms of it (timer granularity). */
const flat = (small, large) => large <= Math.max(1.5 * small, small + 3);

export async function runGrowth({ server, database, url, types, options, log }) {
  const load = {
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
  };
  log(`growth: a subscriber with ${HISTORY} purchases`);
  const { seedProducts, subscriber } = await withDatabase(database, server, async (db) => ({
    seedProducts: (await catalogueCounts(db)).products,
    subscriber: await insertLongHistorySubscriber(db, { count: HISTORY }),
  }));
  const session = await login(url, subscriber.email, PASSWORD);
  const conid = subscriber.connectionId;
  const auth = { authorization: `Bearer ${session.token}` };
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
  const tomorrow = new Date(today.getTime() + 86_400_000);

  const reads = [
    {
      name: 'catalogue list, page 1 of 20',
      paginated: true,
      path: `/api/products/v1/products/all/active/by-type?typeid=${types.vod}&page=1&pageSize=20`,
      count: (body) => `${body.items.length} of ${body.total}`,
    },
    {
      name: 'user-products by type, page 1 of 20',
      paginated: true,
      path: `/api/billing/v1/billing/user-products/by-type?conid=${conid}&typeid=${types.vod}&page=1&pageSize=20`,
      headers: auth,
      count: (body) => `${body.items.length} of ${body.total}`,
    },
    {
      name: 'profile purchases, last 365 days',
      paginated: false,
      path: `/api/billing/v1/billing/user-purchase?connectionId=${conid}&connectionType=1&start=${isoDate(yearAgo)}&end=${isoDate(tomorrow)}`,
      headers: auth,
      count: (body) => `${body.length}`,
    },
  ];

  const rows = [];
  const p50s = new Map();
  /** Sizes at which the subscriber's page counted another total than the public list of the same type. */
  const staleTotals = [];
  for (const factor of FACTORS) {
    let products = seedProducts;
    if (factor > 1) {
      log(`growth: catalogue to ${factor}x`);
      products = await withDatabase(database, server, async (db) => {
        await growCatalogue(db, factor * seedProducts);
        // A catalogue that grew over months has been vacuumed (autovacuum), so its visibility map lets a
        // list's total be counted from its index alone; a bulk insert just before measuring has not.
        await db.query('vacuum (analyze) products');
        return (await catalogueCounts(db)).products;
      });
    }
    const totals = new Map();
    for (const read of reads) {
      log(`growth: ${factor}x ${read.name}`);
      const body = await api(url, read.path, { token: read.headers ? session.token : undefined });
      if (read.paginated) totals.set(read.name, body.total);
      const figures = await measure({ url, ...read }, load);
      rows.push([
        `${factor}x`,
        products,
        read.name,
        read.count(body),
        figures.p50,
        figures.p99,
        Math.round(figures.requestsPerSecond),
        figures.errors,
      ]);
      p50s.set(`${factor}:${read.name}`, figures.p50);
    }
    if (new Set(totals.values()).size > 1) staleTotals.push(`${factor}x`);
  }

  const first = FACTORS[0];
  const last = FACTORS[FACTORS.length - 1];
  const targets = reads
    .filter((read) => read.paginated)
    .map((read) => {
      const small = p50s.get(`${first}:${read.name}`);
      const large = p50s.get(`${last}:${read.name}`);
      return {
        name: `growth, ${read.name}: p50 flat from ${first}x to ${last}x the catalogue`,
        target: `p50 at ${last}x ≤ max(1.5 × p50 at ${first}x, p50 at ${first}x + 3 ms)`,
        measured: `${small} ms at ${first}x, ${large} ms at ${last}x`,
        met: flat(small, large),
      };
    });

  return {
    suite: {
      heading: `growth on ${database.kind}: catalogue at ${FACTORS.join('x, ')}x the seed, a subscriber with ${HISTORY} purchases (${load.connections} connections, ${load.warmupSeconds} s warm-up, ${load.durationSeconds} s measured)`,
      columns: ['size', 'products', 'read', 'rows returned', 'p50 ms', 'p99 ms', 'req/s', 'errors'],
      rows,
      notes: [
        ...(staleTotals.length > 0
          ? [
              `At ${staleTotals.join(', ')} the subscriber's page had another total than the public list of the same titles: it was answered from the api's subscriber cache (decision 0017), which sees catalogue edits only after its time to live, so its figures there are the cache's, not the database's. SUBSCRIBER_CACHE_TTL_SECONDS=0 measures the database.`,
            ]
          : []),
        `The catalogue grows by copying the seed's channels and on-demand titles with their categories, languages, genres and tags (not featured or Trending), so the ${last}x lists are ${last} times longer.`,
        `The subscriber holds one live purchase of each seeded on-demand title and expired ones before them, ${HISTORY} in the last year; MY PURCHASES answers the whole range (it is not paginated), so its cost follows the history, not the catalogue.`,
      ],
    },
    targets,
  };
}
