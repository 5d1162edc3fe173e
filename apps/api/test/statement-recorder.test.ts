import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { recordStatements } from './catalogue';

/**
 * The statement counts of the growth and budget tests rest on telling a request's own statements from
 * whatever else shares the pool meanwhile. On PostgreSQL a statement that waits for a busy pool's client
 * is handed one from the context of the statement that frees it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the statements recorded as a run’s own', () => {
  it('include one that waited for a client while the pool was busy, and none of the busy ones', async () => {
    // More than the pool's ten clients, so the run's statement has to wait for one of them.
    const busy = Array.from({ length: 12 }, async () => {
      await t.db.execute(sql`select pg_sleep(0.05), 'busy'`);
    });
    const sent = await recordStatements(
      t.db,
      async () => {
        await t.db.execute(sql`select 'mine'`);
      },
      { ownOnly: true },
    );
    await Promise.all(busy);
    expect(sent.map((statement) => statement.text)).toEqual([`select 'mine'`]);
  });
});
