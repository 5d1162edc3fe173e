// `npm run bench:profile-reads -- --database-url URL --subscribers N [--sample 20] [--explain]`: what a
// subscriber's reads (reads.ts) cost the database, in process with the caches off: per read, the
// statements sent, their time and the rows they answered, and the whole request's time; with
// --explain, each statement of the first sampled subscriber's reads again under EXPLAIN (ANALYZE,
// BUFFERS), with its parameters, as the planner's custom plan and as the prepared statement's generic one.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-subscribers';
import { JOB_QUEUE_SCHEMA } from '../../apps/api/src/jobs/job-queue';
import { connect } from './database';
import { subscriberReads } from './reads';
import { markdownTable } from './report';
import { sampleSubscribers } from './sample-subscribers';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/selfcare_national' },
    subscribers: { type: 'string', default: '1000000' },
    sample: { type: 'string', default: '20' },
    explain: { type: 'boolean', default: false },
    // A read's name (reads.ts): the api's CPU profile over its measured requests, written to this folder.
    'cpu-profile': { type: 'string' },
    'cpu-profile-dir': { type: 'string', default: '.' },
  },
});
const url = values['database-url'];

interface Statement {
  text: string;
  params: unknown[];
  ms: number;
  rows: number;
}

/** The outbox relay's statements run on their own schedule, not the request's. */
const OUTBOX = '"outbox_messages"';

/**
 * The statements sent on the pool's connections while a read runs (one at a time), timed from send to
 * answer (pipelined ones overlap). Not by async context: the pool runs a waiting query in the context
 * of the query that gave its connection back.
 */
let sent: Statement[] | undefined;

/**
 * Times the statements of every connection the pool opens, whether lent to one statement, to reads
 * together (decision 0079) or to a transaction: each client's query, wrapped as it connects.
 */
function watch(pool: pg.Pool): void {
  pool.on('connect', (client) => watchClient(client));
}

function watchClient(client: pg.PoolClient): void {
  const clientQuery = client.query;
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const statements = sent;
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    const text = typeof config === 'string' ? config : (config.text ?? '');
    if (!statements || text.includes(`${JOB_QUEUE_SCHEMA}.`) || text.includes(OUTBOX))
      return Reflect.apply(clientQuery, this, args);
    const params = (Array.isArray(args[1]) ? args[1] : typeof config === 'object' ? config.values : undefined) ?? [];
    const statement: Statement = { text, params, ms: 0, rows: 0 };
    statements.push(statement);
    const start = performance.now();
    const answered = (result: { rowCount?: number | null } | undefined) => {
      statement.ms = performance.now() - start;
      statement.rows = result?.rowCount ?? 0;
    };
    // The pool's own query passes a callback; Drizzle's statements on a lent connection await a promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: { rowCount?: number | null } | undefined) => {
        answered(result);
        callback(error, result);
      };
      return Reflect.apply(clientQuery, this, args);
    }
    const result = Reflect.apply(clientQuery, this, args) as Promise<{ rowCount?: number | null }>;
    return result.then((answer) => {
      answered(answer);
      return answer;
    });
  } as typeof client.query;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const sum = (numbers: number[]) => numbers.reduce((total, value) => total + value, 0);
const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 160);

interface Measured {
  wallMs: number;
  statements: Statement[];
  bytes: number;
}

/** A parameter as SQL text, for EXECUTE. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

async function explainAll(measuredReads: Map<string, Measured>) {
  const sql = await connect(url);
  try {
    for (const [name, { statements }] of measuredReads) {
      console.info(`\n### ${name}\n`);
      // Reads only: EXPLAIN ANALYZE runs what it explains.
      for (const statement of statements.filter((one) => /^\s*(select|with|\()/i.test(one.text))) {
        const plans: string[] = [];
        for (const mode of ['force_custom_plan', 'force_generic_plan']) {
          await sql.query(`set plan_cache_mode = ${mode}`);
          await sql.query('deallocate all');
          await sql.query(`prepare profiled as ${statement.text}`);
          const args = statement.params.map(literal);
          const rows = await sql.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) execute profiled${args.length > 0 ? `(${args.join(', ')})` : ''}`,
          );
          plans.push(`-- ${mode}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
        }
        console.info(`${short(statement.text)}\n\n\`\`\`\n${plans.join('\n')}\n\`\`\`\n`);
      }
    }
  } finally {
    await sql.close();
  }
}

async function main() {
  const sampled = await sampleSubscribers(url, Number(values.subscribers), Number(values.sample));
  const database = openDatabase({ url, dataDir: 'memory://', poolSize: 4 });
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    CATALOGUE_CACHE_TTL_SECONDS: '0',
    SUBSCRIBER_CACHE_TTL_SECONDS: '0',
    LIFECYCLE_SWEEP_MINUTES: String(24 * 60),
    // One request at a time on a shared machine: a lagging event loop is the machine's, not overload.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  watch((database.db as unknown as { $client: pg.Pool }).$client);
  const app = await buildApp({ config, database: database.db });
  const byRead = new Map<string, Measured[]>();
  const profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  const profiles: object[] = [];
  let firstSubscriber: Map<string, Measured> | undefined;
  try {
    await app.ready();
    const typesAnswer = await app.inject({ url: '/api/products/v1/products/product-types' });
    if (typesAnswer.statusCode !== 200) throw new Error(`product types: ${typesAnswer.statusCode} ${typesAnswer.body}`);
    const types = Object.fromEntries(
      typesAnswer.json<{ id: string; typeName: string }[]>().map((type) => [type.typeName, type.id]),
    );
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // Twice through: the first round warms the process and the prepared statements, the second is kept.
    for (const round of [0, 1]) {
      for (const subscriber of sampled) {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/v1/login',
          payload: { username: subscriber.email, password: DEMO_PASSWORD },
        });
        const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
        const measuredReads = new Map<string, Measured>();
        for (const read of subscriberReads({ ...subscriber, types, from: day(-365), to: day(1) })) {
          const statements: Statement[] = [];
          const start = performance.now();
          const profiled = round === 1 && read.name === values['cpu-profile'];
          if (profiled) await profiler.post('Profiler.start');
          sent = statements;
          const response = await app.inject({ method: read.method, url: read.url, payload: read.payload, headers });
          sent = undefined;
          if (profiled) profiles.push(((await profiler.post('Profiler.stop')) as { profile: object }).profile);
          const wallMs = performance.now() - start;
          if (response.statusCode !== 200) throw new Error(`${read.name}: ${response.statusCode} ${response.body}`);
          const measured = { wallMs, statements, bytes: response.rawPayload.length };
          measuredReads.set(read.name, measured);
          if (round === 1) byRead.set(read.name, [...(byRead.get(read.name) ?? []), measured]);
        }
        if (round === 1 && !firstSubscriber) firstSubscriber = measuredReads;
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
  const rows = [...byRead].map(([name, measured]) => [
    name,
    median(measured.map((one) => one.statements.length)),
    median(measured.map((one) => sum(one.statements.map((statement) => statement.rows)))),
    median(measured.map((one) => sum(one.statements.map((statement) => statement.ms)))).toFixed(1),
    median(measured.map((one) => one.wallMs)).toFixed(1),
    median(measured.map((one) => one.bytes)),
  ]);
  console.info(
    markdownTable(['read', 'statements', 'rows answered', 'statement ms (sum)', 'request ms', 'answer bytes'], rows),
  );
  // The slowest statements of every read: text, median ms over the sample.
  for (const [name, measured] of byRead) {
    const byText = new Map<string, number[]>();
    for (const one of measured)
      for (const statement of one.statements)
        byText.set(statement.text, [...(byText.get(statement.text) ?? []), statement.ms]);
    const slowest = [...byText].sort((a, b) => median(b[1]) - median(a[1])).slice(0, 3);
    console.info(`\n${name}:`);
    for (const [text, times] of slowest) console.info(`  ${median(times).toFixed(1)} ms  ${short(text)}`);
  }
  for (const [index, profile] of profiles.entries()) {
    await writeFile(join(values['cpu-profile-dir'], `read-${index + 1}.cpuprofile`), JSON.stringify(profile));
  }
  if (values.explain && firstSubscriber) await explainAll(firstSubscriber);
}

await main();
