import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffers, dropOffers } from '../../../bench/national/offers';
import { emailOf } from '../../../bench/national/plan';
import { type ReadTarget, subscriberReads } from '../../../bench/national/reads';
import { subscriberStatements } from '../../../bench/national/subscribers';
import { scalar } from '../src/modules/products/growth-test-kit';
import { createSeededTestApp, type TestApp } from './app';
import { countStatements, dateFromToday, demoToken } from './catalogue';
import { bearer } from './factories';

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
/** The request's own statements, not the job queue's handlers running meanwhile. */
const OWN_ONLY = { ownOnly: true };
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
  const answer = await t.app.inject({ url: '/api/products/v1/products/product-types' });
  types = Object.fromEntries(answer.json<{ id: string; typeName: string }[]>().map((type) => [type.typeName, type.id]));
}, 60_000);
afterAll(() => t.close());

/** Subscriber `n`'s login and what their reads need. */
async function subscriber(n: number) {
  const email = await scalar<string>(t.db, `select ${emailOf(`${n}`)} as value`);
  const connection = `(select c.id from connections c join accounts a on a.id = c.account_id where a.email = '${email}')`;
  const target: ReadTarget = {
    connectionId: await scalar<string>(t.db, `select ${connection} as value`),
    connectionType: await scalar<number>(
      t.db,
      `select connection_type as value from connections where id = ${connection}`,
    ),
    types,
    productId: await scalar<string>(
      t.db,
      `select product_id as value from purchases where connection_id = ${connection} order by purchased_at desc limit 1`,
    ),
    from: dateFromToday(-365),
    to: dateFromToday(1),
  };
  return { email, target };
}

/**
 * The statements and the items a request costs and answers: the fewer of two tries. On PostgreSQL a
 * session row's change reaches the session cache through the change feed a moment later and can cost
 * the next request a re-read; that is the feed's timing, not the history's size, and a read that grows
 * with history costs more on every try.
 */
async function measure(headers: Record<string, string>, read: ReturnType<typeof subscriberReads>[number]) {
  const tries = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let status = 0;
    let body = '';
    const statements = await countStatements(
      t.db,
      async () => {
        const response = await t.app.inject({ method: read.method, url: read.url, payload: read.payload, headers });
        status = response.statusCode;
        body = response.body;
      },
      OWN_ONLY,
    );
    expect(status, `${read.name}: ${body.slice(0, 200)}`).toBe(200);
    tries.push({ statements, items: itemCount(JSON.parse(body)) });
  }
  return { statements: Math.min(...tries.map((tried) => tried.statements)), items: tries[0]?.items ?? 0 };
}

/** How many things an answer lists: its array, or its longest array field. */
function itemCount(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') return Math.max(0, ...Object.values(body).map(itemCount));
  return 0;
}

describe('statements per subscriber read, a short history and a long one', () => {
  for (const [index, connectionType] of CONNECTION_TYPES.entries()) {
    it(`connection type ${connectionType}`, async () => {
      const small = await subscriber(2 * index + 1);
      const large = await subscriber(2 * index + 2);
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
        logins.push(
          await countStatements(
            t.db,
            async () => {
              tokens.push(await demoToken(t.app, email));
            },
            OWN_ONLY,
          ),
        );
      }
      expect(logins[1], 'login').toBe(logins[0]);

      const [smallHeaders, largeHeaders] = tokens.map(bearer);
      if (!smallHeaders || !largeHeaders) throw new Error('a login gave no token');
      // The same product page for both: what a page costs depends on the product.
      const smallReads = subscriberReads(small.target);
      const largeReads = subscriberReads({ ...large.target, productId: small.target.productId });
      for (const [position, read] of smallReads.entries()) {
        const few = await measure(smallHeaders, read);
        const largeRead = largeReads[position];
        if (!largeRead) throw new Error(`no ${read.name} for the long history`);
        const many = await measure(largeHeaders, largeRead);
        expect(many.statements, `${read.name}: ${few.items} items, then ${many.items}`).toBe(few.statements);
        if (LISTS_EVERYTHING.has(read.name)) expect(many.items, read.name).toBeGreaterThan(few.items);
        if (read.name.includes('page 1 of 20')) expect(many.items).toBeLessThanOrEqual(20);
      }
    });
  }
});
