// Logs random generated subscribers in through the api (in this process, on the generated database)
// and reads their pages: every read must answer 200.
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-subscribers';
import { connect } from './database';
import { subscriberReads } from './reads';
import { markdownTable } from './report';

interface Sampled {
  n: number;
  email: string;
  connectionId: string;
  connectionType: number;
  status: string;
  productId: string;
  purchases: number;
}

export async function checkReads(url: string, subscribers: number, count: number): Promise<void> {
  const sampled = await sample(url, subscribers, count);
  const database = openDatabase({ url, dataDir: 'memory://', poolSize: 4 });
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    // The reads must reach the database, not the in-process caches (bench/README.md, growth).
    CATALOGUE_CACHE_TTL_SECONDS: '0',
    SUBSCRIBER_CACHE_TTL_SECONDS: '0',
    LIFECYCLE_SWEEP_MINUTES: String(24 * 60),
  });
  const app = await buildApp({ config, database: database.db });
  const failures: string[] = [];
  const rows: (string | number)[][] = [];
  try {
    await app.ready();
    const types = Object.fromEntries(
      (await app.inject({ url: '/api/products/v1/products/product-types' }))
        .json<{ id: string; typeName: string }[]>()
        .map((type) => [type.typeName, type.id]),
    );
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const subscriber of sampled) {
      const start = performance.now();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/v1/login',
        payload: { username: subscriber.email, password: DEMO_PASSWORD },
      });
      if (login.statusCode !== 200) failures.push(`${subscriber.email} login: ${login.statusCode} ${login.body}`);
      const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
      const reads = subscriberReads({ ...subscriber, types, from: day(-365), to: day(1) });
      for (const read of reads) {
        const response = await app.inject({ method: read.method, url: read.url, payload: read.payload, headers });
        if (response.statusCode !== 200) {
          failures.push(`${subscriber.email} ${read.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
      rows.push([
        subscriber.n,
        subscriber.connectionType,
        subscriber.status,
        subscriber.purchases,
        reads.length + 1,
        (performance.now() - start).toFixed(0),
      ]);
    }
  } finally {
    await app.close();
    await database.close();
  }
  console.info(
    `\n${markdownTable(['subscriber', 'connection type', 'status', 'purchases', 'requests, all 200', 'ms'], rows)}`,
  );
  if (failures.length > 0) throw new Error(`reads that did not answer 200:\n${failures.join('\n')}`);
}

/** `count` random subscribers, each with a registered connection and a purchase. */
async function sample(url: string, subscribers: number, count: number): Promise<Sampled[]> {
  const sql = await connect(url);
  try {
    return await sql.query<Sampled>(
      `select distinct on (n) n, a.email, c.id as "connectionId", c.connection_type as "connectionType", c.status,
              (select u.product_id from purchases u where u.connection_id = c.id order by u.purchased_at desc limit 1)
                as "productId",
              (select count(*)::int from purchases u where u.connection_id = c.id) as purchases
         from (select (1 + floor(random() * $1))::int as n from generate_series(1, $2 * 3)) picked
         join accounts a on a.email = 'subscriber-' || n || '@national.invalid'
         join connections c on c.account_id = a.id
        where c.status <> 'pending_registration'
          and exists (select 1 from purchases u where u.connection_id = c.id)
        order by n, c.position
        limit $2`,
      [subscribers, count],
    );
  } finally {
    await sql.close();
  }
}
