// What paid for the purchases: one payment a paid month (a bill line on a fixed line's bill, types
// 1-5; an operator or card payment, types 6 and 7), the first a PURCHASE and the rest RENEWALs; and the
// refused attempt of a purchase whose first payment failed.
import { cardBrand, cardMask } from './accounts';
import { PLAN_TABLE } from './plan';
import { BATCH_PURCHASES_TABLE, subscriptionMonths } from './purchases';
import { asOf, uuidFrom } from './sql';

/** The generated connections' purchases, with the months paid: those begun by the end of the history. */
function paidMonths(asOfDate: string, methods: string): string {
  return `select u.*, k, u.purchased_at + k * interval '1 month' as paid_at, p.account_id,
                 pr.name as product_name, o.name as option_name
            from ${BATCH_PURCHASES_TABLE} u
            join ${PLAN_TABLE} p on p.connection_id = u.connection_id
            join products pr on pr.id = u.product_id
            join purchase_options o on o.id = u.purchase_option_id
            cross join lateral generate_series(0, case when u.purchase_type = 'PURCHASE_TYPE_SUBSCRIPTION'
                                                       then ${subscriptionMonths('u.id')} else 1 end - 1) k
           where u.payment_method in (${methods}) and u.status <> 'PURCHASE_FAILED'
             and u.purchased_at + k * interval '1 month' <= least(${asOf(asOfDate)}, u.billing_end_date + interval '1 day')`;
}

export const paymentStatements = (asOfDate: string) => [
  `insert into bill_lines (id, connection_id, purchase_id, description, amount, tax_amount, billing_month, charged_at)
   select ${uuidFrom(`'bill-line:' || id || ':' || k`)}, connection_id, id,
          product_name || ' (' || option_name || ')', price, tax_amount, date_trunc('month', paid_at)::date, paid_at
     from (${paidMonths(asOfDate, `'MONTHLY_BILL'`)}) paid`,
  `insert into transactions (id, connection_id, purpose, purchase_id, item_name, channel, method, card_mask, amount,
                             tax_amount, status, payment_status, reference_no, gateway_order_id, gateway_payment_id,
                             notified_at, created_at, updated_at)
   select ${uuidFrom(`'transaction:' || id || ':' || k`)}, connection_id,
          case when k = 0 then 'PURCHASE' else 'RENEWAL' end, id, product_name, payment_method,
          ${paymentMethod('account_id')}, ${paymentCard('account_id')}, price + tax_amount, tax_amount, 'SUCCESS', 'SUCCESS',
          'TX' || upper(left(md5('transaction:' || id || ':' || k), 20)), ${gatewayIds("id || ':' || k")},
          case when payment_method = 'CARD' then paid_at + interval '1 minute' end, paid_at, paid_at
     from (${paidMonths(asOfDate, `'OPERATOR', 'CARD'`)}) paid`,
  `insert into transactions (id, connection_id, purpose, purchase_id, item_name, channel, method, card_mask, amount,
                             tax_amount, status, payment_status, gateway_order_id, description, notified_at,
                             created_at, updated_at)
   select ${uuidFrom(`'transaction:' || u.id || ':failed'`)}, u.connection_id, 'PURCHASE', u.id, pr.name,
          u.payment_method, ${paymentMethod('p.account_id')}, ${paymentCard('p.account_id')},
          u.price + u.tax_amount, u.tax_amount, 'FAILURE', 'FAILURE',
          case when u.payment_method = 'CARD' then 'ORD' || upper(left(md5('order:' || u.id), 20)) end,
          case when u.payment_method = 'CARD' then 'Card declined' else 'Insufficient balance' end,
          case when u.payment_method = 'CARD' then u.purchased_at + interval '1 minute' end,
          u.purchased_at, u.purchased_at
     from ${BATCH_PURCHASES_TABLE} u join ${PLAN_TABLE} p on p.connection_id = u.connection_id join products pr on pr.id = u.product_id
    where u.status = 'PURCHASE_FAILED' and u.payment_method in ('OPERATOR', 'CARD')`,
];

/** The card's brand or the operator's name, as transactions.method holds it. */
const paymentMethod = (accountId: string) =>
  `case when payment_method = 'CARD' then ${cardBrand(accountId)} else 'Mobitel' end`;
const paymentCard = (accountId: string) => `case when payment_method = 'CARD' then ${cardMask(accountId)} end`;

/** A card payment's gateway order id and PayHere payment id; operator payments have neither. */
const gatewayIds = (key: string) =>
  `case when payment_method = 'CARD' then 'ORD' || upper(left(md5('order:' || ${key}), 20)) end,
   case when payment_method = 'CARD' then (320000000000 + ('x' || left(md5('payhere:' || ${key}), 10))::bit(40)::bigint)::text end`;
