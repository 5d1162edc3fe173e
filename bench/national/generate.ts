// `npm run bench:data -- --subscribers N [--database-url URL] [--batch B] [--as-of YYYY-MM-DD] [--workers W]`:
// (re)creates a PostgreSQL database with the national data set (bench/README.md) and reports what it
// made, how long each table took and what the database weighs per subscriber. `--only 17,230,...`
// instead of --subscribers makes only those subscribers, each as it is in the full set.
import { type Arguments, readArguments } from './arguments';
import { restoreIndexes, setAsideIndexes } from './bulk-load';
import { growCatalogueBy } from './catalogue';
import { checkReads } from './check-reads';
import { connect, migrateAndSeed, recreateDatabase, type Sql } from './database';
import { createOffers, dropOffers } from './offers';
import { markdownTable, megabytes, TableTimes, tableOf } from './report';
import { subscriberStatements } from './subscribers';
import { closeWorkers, openWorkers, shareWork } from './workers';

const CATALOGUE_FACTOR = 10;
const PURCHASES_PER_SUBSCRIBER = 30;

const args = readArguments(process.argv.slice(2));
const times = new TableTimes();
/** The phases' wall-clock seconds: the per-table figures add up the workers' time, which overlaps. */
const wallClock = new Map<string, number>();
const started = performance.now();
const seconds = (since: number) => (performance.now() - since) / 1000;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  times.add(label, seconds(start), 0);
  return result;
}

async function run(sql: Sql, statements: string[]): Promise<void> {
  for (const statement of statements) {
    const start = performance.now();
    const rows = await sql.execute(statement);
    times.add(tableOf(statement), seconds(start), rows);
  }
}

await timed('create, migrate, demo seed', async () => {
  await recreateDatabase(args.databaseUrl);
  await migrateAndSeed(args.databaseUrl);
});
const sql = await connect(args.databaseUrl);
const workers = await openWorkers(args.databaseUrl, args.workers);
try {
  await sql.query('set synchronous_commit = off');
  await sql.query('set jit = off');
  await timed(`catalogue ${CATALOGUE_FACTOR}x`, () => growCatalogueBy(sql, CATALOGUE_FACTOR));
  await run(sql, createOffers());
  const setAside = await timed('keys, indexes and triggers set aside', () => setAsideIndexes(sql));
  const loading = performance.now();
  await shareWork(workers, batchesOf(args), async (worker, { from, to, only }) => {
    const batchStart = performance.now();
    await run(
      worker.sql,
      subscriberStatements({
        from,
        to,
        only,
        asOfDate: args.asOfDate,
        purchasesPerSubscriber: PURCHASES_PER_SUBSCRIBER,
      }),
    );
    console.info(
      `subscribers ${from}-${to}: ${seconds(batchStart).toFixed(1)} s (${seconds(started).toFixed(0)} s in all)`,
    );
  });
  wallClock.set('subscribers loaded', seconds(loading));
  await run(sql, dropOffers());
  const restoring = performance.now();
  await restoreIndexes(workers, setAside, async (label, worker, statement) => {
    const start = performance.now();
    await worker.query(statement);
    times.add(label, seconds(start), 0);
  });
  wallClock.set('keys, indexes and foreign keys rebuilt', seconds(restoring));
  const vacuuming = performance.now();
  await vacuumAnalyze(sql);
  wallClock.set('vacuum analyze', seconds(vacuuming));
  const generation = seconds(started);
  await report(sql, generation);
} finally {
  await closeWorkers(workers);
  await sql.close();
}
if (args.checkReads > 0) await checkReads(args.databaseUrl, args.subscribers, args.checkReads);

/** The subscribers, `batch` at a time: 1..N, or --only's numbers. */
function batchesOf({ subscribers, batch, only }: Arguments): { from: number; to: number; only?: number[] }[] {
  const batches: { from: number; to: number; only?: number[] }[] = [];
  for (let start = 0; start < subscribers; start += batch) {
    const chosen = only?.slice(start, start + batch);
    batches.push(
      chosen
        ? { from: chosen[0] ?? 1, to: chosen.at(-1) ?? 1, only: chosen }
        : { from: start + 1, to: Math.min(subscribers, start + batch) },
    );
  }
  return batches;
}

/** Every table vacuumed and analysed, the workers taking one each, the largest first. */
async function vacuumAnalyze(sql: Sql): Promise<void> {
  const tables = await sql.query<{ table: string }>(
    `select n.nspname || '.' || c.relname as table
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'pgboss')
      order by pg_relation_size(c.oid) desc`,
  );
  await shareWork(workers, tables, async (worker, { table }) => {
    const start = performance.now();
    await worker.sql.query(`vacuum (analyze) ${table}`);
    times.add('vacuum analyze', seconds(start), 0);
  });
}

async function report(sql: Sql, generation: number): Promise<void> {
  const sizes = await sql.query<{ table: string; rows: number; bytes: number }>(
    `select n.nspname || '.' || c.relname as table, c.reltuples::bigint as rows, pg_total_relation_size(c.oid) as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'pgboss') and pg_total_relation_size(c.oid) > 1024 * 1024
      order by bytes desc`,
  );
  const [database] = await sql.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes');
  const bytes = Number(database?.bytes);
  console.info(
    `\n${args.subscribers} subscribers, as of ${args.asOfDate}, ${args.workers} workers: ${generation.toFixed(0)} s`,
  );
  console.info([...wallClock].map(([phase, phaseSeconds]) => `${phase}: ${phaseSeconds.toFixed(0)} s`).join('; '));
  console.info('\nPer table and step, the seconds its statements took, added up over the workers:\n');
  console.info(
    markdownTable(
      ['step or table', 'rows written', 'seconds'],
      times
        .entries()
        .sort((a, b) => b.seconds - a.seconds)
        .map((entry) => [entry.table, entry.rows || '', entry.seconds.toFixed(1)]),
    ),
  );
  console.info(
    `\n${markdownTable(
      ['table (over 1 MB)', 'rows (estimate)', 'MB with indexes'],
      sizes.map((row) => [row.table, row.rows, megabytes(Number(row.bytes))]),
    )}`,
  );
  console.info(`\ndatabase: ${megabytes(bytes)} MB, ${(bytes / args.subscribers / 1024).toFixed(1)} KB per subscriber`);
}
