// Rows the bench adds to the seeded database, with the shapes the seed and the api write: bench
// subscribers (bill-paying fixed-line connections), a subscriber with a long purchase history, and
// copies of the catalogue's channels and on-demand titles for the growth runs.
import { createHmac, randomBytes } from 'node:crypto';
import { BENCH_PIN_HASH_SECRET } from './server.mjs';

const DEMO_PIN = '1234';

/** The demo password's hash (every demo subscriber has the same), to reuse. */
async function demoHashes(db) {
  const [row] = await db.query(`select password_hash from accounts where email = 'tv@selfcare.lk'`);
  if (!row) throw new Error('the demo subscriber tv@selfcare.lk is missing: is the database seeded?');
  return { passwordHash: row.password_hash };
}

/**
 * Gives connections the demo PIN. Its hash is keyed and bound to the connection (decision 0014), so it
 * is written per connection, as apps/api/src/lib/pin-hash.ts writes it, with the api's bench secret.
 */
async function setDemoPin(db, connectionIds) {
  const rows = connectionIds.map((id) => ({
    id,
    hash: `hmac-sha256$v1$${createHmac('sha256', BENCH_PIN_HASH_SECRET).update(`${id}:${DEMO_PIN}`).digest('base64url')}`,
  }));
  await db.query(
    `update connections c set parental_pin_hash = v.hash
       from json_to_recordset($1::json) as v(id uuid, hash text) where c.id = v.id`,
    [JSON.stringify(rows)],
  );
}

/** What a connection of each type the bench makes holds: its service type, numbers and mobile. */
const BENCH_CONNECTION_KINDS = {
  1: { serviceType: 'SLT PEOTVGO', telephone: '0112345678', account: '0012345678', mobile: '0771234567' },
  7: { serviceType: 'Prepaid', telephone: null, account: null, mobile: '+94771234567' },
};

/**
 * `accountCount` accounts with `connectionsPerAccount` active connections each (type 1, bill-paying, or
 * 7, card-paying), all with the demo password and PIN and nothing bought. Answers the e-mails and, per
 * account, its connection ids.
 */
export async function insertBenchSubscribers(db, { tag, accountCount, connectionsPerAccount, connectionType = 1 }) {
  const kind = BENCH_CONNECTION_KINDS[connectionType];
  if (!kind) throw new Error(`the bench makes connections of type 1 or 7, not ${connectionType}`);
  const { passwordHash } = await demoHashes(db);
  const prefix = `bench-${tag}-`;
  await db.query(
    `insert into accounts (email, password_hash, first_name, last_name, email_confirmed_at)
     select $1 || g || '@bench.invalid', $2, 'Bench', 'Subscriber', now() from generate_series(1, $3::int) g`,
    [prefix, passwordHash, accountCount],
  );
  const rows = await db.query(
    `insert into connections (account_id, position, connection_type, service_type, status, name, broadband,
                              telephone_number, account_number, mobile, validation_code, parental_pin_hash)
     select a.id, g, $3::int, $4, 'active', 'Bench ' || g, false, $5, $6, $7,
            upper(substr(md5(a.id::text || ':' || g), 1, 16)), ''
       from accounts a cross join generate_series(1, $2::int) g
      where a.email like $1 || '%'
     returning id, account_id, (select email from accounts where id = account_id) as email`,
    [prefix, connectionsPerAccount, connectionType, kind.serviceType, kind.telephone, kind.account, kind.mobile],
  );
  await setDemoPin(
    db,
    rows.map((row) => row.id),
  );
  const byEmail = new Map();
  for (const row of rows) {
    const list = byEmail.get(row.email) ?? [];
    list.push(row.id);
    byEmail.set(row.email, list);
  }
  return [...byEmail].map(([email, connectionIds]) => ({ email, connectionIds }));
}

/** Purchases and bill lines of the bench subscribers `tag` made, and purchases without exactly one line. */
export async function countCharges(db, tag) {
  const [row] = await db.query(
    `with bench as (
       select c.id from connections c join accounts a on a.id = c.account_id where a.email like $1 || '%'
     ), bought as (
       select p.id, (select count(*) from bill_lines l where l.purchase_id = p.id) as lines
         from purchases p where p.connection_id in (select id from bench)
     )
     select (select count(*) from bought)::int as purchases,
            (select count(*) from bill_lines where connection_id in (select id from bench))::int as bill_lines,
            (select count(*) from bought where lines <> 1)::int as purchases_not_one_line,
            (select count(*) from (select connection_id from purchases where connection_id in (select id from bench)
                                   group by connection_id having count(*) > 1) more)::int as connections_bought_twice`,
    [`bench-${tag}-`],
  );
  return {
    purchases: row.purchases,
    billLines: row.bill_lines,
    purchasesWithoutOneLine: row.purchases_not_one_line,
    connectionsBoughtTwice: row.connections_bought_twice,
  };
}

/** Counts of the catalogue: every product, and the channels and on-demand titles the growth copies. */
export async function catalogueCounts(db) {
  const [row] = await db.query(
    `select (select count(*) from products)::int as products,
            (select count(*) from products p join product_types t on t.id = p.product_type_id
              where t.type_name in ('vod', 'channel') and p.name not like '% #%')::int as copyable`,
  );
  return row;
}

/** Copy `g` of a product gets a (version 4 shaped) uuid made from the original's id and `g`. */
const copyId = (original) =>
  `overlay(overlay(md5(${original}::text || ':' || g) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Grows the catalogue to `target` products by copying the seed's channels and on-demand titles (with
 * their categories, languages, genres and tags, but not the featured and Trending tags: those carousels
 * stay the size an editor makes them). Copies share their original's purchase option group.
 */
export async function growCatalogue(db, target) {
  const columns = (
    await db.query(
      `select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'products'
          and column_name not in ('id', 'name', 'channel_no', 'created_at', 'updated_at')
        order by ordinal_position`,
    )
  ).map((row) => `"${row.column_name}"`);
  const originals = (
    await db.query(
      `select p.id from products p join product_types t on t.id = p.product_type_id
        where t.type_name in ('vod', 'channel') and p.name not like '% #%'`,
    )
  ).map((row) => row.id);
  const [{ count: current }] = await db.query('select count(*)::int as count from products');
  if (current >= target) return;
  const [{ copies: done }] = await db.query(
    `select coalesce(max(substring(name from ' #(\\d+)$')::int), 0) as copies from products`,
  );
  const copies = Math.ceil((target - current) / originals.length);
  const from = done + 1;
  const to = done + copies;
  const newId = copyId('source.id');
  await db.query(
    `insert into products (id, name, ${columns.join(', ')})
     select ${newId}, source.name || ' #' || g, ${columns.map((column) => `source.${column}`).join(', ')}
       from products source cross join generate_series($2::int, $3::int) g
      where source.id = any($1::uuid[])`,
    [originals, from, to],
  );
  const links = [
    ['product_categories', 'category_id', ''],
    ['product_languages', 'language_id', ''],
    ['product_genres', 'genre_id', ''],
    ['product_tags', 'tag_id', `and link.tag_id not in (select id from tags where tag in ('featured', 'Trending'))`],
  ];
  for (const [table, column, filter] of links) {
    await db.query(
      `insert into ${table} (product_id, ${column})
       select ${copyId('link.product_id')}, link.${column}
         from ${table} link cross join generate_series($2::int, $3::int) g
        where link.product_id = any($1::uuid[]) ${filter}`,
      [originals, from, to],
    );
  }
  await db.query('analyze');
}

/**
 * A subscriber (demo password and PIN) with one active type-1 connection and `count` purchases of
 * on-demand titles over the last 330 days: the newest purchase of each title is live, older ones have
 * expired (a connection holds one live purchase per product).
 */
export async function insertLongHistorySubscriber(db, { count }) {
  const { passwordHash } = await demoHashes(db);
  const email = `bench-history-${randomBytes(4).toString('hex')}@bench.invalid`;
  const [account] = await db.query(
    `insert into accounts (email, password_hash, first_name, last_name, email_confirmed_at)
     values ($1, $2, 'Bench', 'History', now()) returning id`,
    [email, passwordHash],
  );
  const [connection] = await db.query(
    `insert into connections (account_id, position, connection_type, service_type, status, name, broadband,
                              telephone_number, account_number, mobile, validation_code, parental_pin_hash)
     values ($1::uuid, 0, 1, 'SLT PEOTVGO', 'active', 'Bench history', false, '0112345678', '0012345678',
             '0771234567', upper(substr(md5($1::uuid::text), 1, 16)), '')
     returning id`,
    [account.id],
  );
  await setDemoPin(db, [connection.id]);
  await db.query(
    `with titles as (
       select p.id, p.purchase_option_group_id, row_number() over (order by p.sort_order, p.id) - 1 as n,
              count(*) over () as total
         from products p join product_types t on t.id = p.product_type_id
        where t.type_name = 'vod' and p.name not like '% #%' and p.purchase_option_group_id is not null
     ), rows as (
       select g, titles.*, (select o.id from purchase_options o
                             where o.purchase_option_group_id = titles.purchase_option_group_id
                             order by o.is_default desc, o.id limit 1) as option_id,
              now() - (g * interval '8 hours') as at
         from generate_series(0, $2::int - 1) g join titles on titles.n = g % titles.total
     )
     insert into purchases (connection_id, product_id, purchase_option_id, is_bundled, purchase_type, status,
                            payment_status, provisioning_status, payment_method, price, purchased_at,
                            billing_start_date, billing_end_date)
     select $1, id, option_id, false, 'PURCHASE_TYPE_SUBSCRIPTION',
            case when g < total then 'PURCHASE_COMPLETE' else 'PURCHASE_EXPIRED' end,
            'SUCCESS', 'SUCCESS', 'MONTHLY_BILL', 0, at, at::date,
            case when g < total then (now() + interval '20 days')::date
                 else least((at + interval '30 days')::date, (now() - interval '1 day')::date) end
       from rows`,
    [connection.id, count],
  );
  return { email, connectionId: connection.id };
}
