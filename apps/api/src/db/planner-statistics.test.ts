import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/app';
import { scalar } from '../modules/products/growth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe("the planner's statistics (decision 0082)", () => {
  it("take a connection to hold 23 purchases, whatever ANALYZE's sample counts", async () => {
    await t.db.execute(sql`analyze purchases`);
    const estimate = await scalar<number>(
      t.db,
      `select n_distinct as value from pg_stats where tablename = 'purchases' and attname = 'connection_id'`,
    );
    expect(estimate).toBe(-0.043);
  });
});
