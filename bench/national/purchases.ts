// Purchases: each connection's planned number, spread evenly from its registration to the end of the
// history, each of the next offer after the connection's own starting point, so a connection buys a
// product again only once it has bought every offer. A subscription runs one to four months (each
// month a payment, see payments.ts); a transactional purchase runs its option's period.
import { OFFERS_TABLE } from './offers';
import { PLAN_TABLE } from './plan';
import { asOf, hash, taxOn, uuidFrom } from './sql';

/**
 * The batch's purchases, made here first and copied into `purchases` in one go: payments.ts and
 * activity.ts read them from here, so generating a batch never reads the growing `purchases` table,
 * which can then be loaded without indexes (bulk-load.ts).
 */
export const BATCH_PURCHASES_TABLE = 'national_batch_purchases';

/** Months a subscription ran (or runs) for; payments.ts makes one payment a month of it. */
export const subscriptionMonths = (purchaseId: string) => `(1 + ${hash(`'months:' || ${purchaseId}`)} % 4)::int`;

/** Percent of purchases whose first payment failed; the next few percent unsubscribe. */
const FAILED_PERCENT = 3;
const UNSUBSCRIBED_PERCENT = 25;

/** Makes the batch's purchases; dropBatchPurchases() drops the staging table once every group has read it. */
export function purchaseStatements(asOfDate: string): string[] {
  const now = asOf(asOfDate);
  return [
    `create unlogged table ${BATCH_PURCHASES_TABLE} (like purchases including defaults)`,
    `insert into ${BATCH_PURCHASES_TABLE} (id, connection_id, product_id, purchase_option_id, is_bundled, purchase_type, status,
                            payment_status, provisioning_status, payment_method, price, tax_amount, purchased_at,
                            billing_start_date, billing_end_date, unsubscribed_at, ended_at, reference_no,
                            created_at, updated_at)
     -- materialized: each column below names a decision many times, and an inlined CTE would redo its
     -- hashes at every mention
     with bought as (
       select p.connection_id, p.connection_type, p.status as connection_status, j, p.purchases,
              ${uuidFrom(`'purchase:' || p.connection_id || ':' || j`)} as id, o.product_id, o.option_id,
              o.purchase_type, o.price, o.utilization_period, o.utilization_period_unit, offers.total,
              p.created_at + (${now} - p.created_at) * ((j + 0.5) / p.purchases) as at
         from ${PLAN_TABLE} p
         cross join (select count(*)::int as total from ${OFFERS_TABLE}) offers
         cross join lateral generate_series(0, p.purchases - 1) j
         join ${OFFERS_TABLE} o on o.idx = (p.product_offset + j) % offers.total
     ), ended as materialized (
       select b.*, ${hash(`'outcome:' || b.id`)} % 100 as roll,
              (case when purchase_type = 'PURCHASE_TYPE_SUBSCRIPTION'
                    then at + ${subscriptionMonths('b.id')} * interval '1 month'
                    when utilization_period_unit = 'MONTHS' then at + utilization_period * interval '1 month'
                    else at + utilization_period * interval '1 day' end)::date - 1 as period_end
         from bought b
     ), decided as (
       select e.*,
              -- live: paid up to now, the newest purchase of its product, on a connection that still has it
              roll >= ${FAILED_PERCENT} and period_end >= ${now}::date and j >= purchases - total
                and connection_status in ('active', 'suspended') as live
         from ended e
     ), settled as materialized (
       select d.*,
              case when roll < ${FAILED_PERCENT} then 'PURCHASE_FAILED'
                   when live and roll < ${FAILED_PERCENT + 7} then 'PURCHASE_PENDING_REMOVE'
                   when live then 'PURCHASE_COMPLETE'
                   when purchase_type = 'PURCHASE_TYPE_SUBSCRIPTION' and roll < ${UNSUBSCRIBED_PERCENT}
                     then 'PURCHASE_REMOVED'
                   else 'PURCHASE_EXPIRED' end as status,
              case when roll < ${FAILED_PERCENT} then null
                   when live then period_end
                   else greatest(at::date, least(period_end, ${now}::date - 1)) end as billing_end
         from decided d
     )
     select id, connection_id, product_id, option_id, false, purchase_type, status,
            case when status = 'PURCHASE_FAILED' then 'FAILURE' else 'SUCCESS' end,
            case when status = 'PURCHASE_FAILED' then 'FAILURE' else 'SUCCESS' end,
            case when connection_type = 6 then 'OPERATOR' when connection_type = 7 then 'CARD' else 'MONTHLY_BILL' end,
            price, ${taxOn('price')}, at, at::date, billing_end,
            case when status in ('PURCHASE_PENDING_REMOVE', 'PURCHASE_REMOVED')
                 then greatest(at, least(billing_end::timestamptz, ${now}) - interval '5 days') end,
            case when status in ('PURCHASE_EXPIRED', 'PURCHASE_REMOVED') then billing_end + interval '1 day' end,
            case when status <> 'PURCHASE_FAILED' then 'PR' || upper(left(md5('reference:' || id), 20)) end,
            at, at
       from settled`,
    `insert into purchases select * from ${BATCH_PURCHASES_TABLE}`,
  ];
}

export const dropBatchPurchases = () => [`drop table if exists ${BATCH_PURCHASES_TABLE}`];
