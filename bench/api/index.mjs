// The api suite: the machine's ceiling (a bare Fastify hello-world), the public catalogue reads, the
// logged-in reads, tax calculate and postpaid subscribe at 50 connections; then the growth runs.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, login, productNamed, typeIds } from './catalogue.mjs';
import { createBenchDatabase, withDatabase } from './database.mjs';
import { countCharges, insertBenchSubscribers } from './fixtures.mjs';
import { runGrowth } from './growth.mjs';
import { measure } from './load.mjs';
import { apiServer, helloServer } from './server.mjs';

export const DEMO_PASSWORD = 'Selfcare@2026';
const DEMO_PIN = '1234';

/** BENCH_ONLY: comma-separated parts of scenario names to run (and `growth`); the ceiling always runs. */
const only = process.env.BENCH_ONLY?.split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const percent = (share) => (share === undefined ? '-' : `${Math.round(100 * share)}%`);
const wanted = (name) => !only?.length || only.some((part) => name.includes(part));
const SUBSCRIBE = 'postpaid subscribe (fresh connection, PIN)';

const TARGETS = {
  publicShare: 0.4,
  publicP99Ms: 50,
  loggedInShare: 0.2,
  subscribePerSecond: 300,
};

/** @param {{ databaseUrl?: string, connections: number, warmupSeconds: number, durationSeconds: number, growth: object, log: (line: string) => void }} options */
export async function run(options) {
  const { log } = options;
  const load = {
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
  };
  const workDir = await mkdtemp(join(tmpdir(), 'selfcare-bench-'));
  const database = await createBenchDatabase({ serverUrl: options.databaseUrl, dataDir: join(workDir, 'pglite') });
  const server = apiServer({ databaseEnv: database.env });
  let growthServer;
  try {
    log(`api: starting on ${database.kind} (migrations and demo data)`);
    await server.start();

    // Bench subscribers for subscribe: enough fresh connections for the fastest plausible rate.
    const perSecondCeiling = 1500;
    const needed = perSecondCeiling * (load.warmupSeconds + load.durationSeconds);
    const accountCount = options.connections;
    const tag = randomBytes(4).toString('hex');
    let benchAccounts = [];
    if (wanted(SUBSCRIBE)) {
      log(`api: adding ${needed} bench connections for subscribe`);
      benchAccounts = await withDatabase(database, server, (db) =>
        insertBenchSubscribers(db, {
          tag,
          accountCount,
          connectionsPerAccount: Math.ceil(needed / accountCount),
        }),
      );
    }

    const url = server.url;
    const types = await typeIds(url);
    const home = await login(url, 'tv@selfcare.lk', DEMO_PASSWORD);
    const conid = home.connections.find((connection) => connection.connectionType === 1)?.connectionId;
    const premium = await productNamed(url, types.package, 'PEO Premium');
    const hbo = await productNamed(url, types.channel, 'HBO');
    const hboPage = await api(url, `/api/billing/v1/billing/user-products/${hbo.id}?conid=${conid}`, {
      token: home.token,
    });
    const auth = { authorization: `Bearer ${home.token}` };
    const featuredTypes = ['channel', 'channelbundle', 'package', 'vod', 'svod'].map((name) => types[name]);

    const allScenarios = [
      {
        name: 'catalogue list (on-demand page of 20)',
        group: 'public',
        path: `/api/products/v1/products/all/active/by-type?typeid=${types.vod}&page=1&pageSize=20`,
      },
      { name: 'product detail (PEO Premium)', group: 'public', path: `/api/products/v1/products/${premium.id}` },
      {
        name: 'landing featured lists',
        group: 'public',
        method: 'POST',
        path: '/api/products/v1/products/by-product-types-and-tags',
        body: { productTypes: featuredTypes, tags: ['featured'] },
      },
      {
        name: 'user-products by type (page of 20)',
        group: 'logged-in',
        path: `/api/billing/v1/billing/user-products/by-type?conid=${conid}&typeid=${types.vod}&page=1&pageSize=20`,
        headers: auth,
      },
      {
        name: 'user-products channels (by types)',
        group: 'logged-in',
        path: `/api/billing/v1/billing/user-products/by-types?conid=${conid}&typeIds=${types.channel}`,
        headers: auth,
      },
      {
        name: 'user-products product page',
        group: 'logged-in',
        path: `/api/billing/v1/billing/user-products/${premium.id}?conid=${conid}`,
        headers: auth,
      },
      {
        name: 'landing featured lists, logged in',
        group: 'logged-in',
        method: 'POST',
        path: `/api/products/v1/products/by-product-types-and-tags?conid=${conid}`,
        headers: auth,
        body: { productTypes: featuredTypes, tags: ['featured'] },
      },
      {
        name: 'tax calculate',
        group: 'logged-in',
        method: 'POST',
        path: '/api/promotions/v1/tax/calculate',
        headers: auth,
        body: { productId: hbo.id, connectionId: conid, price: hboPage.purchaseOption?.purchasePrice ?? 450 },
      },
    ];
    const scenarios = allScenarios.filter((scenario) => wanted(scenario.name));

    log('api: hello-world ceiling');
    const hello = await helloServer();
    let ceiling;
    try {
      ceiling = await measure({ url: hello.url, path: '/', serverPid: hello.pid }, load);
    } finally {
      await hello.stop();
    }

    const rows = [];
    const targets = [];
    const errorNotes = [];
    const row = (name, group, figures) => [
      name,
      group,
      Math.round(figures.requestsPerSecond),
      figures.p50,
      figures.p99,
      figures.errors,
      `${Math.round((100 * figures.requestsPerSecond) / ceiling.requestsPerSecond)}%`,
      figures.serverCpuMicrosPerRequest === undefined ? '-' : Math.round(figures.serverCpuMicrosPerRequest),
      figures.serverBusy === undefined ? '-' : `${Math.round(100 * figures.serverBusy)}%`,
      `${Math.round(100 * figures.generatorBusy)}%`,
      percent(capacityShare(figures)),
    ];
    // What the server could answer with a core of its own, against the hello-world's: CPU per answer,
    // which the load generator's own limits on this shared machine do not move.
    const capacityShare = (figures) =>
      figures.serverCpuMicrosPerRequest && ceiling.serverCpuMicrosPerRequest
        ? ceiling.serverCpuMicrosPerRequest / figures.serverCpuMicrosPerRequest
        : undefined;
    rows.push(row('hello-world (ceiling)', 'ceiling', ceiling));

    for (const scenario of scenarios) {
      log(`api: ${scenario.name}`);
      // A scenario that does not answer 200 now would measure an error page.
      await api(url, scenario.path, {
        method: scenario.method,
        token: scenario.headers ? home.token : undefined,
        body: scenario.body,
      });
      const figures = await measure({ url, serverPid: server.pid, ...scenario }, load);
      rows.push(row(scenario.name, scenario.group, figures));
      if (figures.errors > 0) errorNotes.push(`${scenario.name}: errors ${JSON.stringify(figures.errorKinds)}.`);
      const share = figures.requestsPerSecond / ceiling.requestsPerSecond;
      const pct = `${Math.round(100 * share)}% of ceiling (server CPU: ${percent(capacityShare(figures))})`;
      if (scenario.group === 'public') {
        targets.push({
          name: `${scenario.name}: ≥ ${100 * TARGETS.publicShare}% of ceiling, p99 < ${TARGETS.publicP99Ms} ms`,
          target: `≥ ${100 * TARGETS.publicShare}%, p99 < ${TARGETS.publicP99Ms} ms`,
          measured: `${pct}, p99 ${figures.p99} ms, ${figures.errors} errors`,
          met: share >= TARGETS.publicShare && figures.p99 < TARGETS.publicP99Ms && figures.errors === 0,
        });
      } else {
        targets.push({
          name: `${scenario.name}: ≥ ${100 * TARGETS.loggedInShare}% of ceiling`,
          target: `≥ ${100 * TARGETS.loggedInShare}%`,
          measured: `${pct}, p99 ${figures.p99} ms, ${figures.errors} errors`,
          met: share >= TARGETS.loggedInShare && figures.errors === 0,
        });
      }
    }

    const notes = [];
    if (wanted(SUBSCRIBE)) {
      // Subscribe: every request a fresh connection (nothing bought yet) and a fresh Idempotency-Key.
      log('api: postpaid subscribe');
      const buyers = [];
      for (const account of benchAccounts) {
        const { token } = await login(url, account.email, DEMO_PASSWORD);
        for (const connectionId of account.connectionIds) buyers.push({ token, connectionId });
      }
      const option = hboPage.purchaseOption;
      const bodyFor = (connectionId) => ({
        connectionId,
        pin: DEMO_PIN,
        productId: hbo.id,
        productType: hboPage.productTypeId,
        purchaseOption: option.id,
        amount: option.purchasePrice,
        productPOGroupId: hboPage.purchaseOptionGroupId,
        selectedPOGID: option.purchaseOptionGroupId,
        defaultPurchaseOptionType: option.defaultPurchaseOptionType,
        dataBundle: false,
      });
      let next = 0;
      const subscribe = await measure(
        {
          url,
          serverPid: server.pid,
          method: 'POST',
          path: '/api/billing/v1/billing/user-purchase/subscribe',
          body: bodyFor(buyers[0].connectionId),
          setupRequest: (request) => {
            const buyer = buyers[next % buyers.length];
            next += 1;
            return {
              ...request,
              headers: {
                ...request.headers,
                authorization: `Bearer ${buyer.token}`,
                'idempotency-key': `bench-${tag}-${next}`,
              },
              body: JSON.stringify(bodyFor(buyer.connectionId)),
            };
          },
        },
        load,
      );
      if (next > buyers.length) log(`api: subscribe ran out of fresh connections (${next} requests)`);
      rows.push(row(SUBSCRIBE, 'purchase', subscribe));
      const charges = await withDatabase(database, server, (db) => countCharges(db, tag));
      const oneChargeEach =
        charges.purchases === charges.billLines &&
        charges.purchasesWithoutOneLine === 0 &&
        charges.connectionsBoughtTwice === 0 &&
        charges.purchases >= subscribe.ok2xxAll &&
        charges.purchases <= Math.min(next, subscribe.sentAll);
      const statusNote = Object.keys(subscribe.statusCodes).length
        ? `, other answers ${JSON.stringify(subscribe.statusCodes)}`
        : '';
      const chargeNote =
        `subscribe: ${subscribe.ok2xxAll} answers 2xx (warm-up and measured) for ${next} requests sent; ` +
        `${charges.purchases} purchases and ${charges.billLines} bill lines written ` +
        `(requests still in flight when autocannon stops are written but not counted as answers)${statusNote}.`;
      targets.push({
        name: `postpaid subscribe: ≥ ${TARGETS.subscribePerSecond}/s on PostgreSQL, no error, one charge per request`,
        target: `≥ ${TARGETS.subscribePerSecond}/s, 0 errors, 1 bill line per purchase`,
        measured:
          `${Math.round(subscribe.requestsPerSecond)}/s on ${database.kind}, ${subscribe.errors} errors, ` +
          `${oneChargeEach ? 'one charge per purchase' : `charges wrong: ${JSON.stringify(charges)}`}`,
        met:
          database.kind === 'postgres' &&
          subscribe.requestsPerSecond >= TARGETS.subscribePerSecond &&
          subscribe.errors === 0 &&
          oneChargeEach,
      });
      notes.push(chargeNote);
    }

    const apiSuite = {
      heading: `api at ${load.connections} connections on ${database.kind} (${load.warmupSeconds} s warm-up, ${load.durationSeconds} s measured)`,
      columns: [
        'scenario',
        'group',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'of ceiling',
        'server CPU µs/req',
        'server busy',
        'generator busy',
        'of ceiling by CPU',
      ],
      rows,
      notes: [
        'Server and load generator share this machine; the api runs with LOG_LEVEL=warn (no request log), as the hello-world has no logger.',
        "server CPU µs/req: the answering process's CPU time (user + system, /proc) over the measured run, per request; server busy: that time over the run's length (100% is one core). Of ceiling by CPU: the hello-world's CPU per request over the scenario's, what the server could answer with a core to itself. Generator busy: the same for autocannon's process; near 100% with server busy well under it, the load generator, on the same cores, is what limited req/s. autocannon keeps no answer bodies (bench/api/autocannon-without-bodies.mjs).",
        'The catalogue reads are the demo catalogue; the product pages are PEO Premium, the package with the most related products.',
        'Every subscribe request buys HBO on a connection that has bought nothing, with a new Idempotency-Key, and checks the parental PIN (its keyed hash, decision 0014).',
        ...notes,
        ...errorNotes,
      ],
    };

    if (!wanted('growth')) return { suites: [apiSuite], targets, database: database.kind };

    let growth;
    // Growth measures what the database does as the catalogue grows, so the caches that would answer
    // from memory, visitors' (decision 0013) and subscribers' (decision 0017), are off for it.
    await server.stop();
    growthServer = apiServer({
      databaseEnv: database.env,
      env: { CATALOGUE_CACHE_TTL_SECONDS: '0', SUBSCRIBER_CACHE_TTL_SECONDS: '0' },
    });
    try {
      await growthServer.start();
      growth = await runGrowth({
        server: growthServer,
        database,
        url: growthServer.url,
        types,
        options: options.growth,
        log,
      });
    } catch (error) {
      log(`growth: failed: ${error?.stack ?? error}`);
      growth = {
        suite: { heading: 'growth (failed)', columns: ['error'], rows: [[String(error?.message ?? error)]] },
        targets: [{ name: 'growth', target: 'runs', measured: 'failed', met: false }],
      };
    }
    return { suites: [apiSuite, growth.suite], targets: [...targets, ...growth.targets], database: database.kind };
  } finally {
    await server.stop();
    await growthServer?.stop();
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}
