// What generated connections buy: every channel, channel bundle, on-demand title and SVOD with a
// default purchase option, numbered in id order. Base packages, data bundles and extra screens are left
// out: each has rules of its own (one base package a connection, upgrades) the generator does not model.
export const OFFERS_TABLE = 'national_offers';

export const createOffers = () => [
  `create unlogged table if not exists ${OFFERS_TABLE} as
   select (row_number() over (order by p.id) - 1)::int as idx, p.id as product_id, p.name as product_name,
          o.id as option_id, o.name as option_name, o.purchase_type,
          greatest(o.default_price - o.absolute_discount, 0) as price,
          o.utilization_period, o.utilization_period_unit
     from products p
     join product_types t on t.id = p.product_type_id
     join purchase_options o on o.purchase_option_group_id = p.purchase_option_group_id and o.is_default
    where t.type_name in ('channel', 'channelbundle', 'vod', 'svod')`,
];

export const dropOffers = () => [`drop table if exists ${OFFERS_TABLE}`];
