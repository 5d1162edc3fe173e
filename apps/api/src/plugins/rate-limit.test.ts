import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { rateLimitCounters } from '../db/schema';
import { countAttempt, refundAttempt, resetAttempts } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rule = (limit = 2) => ({ key: `test:${crypto.randomUUID()}`, limit, windowSeconds: 60 });

describe('database-backed fixed-window limiter', () => {
  it('allows up to the limit, then answers the seconds left in the window', async () => {
    const r = rule(2);
    expect(await countAttempt(t.db, [r])).toBeNull();
    expect(await countAttempt(t.db, [r])).toBeNull();
    const wait = await countAttempt(t.db, [r]);
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has ended', async () => {
    const r = rule(1);
    await countAttempt(t.db, [r]);
    expect(await countAttempt(t.db, [r])).not.toBeNull();
    await t.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, r.key));

    expect(await countAttempt(t.db, [r])).toBeNull();
    const [counter] = await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, r.key));
    expect(counter?.hits).toBe(1);
    expect(counter?.resetAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('refuses when any of several rules is over, with the longest wait', async () => {
    const loose = rule(10);
    const tight = { ...rule(1), windowSeconds: 300 };
    await countAttempt(t.db, [loose, tight]);
    const wait = await countAttempt(t.db, [loose, tight]);
    expect(wait).toBeGreaterThan(250);
  });

  it('a refund takes back one attempt and a reset clears the key', async () => {
    const r = rule(1);
    await countAttempt(t.db, [r]);
    await refundAttempt(t.db, r.key);
    expect(await countAttempt(t.db, [r])).toBeNull();
    await resetAttempts(t.db, r.key);
    expect(await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, r.key))).toEqual([]);
  });

  it('counts concurrent attempts exactly', async () => {
    const r = rule(5);
    const results = await Promise.all(Array.from({ length: 12 }, () => countAttempt(t.db, [r])));
    expect(results.filter((wait) => wait === null)).toHaveLength(5);
    const [counter] = await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, r.key));
    expect(counter?.hits).toBe(12);
  });
});
