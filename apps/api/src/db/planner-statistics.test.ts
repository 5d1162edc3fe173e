import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe("the planner's statistics (decision 0082)", () => {
  it("take a connection to hold 23 purchases, whatever ANALYZE's sample counts", async () => {
    await t.db.execute(sql`analyze purchases`);
    const result = await t.db.execute(
      sql`select n_distinct from pg_stats where tablename = 'purchases' and attname = 'connection_id'`,
    );
    const [row] = (result as unknown as { rows: { n_distinct: number | string }[] }).rows;
    expect(Number(row?.n_distinct)).toBe(-0.043);
  });
});
