// The five steps that need the api instances to agree (issue 29), each against one instance directly
// where it matters which, and through nginx where a subscriber would be.
import { setTimeout as sleep } from 'node:timers/promises';
import { TOTP } from 'otpauth';
import { call, check, expectStatus } from './http.mjs';

const PASSWORD = 'Selfcare@2026';
const PIN = '1234';
/** README's demo staff TOTP secret (apps/api/src/modules/console/seed-demo-staff.ts). */
const STAFF_TOTP_SECRET = 'SELFCAREDEMOADMINTOTPSECRETKEY23';
const BUYER = 'tv@selfcare.lk';

/**
 * @typedef {object} Instance
 * @property {string} name
 * @property {string} url
 * @property {number} port
 * @property {(signal: NodeJS.Signals) => Promise<void>} stop
 */

/**
 * @typedef {object} Cluster
 * @property {string} nginx nginx's base URL
 * @property {Instance} a
 * @property {Instance} b
 * @property {import('pg').Client} db
 * @property {string} today the Sri Lanka day, as the console and the sweep count days
 * @property {() => Promise<Instance>} restartB
 * @property {(instance: Instance) => number} routedTo requests nginx has sent the instance so far
 */

/** @param {string} base @param {string} email */
async function login(base, email) {
  const answer = await expectStatus(
    call(base, '/api/auth/v1/login', { method: 'POST', body: { username: email, password: PASSWORD } }),
    200,
    `login of ${email} at ${base}`,
  );
  return /** @type {string} */ (answer.body.token);
}

/**
 * The buyer's fixed-line TV connection and the channels and SVODs it could subscribe to on the monthly
 * bill, as far as the catalogue says; `buyable` asks the api which its package does not already hold.
 * @param {import('pg').Client} db
 */
async function buyerAndChannels(db) {
  const connection = await db.query(
    `select c.id from connections c join accounts a on a.id = c.account_id
     where a.email = $1 and c.connection_type = 1`,
    [BUYER],
  );
  const connectionId = connection.rows[0]?.id;
  check(Boolean(connectionId), `${BUYER} has no fixed-line TV connection`);
  const channels = await db.query(
    `select p.id, po.id as option_id from products p
     join product_types t on t.id = p.product_type_id
     join purchase_options po on po.purchase_option_group_id = p.purchase_option_group_id and po.is_default
     where t.name in ('channel', 'SVOD') and p.purchase_mode = 'PURCHASE_MODE_STANDALONE'
       and p.status = 'PRODUCT_STATUS_ACTIVE' and p.prerequisites_option_id is null
       and po.purchase_type = 'PURCHASE_TYPE_SUBSCRIPTION' and po.product_available_for in ('ALL', 'POSTPAID')
       and not exists (select 1 from purchases u where u.product_id = p.id and u.connection_id = $1)
     order by p.name`,
    [connectionId],
  );
  return { connectionId, channels: channels.rows.map((row) => ({ productId: row.id, optionId: row.option_id })) };
}

/**
 * The first `count` of the candidates the connection can buy: neither bought nor in its package.
 * @param {string} base @param {string} token @param {string} connectionId
 * @param {{ productId: string, optionId: string }[]} candidates @param {number} count
 */
async function buyable(base, token, connectionId, candidates, count) {
  const found = [];
  for (const candidate of candidates) {
    const page = await call(base, productPage(candidate.productId, connectionId), { token });
    if (page.status === 200 && !page.body.isPurchased && !page.body.isBundled) {
      found.push(candidate);
    }
    if (found.length === count) return found;
  }
  throw new Error(`${BUYER} has fewer than ${count} channels left to buy`);
}

const productPage = (/** @type {string} */ productId, /** @type {string} */ connectionId) =>
  `/api/billing/v1/billing/user-products/${productId}?conid=${connectionId}`;

/**
 * Buys a channel on the bill at `base`, as the web app does from the page it was shown.
 * @param {string} base @param {string} token @param {string} connectionId @param {string} productId
 */
async function subscribe(base, token, connectionId, productId) {
  const page = (await expectStatus(call(base, productPage(productId, connectionId), { token }), 200, 'product page'))
    .body;
  const bought = await expectStatus(
    call(base, '/api/billing/v1/billing/user-purchase/subscribe', {
      method: 'POST',
      token,
      headers: { 'idempotency-key': `multi-instance-${productId}` },
      body: {
        connectionId,
        pin: PIN,
        productId: page.id,
        productType: page.productTypeId,
        purchaseOption: page.purchaseOption.id,
        amount: page.purchaseOption.purchasePrice,
        productPOGroupId: page.purchaseOptionGroupId,
        selectedPOGID: page.purchaseOption.purchaseOptionGroupId,
        defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
        dataBundle: false,
      },
    }),
    200,
    `subscribe at ${base}`,
  );
  check(bought.body.status === 'SUCCESS', `the purchase at ${base} did not succeed: ${JSON.stringify(bought.body)}`);
  return /** @type {string} */ (bought.body.purchaseId);
}

/**
 * MY PURCHASES of the last 30 days at `base`; `end` is exclusive, so the page sends tomorrow.
 * @param {string} base @param {string} token @param {string} connectionId @param {string} today
 */
async function myPurchases(base, token, connectionId, today) {
  const day = (/** @type {number} */ offset) =>
    new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
  const path = `/api/billing/v1/billing/user-purchase?connectionId=${connectionId}&connectionType=1&start=${day(-30)}&end=${day(1)}`;
  const answer = await expectStatus(call(base, path, { token }), 200, `MY PURCHASES at ${base}`);
  return /** @type {{ purchaseId: string }[]} */ (answer.body).map((row) => row.purchaseId);
}

/** @param {Cluster} cluster */
export async function purchaseOnASeenOnB({ nginx, a, b, db, today }) {
  const { connectionId, channels } = await buyerAndChannels(db);
  const token = await login(nginx, BUYER);
  const [channel] = await buyable(b.url, token, connectionId, channels, 1);
  if (!channel) throw new Error('no channel to buy');
  // Read twice on B, so B answers the second from its cache: the purchase must reach that cache.
  for (let read = 0; read < 2; read += 1) {
    const page = await expectStatus(
      call(b.url, productPage(channel.productId, connectionId), { token }),
      200,
      'page on B',
    );
    check(page.body.isPurchased === false, 'B shows the channel bought before anyone bought it');
  }
  const purchaseId = await subscribe(a.url, token, connectionId, channel.productId);
  const seen = await call(b.url, productPage(channel.productId, connectionId), { token });
  check(seen.body.isPurchased === true, `B's product page still offers the channel bought on A (${seen.status})`);
  check((await myPurchases(b.url, token, connectionId, today)).includes(purchaseId), "B's MY PURCHASES lacks it");
  return `bought on ${a.name}, B's cached page showed it bought in ${seen.ms.toFixed(0)} ms and MY PURCHASES on B lists it`;
}

/** @param {Cluster} cluster */
export async function logoutOnARefusedOnB({ nginx, a, b }) {
  const token = await login(nginx, BUYER);
  // B holds the session in its cache after these reads.
  for (let read = 0; read < 2; read += 1) {
    await expectStatus(call(b.url, '/api/users/v1/account/details', { token }), 200, 'account on B');
  }
  await expectStatus(call(a.url, '/api/auth/v1/logout', { method: 'POST', token }), 204, 'logout on A');
  const refused = await call(b.url, '/api/users/v1/account/details', { token });
  check(refused.status === 401, `B still accepts a token logged out on A (${refused.status})`);
  await expectStatus(call(nginx, '/api/users/v1/account/details', { token }), 401, 'the token through nginx');
  return `logged out on ${a.name}; B refused the token (401) in ${refused.ms.toFixed(0)} ms`;
}

/** A catalogue manager's console session, through nginx. @param {string} nginx */
async function consoleSession(nginx) {
  const first = await expectStatus(
    call(nginx, '/api/console/v1/auth/login', {
      method: 'POST',
      body: { email: 'catalogue@selfcare.lk', password: PASSWORD },
    }),
    200,
    'console sign-in',
  );
  const code = new TOTP({ secret: STAFF_TOTP_SECRET }).generate();
  const second = await expectStatus(
    call(nginx, '/api/console/v1/auth/totp', { method: 'POST', token: first.body.pendingToken, body: { code } }),
    200,
    'console TOTP',
  );
  return /** @type {string} */ (second.body.token);
}

/** @param {Cluster} cluster */
export async function priceChangeSeenOnBoth({ nginx, a, b, db, today }) {
  const { channels } = await buyerAndChannels(db);
  const channel = channels[1];
  if (!channel) throw new Error('no channel to reprice');
  const publicPage = `/api/products/v1/products/${channel.productId}`;
  const priceAt = async (/** @type {Instance} */ instance) => {
    const page = await expectStatus(call(instance.url, publicPage), 200, `product on ${instance.name}`);
    return /** @type {number} */ (page.body.purchaseOption.purchasePrice);
  };
  // Both instances cache the visitors' answer (60 s) before the change.
  const before = await priceAt(a);
  await priceAt(a);
  check((await priceAt(b)) === before && (await priceAt(b)) === before, 'the instances disagree on the price');
  const staff = await consoleSession(nginx);
  const price = before + 25;
  await expectStatus(
    call(nginx, `/api/console/v1/purchase-options/${channel.optionId}/price-changes`, {
      method: 'POST',
      token: staff,
      body: { price, effectiveOn: today },
    }),
    201,
    'schedule the price change',
  );
  // A price dated today takes effect at the next sweep: run it on A alone.
  const swept = await expectStatus(
    call(a.url, '/sandbox/lifecycle/sweep', { method: 'POST', body: { asOf: today } }),
    200,
    'sweep on A',
  );
  check(swept.body.priceChangesApplied >= 1, 'the sweep applied no price change');
  const [onA, onB] = await Promise.all([priceAt(a), priceAt(b)]);
  check(onA === price && onB === price, `after the change A shows ${onA} and B ${onB}, not ${price}`);
  return `Rs ${before} -> Rs ${price} in the console; both instances answered the new price at once`;
}

/** @param {Cluster} cluster */
export async function sweepOnBothDoesEachOnce({ a, b, db, today }) {
  // Every running bill-paid subscription falls due today, so both sweeps find the same work.
  const due = await db.query(
    `update purchases p set billing_end_date = $1, updated_at = now()
     from connections c
     where c.id = p.connection_id and c.status = 'active' and c.connection_type between 1 and 5
       and p.status = 'PURCHASE_COMPLETE' and p.purchase_type = 'PURCHASE_TYPE_SUBSCRIPTION'
       and not p.is_bundled and p.next_renewal_on is null
       and (p.payment_status is null or p.payment_status <> 'PENDING')
       and not exists (select 1 from base_package_changes d where d.connection_id = p.connection_id and d.status = 'PENDING')
     returning p.id`,
    [today],
  );
  const since = new Date();
  const countedBefore = (await renewalsCounted(a)) + (await renewalsCounted(b));
  const sweep = (/** @type {Instance} */ instance) =>
    expectStatus(
      call(instance.url, '/sandbox/lifecycle/sweep', { method: 'POST', body: { asOf: today } }),
      200,
      `sweep on ${instance.name}`,
    );
  const [onA, onB] = await Promise.all([sweep(a), sweep(b)]);
  const audited = await db.query(
    `select subject_id, count(*)::int as times from audit_log
     where action = 'lifecycle.renewal' and occurred_at >= $1 group by subject_id`,
    [since],
  );
  const twice = audited.rows.filter((row) => row.times > 1);
  const dueIds = new Set(due.rows.map((row) => row.id));
  const renewed = audited.rows.filter((row) => dueIds.has(row.subject_id)).length;
  check(twice.length === 0, `renewed more than once: ${twice.map((row) => row.subject_id).join(', ')}`);
  check(renewed === dueIds.size, `${renewed} of ${dueIds.size} due subscriptions renewed`);
  check(
    onA.body.renewals + onB.body.renewals === audited.rows.length,
    'the sweeps counted other renewals than the database holds',
  );
  const counted = (await renewalsCounted(a)) + (await renewalsCounted(b)) - countedBefore;
  check(
    counted === audited.rows.length,
    `the instances' /metrics count ${counted} renewals, the database ${audited.rows.length}`,
  );
  return `${dueIds.size} due: A renewed ${onA.body.renewals}, B ${onB.body.renewals}, each once (audit log and /metrics)`;
}

/**
 * The instance's `selfcare_renewals_total{outcome="success"}` from its Prometheus exposition.
 * @param {Instance} instance
 */
async function renewalsCounted(instance) {
  const scraped = await expectStatus(call(instance.url, '/metrics'), 200, `GET /metrics on ${instance.name}`);
  const line = String(scraped.body)
    .split('\n')
    .find((text) => text.startsWith('selfcare_renewals_total{outcome="success"} '));
  return line ? Number(line.split(' ')[1]) : 0;
}

/**
 * Subscribers reading through nginx without pause while one instance stops, then is killed: every
 * answer must be a 200. Three readers, each its own session.
 * @param {string} nginx
 * @param {string} connectionId
 * @param {string} productId
 */
function readWithoutPause(nginx, connectionId, productId) {
  let reading = true;
  let reads = 0;
  /** @type {string[]} */
  const errors = [];
  const reader = async () => {
    const token = await login(nginx, BUYER);
    while (reading) {
      for (const path of [productPage(productId, connectionId), '/api/users/v1/account/details']) {
        const answer = await call(nginx, path, { token }).catch((error) => ({ status: 0, body: String(error), ms: 0 }));
        reads += 1;
        if (answer.status !== 200)
          errors.push(`${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    }
  };
  const readers = Promise.all([reader(), reader(), reader()]);
  return {
    stop: async () => {
      reading = false;
      await readers;
      return { reads, errors };
    },
  };
}

/** @param {Cluster} cluster */
export async function instancesDieJourneyGoesOn(cluster) {
  const { nginx, a, db, today } = cluster;
  const { connectionId, channels } = await buyerAndChannels(db);
  const token = await login(nginx, BUYER);
  const [first, second] = await buyable(nginx, token, connectionId, channels, 2);
  if (!first || !second) throw new Error('no channels left to buy');
  const readers = readWithoutPause(nginx, connectionId, first.productId);
  await sleep(500);
  // SIGTERM: B finishes what it has under way and closes; nginx sends the rest to A.
  await cluster.b.stop('SIGTERM');
  await sleep(500);
  const afterTerm = await subscribe(nginx, token, connectionId, first.productId);
  const restarting = performance.now();
  const b = await cluster.restartB();
  // As in a rolling restart: the next instance goes only once nginx sends the restarted one requests
  // again (it holds a failed server out for fail_timeout, 10 s).
  const routed = cluster.routedTo(b);
  while (cluster.routedTo(b) === routed) await sleep(100);
  const backInSeconds = ((performance.now() - restarting) / 1000).toFixed(1);
  // SIGKILL: A's connections drop mid-request; nginx retries the reads on B.
  await a.stop('SIGKILL');
  await sleep(500);
  const afterKill = await subscribe(nginx, token, connectionId, second.productId);
  const listed = await myPurchases(nginx, token, connectionId, today);
  check(listed.includes(afterTerm) && listed.includes(afterKill), 'MY PURCHASES lacks a purchase made after a stop');
  const { reads, errors } = await readers.stop();
  check(errors.length === 0, `subscribers saw ${errors.length} errors:\n${errors.slice(0, 5).join('\n')}`);
  return `${reads} reads through nginx, 0 errors; bought after B's SIGTERM and after A's SIGKILL; B restarted and in nginx's rotation again in ${backInSeconds} s`;
}
