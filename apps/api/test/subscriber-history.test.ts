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
 * A subscriber's reads cost the same number of SQL statements whatever their history (issue 30): a
 * subscriber with a few purchases and one with over a thousand purchases, payments and vouchers, made by
 * the national data generator's own statements (bench/national), answer every page with as many.
 */

/**
 * The short history buys each of the seed catalogue's offers about once, so both subscribers hold the
 * same kinds of purchase (live, ended, failed, of every product type) and differ only in how many.
 */
const SMALL = { purchases: 40, vouchers: 2 };
const LARGE = { purchases: 1000, vouchers: 1000 };
/** Unpaginated reads: the long history's answer is longer, so it was read. */
const LISTS_EVERYTHING = new Set(['MY PAYMENTS', 'MY VOUCHERS']);
/** Fixed line (bill), mobile operator and card connections: their payments are kept apart. */
const CONNECTION_TYPES = [1, 6, 7] as const;

let t: TestApp;
let types: Record<string, string>;
beforeAll(async () => {
  t = await createSeededTestApp();
  const run = async (statements: string[]) => {
    for (const statement of statements) await t.db.execute(sql.raw(statement));
  };
  await run(createOffers());
  for (const [index, connectionType] of CONNECTION_TYPES.entries()) {
    for (const [offset, history] of [SMALL, LARGE].entries()) {
      const n = 2 * index + offset + 1;
      await run(
        subscriberStatements({
          from: n,
          to: n,
          asOfDate: dateFromToday(0),
          purchasesPerSubscriber: history.purchases,
          exactly: { connectionType, ...history },
        }),
      );
    }
  }
  await run(dropOffers());
  await t.db.execute(sql`analyze`);
  types = await productTypeIds(t);
}, 60_000);
afterAll(() => t.close());

describe('statements per subscriber read, a short history and a long one', () => {
  for (const [index, connectionType] of CONNECTION_TYPES.entries()) {
    it(`connection type ${connectionType}`, async () => {
      const small = await generatedSubscriber(t, 2 * index + 1, types);
      const large = await generatedSubscriber(t, 2 * index + 2, types);
      const history = await scalar<number>(
        t.db,
        `select count(*)::int as value from purchases where connection_id = '${large.target.connectionId}'`,
      );
      expect(history).toBe(LARGE.purchases);

      // One login each, its token used for the reads: a second login from another device would send a
      // login alert (issue 31), and its delivery's statements would run among the reads measured.
      const logins = [];
      const tokens: string[] = [];
      for (const { email } of [small, large]) {
        const login = await countedLogin(t, () => demoToken(t.app, email));
        logins.push(login.statements);
        tokens.push(login.token);
      }
      expect(logins[1], 'login').toBe(logins[0]);

      const [smallHeaders, largeHeaders] = tokens.map(bearer);
      if (!smallHeaders || !largeHeaders) throw new Error('a login gave no token');
      // The same product page for both: what a page costs depends on the product.
      const smallReads = subscriberReads(small.target);
      const largeReads = subscriberReads({ ...large.target, productId: small.target.productId });
      for (const [position, read] of smallReads.entries()) {
        const few = await measureRead(t, smallHeaders, read);
        const largeRead = largeReads[position];
        if (!largeRead) throw new Error(`no ${read.name} for the long history`);
        const many = await measureRead(t, largeHeaders, largeRead);
        expect(many.statements, statementsOf(`${read.name} (${few.items} items, then ${many.items})`, few, many)).toBe(
          few.statements,
        );
        if (LISTS_EVERYTHING.has(read.name)) expect(many.items, read.name).toBeGreaterThan(few.items);
        if (read.name.includes('page 1 of 20')) expect(many.items).toBeLessThanOrEqual(20);
      }
    });
  }
});
