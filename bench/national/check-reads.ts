// Logs random generated subscribers in through the api (in this process, on the generated database)
// and reads their pages: every read must answer 200.
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-subscribers';
import { subscriberReads } from './reads';
import { markdownTable } from './report';
import { sampleSubscribers } from './sample-subscribers';

export async function checkReads(url: string, subscribers: number, count: number): Promise<void> {
  const sampled = await sampleSubscribers(url, subscribers, count);
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
