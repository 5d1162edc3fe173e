// Several api instances, proven (issue 29):
//
//   node scripts/run-multi-instance.mjs
//
// On the local PostgreSQL (MULTI_INSTANCE_DATABASE_SERVER, default postgres://postgres@127.0.0.1:5432):
// a fresh database, migrated and seeded once; two built api processes with production's caches and the
// in-process sandboxes (the sweep's sandbox route exists only outside production); nginx in front with
// deploy/nginx/selfcare-proxy.conf. Then five steps that need the instances to agree, a table of what
// each took and how many requests each instance answered. Exits 1 naming the first failure; stops
// every process it started and drops the database in any case. Expects `npm run build` to have run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sentTo } from './multi-instance/http.mjs';
import {
  instancesDieJourneyGoesOn,
  logoutOnARefusedOnB,
  priceChangeSeenOnBoth,
  purchaseOnASeenOnB,
  sweepOnBothDoesEachOnce,
} from './multi-instance/journey.mjs';
import { startNginx } from './multi-instance/nginx.mjs';
import { freePort, onServer, runToEnd, startApi } from './multi-instance/processes.mjs';

const serverUrl = process.env.MULTI_INSTANCE_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `selfcare_multi_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()];

/** Production-like: real secrets, the caches at production's 60 s, behind one proxy, never migrating. */
const env = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
  JWT_SECRET: randomBytes(24).toString('hex'),
  PIN_HASH_SECRET: randomBytes(24).toString('hex'),
  TRUST_PROXY: '127.0.0.1',
  MIGRATE_ON_START: 'false',
  SEED_DEMO_DATA: 'false',
  CATALOGUE_CACHE_TTL_SECONDS: '60',
  SUBSCRIBER_CACHE_TTL_SECONDS: '60',
  // The proof triggers the sweep itself, on both at once.
  LIFECYCLE_SWEEP_MINUTES: String(24 * 60),
  LOG_LEVEL: 'warn',
};

/** @type {{ step: string, ms: number, result: string }[]} */
const figures = [];
/**
 * @template T
 * @param {string} step
 * @param {() => Promise<T>} run
 */
async function timed(step, run) {
  const started = performance.now();
  const result = await run();
  figures.push({ step, ms: performance.now() - started, result: typeof result === 'string' ? result : '' });
  process.stdout.write(`  ok  ${step}\n`);
  return result;
}

/** @type {import('./multi-instance/processes.mjs').ApiInstance[]} */
const started = [];
/** @type {import('./multi-instance/nginx.mjs').Nginx | undefined} */
let nginx;
const db = new pg.Client({ connectionString: databaseUrl });
let exitCode = 1;
const began = performance.now();
try {
  await onServer(serverUrl, `create database ${databaseName}`);
  await timed('npm run migrate (once)', async () => {
    const output = await runToEnd([process.execPath, 'apps/api/dist/migrate.js'], env);
    return output.split(':')[0];
  });
  const a = await timed('start A, which seeds the demo data', async () => {
    const instance = await startApi('A', portA, { ...env, SEED_DEMO_DATA: 'true' });
    started.push(instance);
    return instance;
  });
  const startB = async () => {
    const instance = await startApi('B', portB, env);
    started.push(instance);
    return instance;
  };
  const b = await timed('start B', startB);
  nginx = await timed('start nginx in front of both', () => startNginx(nginxPort, [portA, portB]));
  await db.connect();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  const { answersPerUpstream } = nginx;
  const cluster = {
    nginx: nginx.url,
    a,
    b,
    db,
    today,
    restartB: async () => {
      cluster.b = await startB();
      return cluster.b;
    },
    routedTo: (/** @type {{ port: number }} */ instance) => answersPerUpstream().get(`127.0.0.1:${instance.port}`) ?? 0,
  };

  await timed('1. purchase on A seen on B at once', () => purchaseOnASeenOnB(cluster));
  await timed('2. logout on A refused on B', () => logoutOnARefusedOnB(cluster));
  await timed('3. console price change on both at once', () => priceChangeSeenOnBoth(cluster));
  await timed('4. sweep on A and B together, each item once', () => sweepOnBothDoesEachOnce(cluster));
  await timed('5. SIGTERM B, then SIGKILL A, journey goes on', () => instancesDieJourneyGoesOn(cluster));
  exitCode = 0;
} catch (error) {
  console.error(`\nMulti-instance proof FAILED: ${error instanceof Error ? error.message : error}`);
  for (const instance of started) console.error(`--- api ${instance.name} output ---\n${instance.output()}`);
  if (nginx) console.error(`--- nginx error log ---\n${nginx.errors()}`);
} finally {
  const perUpstream = nginx?.answersPerUpstream() ?? new Map();
  await db.end().catch(() => undefined);
  for (const instance of started) await instance.stop('SIGTERM');
  await nginx?.stop();
  await onServer(serverUrl, `drop database if exists ${databaseName} with (force)`).catch((error) =>
    console.error(`could not drop ${databaseName}: ${error}`),
  );
  console.info('\nstep | ms | what happened');
  for (const { step, ms, result } of figures) console.info(`${step} | ${ms.toFixed(0)} | ${result}`);
  console.info('\nrequests | count');
  for (const [address, count] of perUpstream)
    console.info(`through nginx to ${nameOf(address)} (${address}) | ${count}`);
  for (const [base, count] of sentTo) console.info(`sent to ${nameOf(base)} (${base}) | ${count}`);
  console.info(
    `\nMulti-instance proof: ${exitCode === 0 ? 'passed' : 'failed'} in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
}
process.exit(exitCode);

/** Which process an address is. @param {string} address */
function nameOf(address) {
  if (address.endsWith(`:${portA}`)) return 'A';
  if (address.endsWith(`:${portB}`)) return 'B';
  return 'nginx';
}
