import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, recordStatements } from '../../../test/catalogue';
import { type PlanNode, runGeneric } from '../../../test/generic-plan';
import { sweepContext } from '../../../test/sweep-context';
import type { Database } from '../../db/client';
import { runLifecycleSweep } from './sweep';

/**
 * The sweep runs every few minutes on tables that only grow: at a million subscribers, 30 million
 * purchases, 11 million payments, 1.3 million connections, of which a day's due rows are a few
 * thousand. A due read planned as a walk of the table (its primary key in id order, or a sequential
 * scan) read all 30 million purchases for each page (issue 30). Every statement a sweep sends is
 * planned here as PostgreSQL plans a named statement after its first executions, generically, with its
 * values unknown, on tables whose rows are mostly history: none may walk one of those tables.
 */

const GROWN_TABLES = ['purchases', 'transactions', 'connections'] as const;
const HISTORY_ROWS = 20_000;
const LIVE_ROWS = 5_000;
/** Rows of those tables a due read may read: a walk reads the history, a scan of what runs the live rows. */
const ROWS_A_READ_MAY_READ = 500;

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
  await growHistory(t.db);
  await t.db.execute(sql`analyze`);
}, 120_000);
afterAll(() => t.close());

/**
 * Rows no sweep step can find due: ended purchases, settled payments, unsubscribed connections, and
 * purchases that run but are not due for months.
 */
async function growHistory(db: Database) {
  await db.execute(sql`
    insert into purchases (connection_id, product_id, purchase_option_id, purchase_type, status, payment_status,
      payment_method, price, purchased_at, billing_start_date, billing_end_date, ended_at)
    select p.connection_id, p.product_id, p.purchase_option_id, p.purchase_type,
      case when g % 5 = 0 then 'PURCHASE_REMOVED' else 'PURCHASE_EXPIRED' end, 'SUCCESS',
      p.payment_method, p.price, now() - make_interval(days => g % 700), date '2024-07-01' + g % 700,
      date '2024-07-01' + g % 700 + 30, now() - make_interval(days => g % 600)
    from (select * from purchases where purchase_option_id is not null order by id limit 1) p
    cross join generate_series(1, ${HISTORY_ROWS}) g`);
  await db.execute(sql`
    insert into transactions (connection_id, purpose, purchase_id, item_name, channel, status, amount, created_at)
    select p.connection_id, case when g % 3 = 0 then 'RENEWAL' else 'PURCHASE' end, p.id, 'History',
      case when g % 2 = 0 then 'CARD' else 'OPERATOR' end, 'SUCCESS', 100, now() - make_interval(days => g % 700)
    from (select * from purchases order by id limit 1) p
    cross join generate_series(1, ${HISTORY_ROWS}) g`);
  await db.execute(sql`
    insert into connections (account_id, connection_type, service_type, status, name, validation_code, parental_pin_hash)
    select c.account_id, c.connection_type, c.service_type, 'unsubscribed', c.name, 'history-' || g, c.parental_pin_hash
    from (select * from connections order by id limit 1) c
    cross join generate_series(1, ${LIVE_ROWS}) g`);
  // What runs but is not due for months: a subscription, or an unsubscribed one running to its end, each.
  await db.execute(sql`
    insert into purchases (connection_id, product_id, purchase_option_id, purchase_type, status, payment_status,
      payment_method, price, purchased_at, billing_start_date, billing_end_date)
    select c.id, p.product_id, p.purchase_option_id, 'PURCHASE_TYPE_SUBSCRIPTION',
      case when row_number() over () % 5 = 0 then 'PURCHASE_PENDING_REMOVE' else 'PURCHASE_COMPLETE' end, 'SUCCESS',
      p.payment_method, p.price, now(), current_date, current_date + 60 + (row_number() over ())::int % 200
    from connections c
    cross join (select * from purchases where purchase_option_id is not null order by id limit 1) p
    where c.validation_code like 'history-%'`);
}

const isGrown = (node: PlanNode) => (GROWN_TABLES as readonly string[]).includes(node['Relation Name'] ?? '');

/** A scan that walks a grown table: sequentially, or along its primary key other than to one row. */
const walksTable = (node: PlanNode) =>
  isGrown(node) &&
  (node['Node Type'] === 'Seq Scan' ||
    (node['Index Name'] === `${node['Relation Name']}_pkey` && !/^\(id = /.test(node['Index Cond'] ?? '')));

/** Rows of the grown tables the statement read, whether it kept them or filtered them out. */
const rowsRead = (nodes: PlanNode[]) =>
  nodes
    .filter((node) => isGrown(node) && node['Node Type'] !== 'Bitmap Index Scan')
    .reduce(
      (sum, node) =>
        sum +
        ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
          (node['Actual Loops'] ?? 1),
      0,
    );

describe("the sweep's reads on tables of history", () => {
  const plans: { text: string; nodes: PlanNode[] }[] = [];
  beforeAll(async () => {
    const sent = await recordStatements(t.db, () => runLifecycleSweep(sweepContext(t), dateFromToday(1)));
    for (const statement of sent.filter((each) => /^\s*select/i.test(each.text))) {
      plans.push({ text: statement.text, nodes: await runGeneric(t.db, statement) });
    }
  });

  it('reads each step: the due pages of purchases, payments and connections', () => {
    for (const table of GROWN_TABLES) {
      expect(plans.some((plan) => plan.text.includes(`from "${table}"`))).toBe(true);
    }
  });

  it('walks none of those tables, sequentially or along the primary key', () => {
    const walks = plans.flatMap(({ text, nodes }) =>
      nodes.filter(walksTable).map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''} in: ${text}`),
    );
    expect(walks).toEqual([]);
  });

  it('reads the rows that can be due, not the history or what runs', () => {
    const heavy = plans
      .map(({ text, nodes }) => ({ text, rows: rowsRead(nodes) }))
      .filter((plan) => plan.rows > ROWS_A_READ_MAY_READ);
    expect(heavy).toEqual([]);
  });

  it('pages the renewals, endings, reminders and pauses by day from the indexes of the rows that can be due', () => {
    const reads = new Map<string, number>();
    for (const { nodes } of plans) {
      for (const name of new Set(nodes.map((node) => node['Index Name']))) {
        if (
          name === 'purchases_due_renewal_idx' ||
          name === 'purchases_due_end_idx' ||
          name === 'purchases_paused_idx'
        ) {
          reads.set(name, (reads.get(name) ?? 0) + 1);
        }
      }
    }
    // Renewals and renewal reminders; endings and expiry reminders; pauses and resumes.
    expect(Object.fromEntries(reads)).toEqual({
      purchases_due_renewal_idx: 2,
      purchases_due_end_idx: 2,
      purchases_paused_idx: 2,
    });
  });
});
