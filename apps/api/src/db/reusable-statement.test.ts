import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { reusableStatement } from './reusable-statement';
import { rateLimitCounters } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let builds = 0;
const counterHits = reusableStatement('test_counter_hits', (db) => {
  builds += 1;
  return db
    .select({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, sql.placeholder('key')));
});
const insertCounter = reusableStatement('test_counter_insert', (db) =>
  db.insert(rateLimitCounters).values({
    key: sql.placeholder('key'),
    hits: sql.placeholder('hits'),
    resetAt: sql.placeholder('resetAt'),
  }),
);

describe('reusableStatement', () => {
  it('runs inside the transaction it is given, with its values encoded by their columns', async () => {
    const resetAt = new Date('2026-11-27T10:00:00.000Z');
    await expect(
      t.db.transaction(async (tx) => {
        await insertCounter(tx, { key: 'reusable:in-transaction', hits: 3, resetAt });
        // Only the transaction's own connection sees the row it has not committed.
        expect(await counterHits(tx, { key: 'reusable:in-transaction' })).toEqual([{ hits: 3, resetAt }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await counterHits(t.db, { key: 'reusable:in-transaction' })).toEqual([]);
  });

  it('builds its query once for a database and runs it with each call’s values', async () => {
    await insertCounter(t.db, { key: 'reusable:a', hits: 1, resetAt: new Date() });
    await insertCounter(t.db, { key: 'reusable:b', hits: 2, resetAt: new Date() });
    await counterHits(t.db, { key: 'reusable:a' });
    const buildsBefore = builds;
    const [a] = await counterHits(t.db, { key: 'reusable:a' });
    const [b] = await t.db.transaction((tx) => counterHits(tx, { key: 'reusable:b' }));
    expect([a?.hits, b?.hits]).toEqual([1, 2]);
    expect(builds).toBe(buildsBefore);
  });

  it('refuses a statement name already taken, since PostgreSQL keeps one statement per name', () => {
    expect(() => reusableStatement('test_counter_hits', (db) => db.select().from(rateLimitCounters))).toThrow(
      'the name test_counter_hits is taken',
    );
  });

  it('fails clearly when a value is missing or has no placeholder', async () => {
    await expect(counterHits(t.db, {})).rejects.toThrow('No value for placeholder "key" was provided');
    await expect(async () => counterHits(t.db, { key: 'reusable:a', hits: 1 })).rejects.toThrow(
      'reusableStatement test_counter_hits: no placeholder for hits',
    );
  });
});
