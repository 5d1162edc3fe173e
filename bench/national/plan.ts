// The plan: one row per generated connection, saying whose it is, its type and status, and how much
// history it has. Every table group reads it, so each decision is made once. It is an ordinary
// (unlogged) table, not a temporary one, so that a pool's several connections all see it.
import { asOf, hash, uuidFrom } from './sql';

export const PLAN_TABLE = 'national_plan';

export interface PlanOptions {
  /** Subscribers from..to (numbers; subscriber n logs in as subscriber-n@national.invalid). */
  from: number;
  to: number;
  /**
   * Only these subscribers of from..to: a subscriber's rows depend on its number alone, so each is made
   * as it is in a set of any size (bench:data --only).
   */
  only?: readonly number[];
  /** 'YYYY-MM-DD': the history ends on this day and spans the two years before it. */
  asOfDate: string;
  /** Average purchases per subscriber (30 in the issue). */
  purchasesPerSubscriber: number;
  /**
   * The growth test's subscribers: one active connection of this type each, with exactly these many
   * purchases and gift vouchers.
   */
  exactly?: { connectionType: number; purchases: number; vouchers: number };
}

/** 1.3 connections per account on average: a second one for 3 accounts in 10. */
const SECOND_CONNECTION_PERCENT = 30;
/** Share of connections still registering: they have no purchases. */
const PENDING_PERCENT = 3;

export const emailOf = (n: string) => `'subscriber-' || ${n} || '@national.invalid'`;

export function createPlan(options: PlanOptions): string[] {
  // Purchases per connection are uniform in [0, 2 * mean]; the mean is per connection that can buy.
  const perConnection =
    options.purchasesPerSubscriber / ((1 + SECOND_CONNECTION_PERCENT / 100) * (1 - PENDING_PERCENT / 100));
  const now = asOf(options.asOfDate);
  const purchases = options.exactly
    ? `${options.exactly.purchases}`
    : `${hash(`'purchases:' || connection_id`)} % ${Math.round(2 * perConnection) + 1}`;
  // One paying connection in ten has bought gift vouchers (types 6 and 7 pay by operator or card).
  const vouchers = options.exactly
    ? `${options.exactly.vouchers}`
    : `case when connection_type >= 6 and ${hash(`'vouchers:' || connection_id`)} % 10 = 0
            then 1 + ${hash(`'voucher-count:' || connection_id`)} % 2 else 0 end`;
  const connectionCount = options.exactly
    ? '1'
    : `1 + (${hash(`'second-connection:' || n`)} % 100 < ${SECOND_CONNECTION_PERCENT})::int`;
  const typeAndStatus = options.exactly
    ? `${options.exactly.connectionType} as connection_type, 'active' as status,`
    : `-- fixed line (1-5) 70%, mobile operator (6) 15%, card (7) 15%
       case when type_roll < 30 then 1 when type_roll < 45 then 2 when type_roll < 55 then 3
            when type_roll < 65 then 4 when type_roll < 70 then 5 when type_roll < 85 then 6 else 7 end
         as connection_type,
       case when status_roll < ${PENDING_PERCENT} then 'pending_registration'
            when status_roll < 8 then 'unsubscribed' when status_roll < 15 then 'suspended' else 'active' end
         as status,`;
  return [
    `create unlogged table if not exists ${PLAN_TABLE} (
       n int not null, position int not null, account_id uuid not null, connection_id uuid primary key,
       connection_type smallint not null, status text not null, created_at timestamptz not null,
       purchases int not null, vouchers int not null, product_offset int not null)`,
    `insert into ${PLAN_TABLE}
     with subscriber as (
       select n, ${uuidFrom(`'account:' || n`)} as account_id,
              ${connectionCount} as connection_count
         from ${subscriberNumbers(options)} n
     ), connection as (
       select s.n, position, s.account_id, ${uuidFrom(`'connection:' || s.n || ':' || position`)} as connection_id,
              ${hash(`'type:' || s.n || ':' || position`)} % 100 as type_roll,
              ${hash(`'status:' || s.n || ':' || position`)} % 100 as status_roll,
              ${hash(`'age:' || s.n || ':' || position`)} % 700 as age_days
         from subscriber s cross join generate_series(0, s.connection_count - 1) position
     ), typed as (
       select n, position, account_id, connection_id,
              ${typeAndStatus}
              -- registered between 30 days and two years before the end of the history
              ${now} - ((30 + age_days) * interval '1 day') as created_at
         from connection
     )
     select n, position, account_id, connection_id, connection_type, status, created_at,
            case when status = 'pending_registration' then 0 else ${purchases} end,
            case when status = 'pending_registration' then 0 else ${vouchers} end,
            ${hash(`'offset:' || connection_id`)} % 1000000
       from typed`,
  ];
}

function subscriberNumbers({ from, to, only }: PlanOptions): string {
  if (!only) return `generate_series(${from}, ${to})`;
  if (!only.every((n) => Number.isInteger(n) && n >= from && n <= to)) {
    throw new Error(`only: every subscriber number must be a whole number in ${from}..${to}`);
  }
  return `unnest('{${only.join(',')}}'::int[])`;
}

export const dropPlan = () => [`drop table if exists ${PLAN_TABLE}`];
