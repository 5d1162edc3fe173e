import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { countStatements, dateFromToday, demoToken } from '../../../test/catalogue';
import { bearer } from '../../../test/factories';
import { copyId, copyRows, scalar } from '../products/growth-test-kit';

/**
 * No N+1 in the profile: each profile read costs the same number of SQL statements for a demo
 * connection as it has it and after its devices, profiles, purchases, payments, bought vouchers and
 * voucher uses were multiplied.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

/** The demo connection with the most rows answering `countQuery` (a query on `c.id`), and its login. */
async function busiestConnection(countQuery: string, where = 'true') {
  const id = await scalar<string>(
    t.db,
    `select c.id as value from connections c where ${where} order by (${countQuery}) desc, c.id limit 1`,
  );
  const email = await scalar<string>(
    t.db,
    `select a.email as value from accounts a join connections c on c.account_id = a.id where c.id = '${id}'`,
  );
  return { id, headers: bearer(await demoToken(t.app, email)) };
}

async function measure(url: string, headers: Record<string, string>) {
  let status = 0;
  let body = '';
  // Only the request's own: the demo login's alert is delivered by a job handler on its own schedule.
  const statements = await countStatements(
    t.db,
    async () => {
      const response = await t.app.inject({ url, headers });
      status = response.statusCode;
      body = response.body;
    },
    { ownOnly: true },
  );
  expect(status, `${url}: ${body.slice(0, 200)}`).toBe(200);
  return { statements, items: itemCount(JSON.parse(body)) };
}

/** How many things an answer lists: its array, or its longest array field. */
function itemCount(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') return Math.max(0, ...Object.values(body).map(itemCount));
  return 0;
}

/** Measures `url`, runs `grow`, measures again: more items, the same statements. */
async function expectFlat(url: string, headers: Record<string, string>, grow: () => Promise<unknown>) {
  const few = await measure(url, headers);
  await grow();
  const many = await measure(url, headers);
  expect(many.items, `${url} answers more items after growing`).toBeGreaterThan(few.items);
  expect(few.statements).toBeGreaterThan(0);
  expect(many.statements, `${url}: ${few.statements} statements for ${few.items} items, then ${many.items}`).toBe(
    few.statements,
  );
}

const USERS = '/api/users/v1';
const BILLING = '/api/billing/v1/billing';

describe('statements per profile request', () => {
  it('devices', async () => {
    const c = await busiestConnection('select count(*) from devices d where d.connection_id = c.id');
    await expectFlat(`${USERS}/connections/${c.id}/devices`, c.headers, () =>
      copyRows(t.db, 'devices', `source.connection_id = '${c.id}'`, 10, {
        device_uid: `source.device_uid || '-' || g`,
      }),
    );
  });

  it('connection details with its profiles', async () => {
    const c = await busiestConnection('select count(*) from profiles p where p.connection_id = c.id');
    await expectFlat(`${USERS}/connection/details/${c.id}`, c.headers, () =>
      copyRows(t.db, 'profiles', `source.connection_id = '${c.id}'`, 5, {
        name: `source.name || ' ' || g`,
        default_profile: 'false',
      }),
    );
  });

  it('purchases by dates', async () => {
    const c = await busiestConnection(
      `select count(*) from purchases p where p.connection_id = c.id and p.purchased_at > now() - interval '360 days'`,
      'c.connection_type between 1 and 5',
    );
    const type = await scalar<number>(t.db, `select connection_type as value from connections where id = '${c.id}'`);
    const url = `${BILLING}/user-purchase?connectionId=${c.id}&connectionType=${type}&start=${dateFromToday(-360)}&end=${dateFromToday(1)}`;
    await expectFlat(url, c.headers, () =>
      copyRows(t.db, 'purchases', `source.connection_id = '${c.id}' and source.parent_purchase_id is null`, 10, {
        status: `'PURCHASE_EXPIRED'`,
        reference_no: 'null',
      }),
    );
  });

  for (const [kind, type] of [
    ['prepaid', 7],
    ['mobitel', 6],
  ] as const) {
    it(`${kind} payments`, async () => {
      const c = await busiestConnection(
        'select count(*) from transactions x where x.connection_id = c.id',
        `c.connection_type = ${type}`,
      );
      await expectFlat(`${BILLING}/${kind}/payments?connectionId=${c.id}`, c.headers, () =>
        copyRows(t.db, 'transactions', `source.connection_id = '${c.id}' and source.status <> 'PENDING'`, 10, {
          reference_no: `source.reference_no || '-' || g`,
          gateway_order_id: `source.gateway_order_id || '-' || g`,
        }),
      );
    });
  }

  it('bought gift vouchers', async () => {
    const c = await busiestConnection('select count(*) from purchased_vouchers v where v.connection_id = c.id');
    await expectFlat(`/api/promotions/v1/vouchers/purchases?userConnectionId=${c.id}`, c.headers, () =>
      copyRows(t.db, 'purchased_vouchers', `source.connection_id = '${c.id}'`, 10, {
        code: `source.code || g`,
        transaction_id: 'null',
      }),
    );
  });

  it("a bought voucher's uses", async () => {
    const voucher = await scalar<string>(
      t.db,
      `select v.id as value from purchased_vouchers v
        order by (select count(*) from purchased_voucher_usages u where u.purchased_voucher_id = v.id) desc, v.id limit 1`,
    );
    const c = await busiestConnection(
      'select 0',
      `c.id = (select connection_id from purchased_vouchers where id = '${voucher}')`,
    );
    const uses = `source.id in (select purchase_id from purchased_voucher_usages where purchased_voucher_id = '${voucher}')`;
    await expectFlat(
      `/api/billing/v1/vouchers/purchases/${voucher}/details?connectionId=${c.id}`,
      c.headers,
      async () => {
        // Each use is of a purchase of its own: copy the purchases, then the uses onto the copies.
        await copyRows(t.db, 'purchases', uses, 10, {
          id: copyId('source.id'),
          status: `'PURCHASE_EXPIRED'`,
          reference_no: 'null',
          parent_purchase_id: 'null',
        });
        await copyRows(t.db, 'purchased_voucher_usages', `source.purchased_voucher_id = '${voucher}'`, 10, {
          purchase_id: copyId('source.purchase_id'),
        });
      },
    );
  });
});
