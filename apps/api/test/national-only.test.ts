import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffers, dropOffers } from '../../../bench/national/offers';
import { subscriberStatements } from '../../../bench/national/subscribers';
import type { Database } from '../src/db/client';
import { rowsOf, scalar } from '../src/modules/products/growth-test-kit';
import { createSeededTestApp, type TestApp } from './app';

/**
 * The national bench reads its sampled subscribers in the national set and again in a set made of only
 * them (bench:data --only, bench/national/same-subscribers.ts), and calls the difference the cost of the
 * other subscribers. That holds only if a subscriber made alone has the very rows it has among others.
 */
const AS_OF = '2026-06-30';
const CHOSEN = [7, 23];

let among: TestApp;
let alone: TestApp;
const run = async (db: Database, statements: string[]) => {
  for (const statement of statements) await db.execute(sql.raw(statement));
};
const generate = async (db: Database, subscribers: { from: number; to: number; only?: number[] }) => {
  await run(db, createOffers());
  await run(db, subscriberStatements({ ...subscribers, asOfDate: AS_OF, purchasesPerSubscriber: 30 }));
  await run(db, dropOffers());
};
beforeAll(async () => {
  [among, alone] = await Promise.all([createSeededTestApp(), createSeededTestApp()]);
  await generate(among.db, { from: 1, to: 30 });
  await generate(alone.db, { from: 7, to: 23, only: CHOSEN });
}, 60_000);
afterAll(() => Promise.all([among?.close(), alone?.close()]));

const emails = CHOSEN.map((n) => `'subscriber-${n}@national.invalid'`).join(', ');
const accountsChosen = `select id from accounts where email in (${emails})`;
const connectionsChosen = `select id from connections where account_id in (${accountsChosen})`;

/** Every row of the chosen subscribers' accounts and connections, in every table that names one, as text. */
async function rowsOfChosen(db: Database): Promise<string[]> {
  const tables = rowsOf<{ table: string; column: string }>(
    await db.execute(
      sql.raw(`select table_name as table, column_name as column from information_schema.columns
                where table_schema = 'public' and column_name in ('account_id', 'connection_id')
                order by table_name, column_name`),
    ),
  );
  const selects = [
    `select 'accounts ' || t::text as row from accounts t where t.id in (${accountsChosen})`,
    `select 'connections ' || t::text from connections t where t.id in (${connectionsChosen})`,
    // audit_log's id counts rows from a sequence: the order rows were written, not the subscriber's.
    ...tables.map(
      ({ table, column }) =>
        `select '${table} ' || (to_jsonb(t) - ${table === 'audit_log' ? "'id'" : "''"})::text from "${table}" t
          where t."${column}" in (${column === 'account_id' ? accountsChosen : connectionsChosen})`,
    ),
  ];
  const rows = rowsOf<{ row: string }>(await db.execute(sql.raw(`${selects.join(' union all ')} order by 1`)));
  return rows.map(({ row }) => row);
}

describe('bench:data --only', () => {
  it('makes only the chosen subscribers', async () => {
    const made = rowsOf<{ email: string }>(
      await alone.db.execute(sql.raw("select email from accounts where email like '%@national.invalid' order by 1")),
    );
    expect(made.map(({ email }) => email)).toEqual(['subscriber-23@national.invalid', 'subscriber-7@national.invalid']);
  });

  it("makes only the chosen subscribers' page views", async () => {
    const views = (db: Database) =>
      db
        .execute(sql.raw("select visitor from analytics_events where type = 'page_view' order by visitor"))
        .then((result) => rowsOf<{ visitor: string }>(result).map(({ visitor }) => visitor));
    const aloneViews = await views(alone.db);
    expect(aloneViews).toHaveLength(CHOSEN.length * 20);
    const amongViews = new Set(await views(among.db));
    expect(aloneViews.filter((visitor) => !amongViews.has(visitor))).toEqual([]);
  });

  it('gives each the rows it has among 30 subscribers', async () => {
    const chosenPurchases = await scalar<number>(
      alone.db,
      `select count(*)::int as value from purchases where connection_id in (${connectionsChosen})`,
    );
    expect(chosenPurchases).toBeGreaterThan(10);
    expect(await rowsOfChosen(alone.db)).toEqual(await rowsOfChosen(among.db));
  });
});
