import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffers, dropOffers } from '../../../bench/national/offers';
import { subscriberReads } from '../../../bench/national/reads';
import { subscriberStatements } from '../../../bench/national/subscribers';
import { scalar } from '../src/modules/products/growth-test-kit';
import { createSeededTestApp, type TestApp } from './app';
import { dateFromToday, demoToken } from './catalogue';
import { bearer } from './factories';
import { countedLogin, generatedSubscriber, measureRead, productTypeIds, statementsOf } from './subscriber-reads';

/**
 * A subscriber's reads cost as many SQL statements, and answer the same, however many purchases other
 * subscribers hold (issue 30): the reads with purchase marks read the subscriber's own purchases, never
 * the purchases table or the catalogue crossed with it. Subscriber 1 is read, then a hundred other
 * subscribers are given about 3,000 purchases by the national data generator's own statements, and
 * subscriber 1 is read again.
 */
const MINE = { connectionType: 7, purchases: 40, vouchers: 2 };
const OTHERS = { from: 2, to: 101, purchasesPerSubscriber: 30 };

let t: TestApp;
const run = async (statements: string[]) => {
  for (const statement of statements) await t.db.execute(sql.raw(statement));
};
beforeAll(async () => {
  t = await createSeededTestApp();
  await run(createOffers());
  await run(
    subscriberStatements({
      from: 1,
      to: 1,
      asOfDate: dateFromToday(0),
      purchasesPerSubscriber: MINE.purchases,
      exactly: MINE,
    }),
  );
  await t.db.execute(sql`analyze`);
}, 60_000);
afterAll(() => t.close());

describe("statements per subscriber read, before and after other subscribers' purchases", () => {
  it('are as many, and the answers the same', async () => {
    const types = await productTypeIds(t);
    const me = await generatedSubscriber(t, 1, types);
    const headers = bearer((await countedLogin(t, () => demoToken(t.app, me.email))).token);
    const reads = subscriberReads(me.target);
    const before = [];
    for (const read of reads) before.push(await measureRead(t, headers, read));

    await run(subscriberStatements({ ...OTHERS, asOfDate: dateFromToday(0) }));
    await run(dropOffers());
    await t.db.execute(sql`analyze`);
    const others = await scalar<number>(
      t.db,
      `select count(*)::int as value from purchases where connection_id <> '${me.target.connectionId}'`,
    );
    expect(others).toBeGreaterThan(2_000);

    for (const [position, read] of reads.entries()) {
      const after = await measureRead(t, headers, read);
      const earlier = before[position];
      if (!earlier) throw new Error(`no first measure of ${read.name}`);
      expect(after.statements, statementsOf(read.name, earlier, after)).toBe(earlier.statements);
      expect(after.body, `${read.name}: answer`).toBe(earlier.body);
    }
  }, 60_000);
});
