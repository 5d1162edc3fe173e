// Purchases on a copy of a data set: a postpaid subscribe (bill-paying, PIN checked) and a card
// payment's notification (PayHere's server-to-server call that settles a one-off purchase), each
// request a fresh connection's, with the checks that each was charged exactly once. Fresh bench
// connections (nothing bought) are added to the copy, so the 1-subscriber baseline measures the same
// requests and only the tables' size differs.
import { createHash } from 'node:crypto';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-subscribers';
import { SANDBOX_MERCHANT } from '../../apps/api/src/integrations/card-gateway-settings';
import { api, login, productNamed, typeIds } from '../api/catalogue.mjs';
import { countCharges, insertBenchSubscribers } from '../api/fixtures.mjs';
import { measure } from '../api/load.mjs';
import { apiServer } from '../api/server.mjs';
import { connect, type Sql, writableSet } from './database';

const DEMO_PIN = '1234';
/**
 * Requests a second each scenario could plausibly reach here: enough fresh connections for it. A card
 * notification on the 1-subscriber set answered 1,091 a second on a quiet host (2026-11-29).
 */
const MOST_PER_SECOND = 1_500;
/** This run's bench subscribers, apart from an earlier run's left in a set measured in place. */
const RUN = Date.now().toString(36);
const CONNECTIONS_PER_ACCOUNT = 4;
const md5Upper = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();
/** Card orders opened at once while setting up (each a login-free POST of the api). */
const SETUP_CONCURRENCY = 8;
/** Card orders opened between two ANALYZEs of the tables they grow. */
const ANALYZE_EVERY = 500;

export interface PurchaseFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the database holds afterwards: one charge per answered request, never two. */
  check: string;
  exactlyOnce: boolean;
  /** Whether every request was a fresh buyer's: a run that outgrows them measures repeats, not purchases. */
  freshEnough: boolean;
}

interface Load {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

interface Buyer {
  token: string;
  connectionId: string;
  accountId: string;
}

async function buyersOf(url: string, sql: Sql, accounts: { email: string; connectionIds: string[] }[]) {
  const ids = await sql.query<{ id: string; email: string }>('select id, email from accounts where email = any($1)', [
    accounts.map((account) => account.email),
  ]);
  const idOf = new Map(ids.map((row) => [row.email, row.id]));
  const buyers: Buyer[] = [];
  for (const account of accounts) {
    const { token } = await login(url, account.email, DEMO_PASSWORD);
    for (const connectionId of account.connectionIds)
      buyers.push({ token, connectionId, accountId: idOf.get(account.email) ?? '' });
  }
  return buyers;
}

/** Runs `work` over `items`, `limit` at a time. */
async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return results;
}

async function measureSubscribe(url: string, pid: number | undefined, sql: Sql, load: Load): Promise<PurchaseFigures> {
  const needed = MOST_PER_SECOND * (load.warmupSeconds + load.durationSeconds);
  const accounts = await insertBenchSubscribers(sql, {
    tag: `national-bill-${RUN}`,
    accountCount: Math.ceil(needed / CONNECTIONS_PER_ACCOUNT),
    connectionsPerAccount: CONNECTIONS_PER_ACCOUNT,
  });
  const buyers = await buyersOf(url, sql, accounts);
  await sql.query('analyze accounts, connections, purchases, transactions');
  const types = await typeIds(url);
  const channel = await productNamed(url, types.channel, 'HBO');
  const page = await api(url, `/api/billing/v1/billing/user-products/${channel.id}?conid=${buyers[0]?.connectionId}`, {
    token: buyers[0]?.token,
  });
  const option = page.purchaseOption;
  const bodyFor = (connectionId: string) =>
    JSON.stringify({
      connectionId,
      pin: DEMO_PIN,
      productId: channel.id,
      productType: page.productTypeId,
      purchaseOption: option.id,
      amount: option.purchasePrice,
      productPOGroupId: page.purchaseOptionGroupId,
      selectedPOGID: option.purchaseOptionGroupId,
      defaultPurchaseOptionType: option.defaultPurchaseOptionType,
      dataBundle: false,
    });
  let next = 0;
  const figures = await measure(
    {
      url,
      serverPid: pid,
      method: 'POST',
      path: '/api/billing/v1/billing/user-purchase/subscribe',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request: object) => {
        const raw = request as { headers: Record<string, string> };
        const buyer = buyers[next % buyers.length] as Buyer;
        next += 1;
        return {
          ...raw,
          headers: {
            ...raw.headers,
            authorization: `Bearer ${buyer.token}`,
            'idempotency-key': `national-${next}`,
          },
          body: bodyFor(buyer.connectionId),
        };
      },
    },
    load,
  );
  const charges = await countCharges(sql, `national-bill-${RUN}`);
  const exactlyOnce =
    charges.purchases === charges.billLines &&
    charges.purchasesWithoutOneLine === 0 &&
    charges.connectionsBoughtTwice === 0 &&
    charges.purchases >= figures.ok2xxAll;
  return {
    ...figures,
    exactlyOnce,
    freshEnough: next <= buyers.length,
    check: `${next} requests for ${buyers.length} fresh connections, ${figures.ok2xxAll} answered 2xx, ${charges.purchases} purchases, ${charges.billLines} bill lines`,
  };
}

/** The card orders to notify: one-off purchases of an on-demand title, each opened by a fresh connection. */
async function openCardOrders(url: string, sql: Sql, count: number) {
  const accounts = await insertBenchSubscribers(sql, {
    tag: `national-card-${RUN}`,
    accountCount: Math.ceil(count / CONNECTIONS_PER_ACCOUNT),
    connectionsPerAccount: CONNECTIONS_PER_ACCOUNT,
    connectionType: 7,
  });
  const buyers = await buyersOf(url, sql, accounts);
  const types = await typeIds(url);
  const title = await productNamed(url, types.vod, '');
  const first = buyers[0] as Buyer;
  const page = await api(url, `/api/billing/v1/billing/user-products/${title.id}?conid=${first.connectionId}`, {
    token: first.token,
  });
  const price = page.purchaseOption.purchasePrice;
  const { taxedPrice } = await api(url, '/api/promotions/v1/tax/calculate', {
    method: 'POST',
    token: first.token,
    body: { productId: title.id, connectionId: first.connectionId, price },
  });
  const openOrder = async (buyer: Buyer) => {
    const { checkout } = await api(url, '/api/prepaid/v1/purchases', {
      method: 'POST',
      token: buyer.token,
      body: {
        purchaseOptionId: page.purchaseOption.id,
        currency: 'LKR',
        amount: taxedPrice,
        productId: title.id,
        productTypeId: page.productTypeId,
        userId: buyer.accountId,
        userConnectionId: buyer.connectionId,
        userConnectionType: 'prepaid',
        userTelephoneNumber: null,
        pin: DEMO_PIN,
      },
    });
    if (!checkout || checkout.preapprove) throw new Error('a one-off card purchase should open a plain checkout');
    return { orderId: checkout.referenceNumber as string, amount: checkout.amount as string };
  };
  const orders: { orderId: string; amount: string }[] = [];
  for (let start = 0; start < buyers.length; start += ANALYZE_EVERY) {
    // The set's statistics were taken before these rows existed: a plan for a table PostgreSQL believes
    // empty reads all of it, and each order opened makes the next one's read longer (seconds each on the
    // 1-subscriber set). Autovacuum would analyse in time on a live server; the bench does it itself.
    await sql.query('analyze accounts, connections, purchases, transactions');
    orders.push(...(await inPool(buyers.slice(start, start + ANALYZE_EVERY), SETUP_CONCURRENCY, openOrder)));
  }
  return orders;
}

/** The notification as PayHere posts it for a paid order, signed with the sandbox merchant's secret. */
function notification(order: { orderId: string; amount: string }, paymentId: number): string {
  const secretHash = md5Upper(SANDBOX_MERCHANT.secret);
  const signed = `${SANDBOX_MERCHANT.id}${order.orderId}${order.amount}LKR2${secretHash}`;
  return new URLSearchParams({
    merchant_id: SANDBOX_MERCHANT.id,
    order_id: order.orderId,
    payment_id: String(320_000_000_000 + paymentId),
    payhere_amount: order.amount,
    payhere_currency: 'LKR',
    status_code: '2',
    md5sig: md5Upper(signed),
    method: 'VISA',
    card_no: '************1292',
    card_expiry: '12/39',
    status_message: 'Successfully completed the payment.',
  }).toString();
}

async function measureCardNotify(url: string, pid: number | undefined, sql: Sql, load: Load): Promise<PurchaseFigures> {
  const orders = await openCardOrders(url, sql, MOST_PER_SECOND * (load.warmupSeconds + load.durationSeconds));
  let next = 0;
  const figures = await measure(
    {
      url,
      serverPid: pid,
      method: 'POST',
      path: '/api/prepaid/v1/payments/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      setupRequest: (request: object) => {
        const order = orders[next % orders.length] as { orderId: string; amount: string };
        next += 1;
        return { ...request, body: notification(order, next) };
      },
    },
    load,
  );
  const [settled] = await sql.query<{ paid: number; complete: number; paid_twice: number }>(
    `with bench as (select c.id from connections c join accounts a on a.id = c.account_id
                     where a.email like 'bench-national-card-${RUN}-%')
     select (select count(*) from transactions where connection_id in (select id from bench) and status = 'SUCCESS')::int as paid,
            (select count(*) from purchases where connection_id in (select id from bench)
                and status = 'PURCHASE_COMPLETE')::int as complete,
            (select count(*) from (select purchase_id from transactions
                where connection_id in (select id from bench) and status = 'SUCCESS'
                group by purchase_id having count(*) > 1) twice)::int as paid_twice`,
  );
  const paid = settled?.paid ?? 0;
  // A paid purchase completes once the TV platform has provisioned it (a job): it may still be on its way.
  const exactlyOnce = settled?.paid_twice === 0 && paid >= Math.min(figures.ok2xxAll, orders.length) && paid <= next;
  return {
    ...figures,
    exactlyOnce,
    freshEnough: next <= orders.length,
    check: `${next} notifications for ${orders.length} orders, ${figures.ok2xxAll} answered 2xx, ${paid} payments settled, ${settled?.complete} purchases provisioned so far`,
  };
}

/** Both scenarios on a copy of the data set `url` names, dropped afterwards, or on the set itself (`inPlace`). */
export async function measurePurchases(
  url: string,
  load: Load,
  inPlace = false,
): Promise<Map<string, PurchaseFigures>> {
  const source = new URL(url).pathname.slice(1);
  const set = await writableSet(url, `${source}_purchases`, inPlace);
  const sql = await connect(set.url);
  const server = apiServer({ databaseEnv: { DATABASE_URL: set.url, DATABASE_POOL_SIZE: String(load.connections) } });
  try {
    await server.start();
    const subscribe = await measureSubscribe(server.url, server.pid, sql, load);
    const notify = await measureCardNotify(server.url, server.pid, sql, load);
    return new Map([
      ['postpaid subscribe (a fresh connection each, PIN checked)', subscribe],
      ['card notify (PayHere settles a fresh one-off purchase)', notify],
    ]);
  } finally {
    await sql.close();
    await server.stop();
    await set.release();
  }
}
