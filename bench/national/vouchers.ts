// Gift vouchers the connections bought (MY VOUCHERS) and the card or operator payments for them. They
// are not spent: a use is a purchase paid with the voucher, which purchases.ts does not make.
import { cardBrand, cardMask } from './accounts';
import { PLAN_TABLE } from './plan';
import { asOf, hash, taxOn, uuidFrom } from './sql';

export const voucherStatements = (asOfDate: string) => [
  `create unlogged table national_voucher_purchases as
   select ${uuidFrom(`'voucher:' || p.connection_id || ':' || i`)} as id,
          ${uuidFrom(`'voucher-payment:' || p.connection_id || ':' || i`)} as transaction_id,
          p.connection_id, p.account_id, p.connection_type, g.id as gift_voucher_id, g.voucher_name, g.price, g.own,
          g.total_count, g.total_value, g.utilize_period,
          p.created_at + (${asOf(asOfDate)} - p.created_at) * ((i + 0.5) / p.vouchers) as purchased_at
     from ${PLAN_TABLE} p
     cross join lateral generate_series(0, p.vouchers - 1) i
     join (select v.*, row_number() over (order by v.id) - 1 as idx, count(*) over () as total
             from gift_vouchers v where v.active) g
       on g.idx = ${hash(`'gift:' || p.connection_id || ':' || i`)} % g.total`,
  `insert into transactions (id, connection_id, purpose, gift_voucher_id, item_name, channel, method, card_mask,
                             amount, tax_amount, status, payment_status, reference_no, gateway_order_id,
                             notified_at, created_at, updated_at)
   select transaction_id, connection_id, 'VOUCHER', gift_voucher_id, voucher_name,
          case when connection_type = 7 then 'CARD' else 'OPERATOR' end,
          case when connection_type = 7 then ${cardBrand('account_id')} else 'Mobitel' end,
          case when connection_type = 7 then ${cardMask('account_id')} end,
          price + ${taxOn('price')},
          ${taxOn('price')}, 'SUCCESS', 'SUCCESS',
          'TX' || upper(left(md5('voucher-payment:' || id), 20)),
          case when connection_type = 7 then 'ORD' || upper(left(md5('voucher-order:' || id), 20)) end,
          case when connection_type = 7 then purchased_at + interval '1 minute' end, purchased_at, purchased_at
     from national_voucher_purchases`,
  `insert into purchased_vouchers (id, gift_voucher_id, connection_id, transaction_id, code, own, price, total_count,
                                   total_value, remaining_count, remaining_value, purchased_at, expires_at,
                                   redeemed_by_connection_id, created_at)
   select id, gift_voucher_id, connection_id, transaction_id,
          -- three groups of four, as the seed prints them; 12 hex digits of the voucher's own
          upper(substr(md5('code:' || id), 1, 4) || '-' || substr(md5('code:' || id), 5, 4) || '-' || substr(md5('code:' || id), 9, 4)),
          own, price, total_count, total_value, total_count, total_value, purchased_at,
          purchased_at + utilize_period * interval '1 day', case when own then connection_id end, purchased_at
     from national_voucher_purchases`,
  'drop table national_voucher_purchases',
];
