import type { ProductDetail, TransactionResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { hboMonthlySubscribeBody } from '../../../test/purchases';
import { billLines, purchases } from '../../db/schema';

const BASE = '/api/billing/v1/billing';
const hbo = demo.productId('hbo');
const hboMonthly = demo.optionId('hbo', 'monthly');

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function subscriber(connectionType = 1) {
  const account = await createAccount(t.db, { connections: [{ connectionType }] });
  const [connectionId = ''] = account.connectionIds;
  return { account, connectionId, headers: bearer(await loginToken(t.app, account)) };
}

async function hboPage(connectionId: string, headers: Record<string, string>) {
  const response = await t.app.inject({ url: `${BASE}/user-products/${hbo}?conid=${connectionId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductDetail>();
}

describe('POST /user-purchase/subscribe', () => {
  it('charges the monthly bill once and completes the purchase', async () => {
    const { connectionId, headers } = await subscriber();
    const page = await hboPage(connectionId, headers);
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/user-purchase/subscribe`,
      headers,
      payload: hboMonthlySubscribeBody(connectionId, page),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TransactionResult>();
    expect(result).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS', purchasedPrice: 450 });
    expect(result.amount).toBeGreaterThan(450);
    expect(result.referenceNo).toMatch(/^PR[A-Z0-9]{10}$/);
    expect((await hboPage(connectionId, headers)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    const lines = await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.amount).toBe(450);
  });

  it('answers a retried Idempotency-Key with the first result and charges once', async () => {
    const { connectionId, headers } = await subscriber();
    const page = await hboPage(connectionId, headers);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/user-purchase/subscribe`,
        headers: { ...headers, 'idempotency-key': `test-${connectionId}` },
        payload: hboMonthlySubscribeBody(connectionId, page),
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const lines = await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId));
    expect(lines).toHaveLength(1);
  });

  it('refuses a second purchase of the same product with 409', async () => {
    const { connectionId, headers } = await subscriber();
    const page = await hboPage(connectionId, headers);
    const payload = hboMonthlySubscribeBody(connectionId, page);
    const first = await t.app.inject({ method: 'POST', url: `${BASE}/user-purchase/subscribe`, headers, payload });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `${BASE}/user-purchase/subscribe`, headers, payload });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This product is already active on this connection.');
  });

  it('charges once when the same subscribe is sent many times at once without a key', async () => {
    const { connectionId, headers } = await subscriber();
    const page = await hboPage(connectionId, headers);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${BASE}/user-purchase/subscribe`,
          headers,
          payload: hboMonthlySubscribeBody(connectionId, page),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId))).toHaveLength(1);
  });

  it('refuses a stale price with the group-mismatch message and changes nothing', async () => {
    const { connectionId, headers } = await subscriber();
    const page = await hboPage(connectionId, headers);
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/user-purchase/subscribe`,
      headers,
      payload: hboMonthlySubscribeBody(connectionId, page, { amount: 1 }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Error purchasing the product. Please refresh the browser and try again.');
    expect(await t.db.select().from(purchases).where(eq(purchases.connectionId, connectionId))).toHaveLength(0);
  });

  it('refuses a wrong PIN, then locks purchases after five', async () => {
    const { connectionId, headers } = await subscriber();
    const page = await hboPage(connectionId, headers);
    const payload = hboMonthlySubscribeBody(connectionId, page, { pin: '0000' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.app.inject({ method: 'POST', url: `${BASE}/user-purchase/subscribe`, headers, payload });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'WRONG_PIN', message: 'The parental PIN is incorrect.' });
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: `${BASE}/user-purchase/subscribe`,
      headers,
      payload: hboMonthlySubscribeBody(connectionId, page),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('unsubscribes, and subscribing again cancels the unsubscription without a charge', async () => {
    const { connectionId, headers } = await subscriber();
    const page = await hboPage(connectionId, headers);
    const bought = await t.app.inject({
      method: 'POST',
      url: `${BASE}/user-purchase/subscribe`,
      headers,
      payload: hboMonthlySubscribeBody(connectionId, page),
    });
    const { purchaseId } = bought.json<TransactionResult>();
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `${BASE}/user-purchase/unsubscribe`,
      headers,
      payload: {
        connectionId,
        productId: hbo,
        productType: page.productTypeId,
        purchaseOption: hboMonthly,
        purchaseId,
        defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
        dataBundle: false,
      },
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json().purchaseStatus).toBe('PURCHASE_PENDING_REMOVE');
    const pending = await hboPage(connectionId, headers);
    expect(pending.purchaseStatus).toBe('PURCHASE_PENDING_REMOVE');

    const again = await t.app.inject({
      method: 'POST',
      url: `${BASE}/user-purchase/subscribe`,
      headers,
      payload: hboMonthlySubscribeBody(connectionId, pending),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TransactionResult>().unsubscriptionCancelled).toBe(true);
    expect((await hboPage(connectionId, headers)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    const lines = await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId));
    expect(lines).toHaveLength(1);
  });

  it('reads a product bought on a non-default option as that option', async () => {
    const { connectionId, headers } = await subscriber();
    const tamilPlus = demo.productId('tamil-plus');
    const pageUrl = `${BASE}/user-products/${tamilPlus}?conid=${connectionId}`;
    const before = (await t.app.inject({ url: pageUrl, headers })).json<ProductDetail>();
    expect(before.purchaseOption?.purchaseType).toBe('PURCHASE_TYPE_SUBSCRIPTION');
    const rental = demo.optionId('tamil-plus', '30-days');
    const bought = await t.app.inject({
      method: 'POST',
      url: `${BASE}/user-purchase/subscribe`,
      headers,
      payload: hboMonthlySubscribeBody(connectionId, before, {
        productId: tamilPlus,
        purchaseOption: rental,
        amount: 390,
        defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
      }),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const after = (await t.app.inject({ url: pageUrl, headers })).json<ProductDetail>();
    expect(after.purchaseStatus).toBe('PURCHASE_COMPLETE');
    expect(after.purchaseOption).toMatchObject({ id: rental, purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' });
  });
});
