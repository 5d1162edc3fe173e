import { ErrorCode, type ProductDetail, type VoucherValidateResponse } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { expectRateLimited } from '../../../test/rate-limited';
import { promotionalVouchers } from '../../db/schema';

const hbo = { id: demo.productId('hbo'), option: demo.optionId('hbo', 'monthly') };
/** A Sri Lanka-only one-week rental at Rs. 100. */
const asiaCup = { id: demo.productId('asia-cup-sl-v-ind'), option: demo.optionId('asia-cup-sl-v-ind', '7-days') };

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function subscriber(connectionType = 1) {
  const account = await createAccount(t.db, {
    connections: [{ connectionType, serviceType: connectionType === 7 ? 'Prepaid' : 'SLT PEOTVGO' }],
  });
  const [connectionId = ''] = account.connectionIds;
  return { accountId: account.id, connectionId, headers: bearer(await loginToken(t.app, account)) };
}

type Subscriber = Awaited<ReturnType<typeof subscriber>>;

async function page(who: Subscriber, productId: string): Promise<ProductDetail> {
  const response = await t.app.inject({
    url: `/api/billing/v1/billing/user-products/${productId}?conid=${who.connectionId}`,
    headers: who.headers,
  });
  return response.json<ProductDetail>();
}

function validate(
  who: Subscriber,
  code: string,
  product: { id: string; option: string },
  extra: object = {},
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/promotions/v1/vouchers/validate',
    headers: who.headers,
    remoteAddress,
    payload: {
      code,
      price: 0,
      productId: product.id,
      productTypeId: demo.typeId('channel'),
      purchaseOptionId: product.option,
      userAccountId: who.accountId,
      userConnectionId: who.connectionId,
      ...extra,
    },
  });
}

/** Subscribes the connection to HBO monthly on its bill with a voucher code, at the price after WELCOME10 (Rs. 405). */
async function subscribeHbo(who: Subscriber, voucherCode: string, remoteAddress = '127.0.0.1') {
  const hboPage = await page(who, hbo.id);
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/v1/billing/user-purchase/subscribe',
    headers: who.headers,
    remoteAddress,
    payload: {
      connectionId: who.connectionId,
      pin: DEFAULT_PIN,
      productId: hbo.id,
      productType: hboPage.productTypeId,
      purchaseOption: hbo.option,
      amount: 405,
      productPOGroupId: hboPage.purchaseOptionGroupId,
      selectedPOGID: hboPage.purchaseOptionGroupId,
      defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
      voucherCode,
    },
  });
}

describe('POST /api/promotions/v1/vouchers/validate', () => {
  it('takes a percentage off the price for a bill payer', async () => {
    const who = await subscriber();
    const response = await validate(who, 'welcome10', hbo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<VoucherValidateResponse>()).toMatchObject({
      type: 'PERCENTAGE',
      discountPercentage: 10,
      discountValue: 45,
      voucherName: 'Welcome 10% off',
      amount: 405,
    });
  });

  it('applies to the taxed price for a card payer', async () => {
    const who = await subscriber(7);
    const price = (await page(who, hbo.id)).purchaseOption?.purchasePrice ?? 0;
    const tax = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/v1/tax/calculate',
      headers: who.headers,
      payload: { productId: hbo.id, connectionId: who.connectionId, price },
    });
    const taxedPrice = tax.json<{ taxedPrice: number }>().taxedPrice;
    const response = await validate(who, 'WELCOME10', hbo);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<VoucherValidateResponse>();
    expect(answer.discountValue).toBe(Math.round(taxedPrice * 10) / 100);
    expect(answer.amount).toBe(Math.round((taxedPrice - answer.discountValue) * 100) / 100);
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE', hbo],
    ['an expired voucher', 'SUMMER2024', hbo],
    ['a voucher for other product types', 'FLAT100', hbo],
  ])('answers Invalid Voucher Code for %s', async (_case, code, product) => {
    const response = await validate(await subscriber(), code, product);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Invalid Voucher Code');
  });

  it("refuses a card amount left between 0 and 50 with the gateway's minimum", async () => {
    const response = await validate(await subscriber(7), 'FLAT100', asiaCup);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe('Minimum amount to purchase a product in payhere is 50!');
  });

  it('gives the card minimum a code of its own, which the web app reads in any language', async () => {
    const response = await validate(await subscriber(7), 'FLAT100', asiaCup);
    expect(response.json().code).toBe(ErrorCode.belowCardMinimum);
  });

  it("answers 404 for another account's connection or account id", async () => {
    const who = await subscriber();
    const other = await subscriber();
    expect((await validate(who, 'WELCOME10', hbo, { userConnectionId: other.connectionId })).statusCode).toBe(404);
    expect((await validate(who, 'WELCOME10', hbo, { userAccountId: other.accountId })).statusCode).toBe(404);
  });

  it('refuses a voucher the connection has used up', async () => {
    const who = await subscriber();
    const bought = await subscribeHbo(who, 'WELCOME10');
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().purchasedPrice).toBe(405);
    const again = await validate(who, 'WELCOME10', asiaCup);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Invalid Voucher Code');
  });
});

describe('voucher check limits (decision 0019)', () => {
  let addressCounter = 0;
  const newAddress = () => `192.0.2.${++addressCounter}`;

  it('allows a connection 20 checks per window, from any addresses, then 429 with Retry-After', async () => {
    const who = await subscriber();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await validate(who, `GUESS${attempt}`, hbo, {}, newAddress())).statusCode).toBe(422);
    }
    expectRateLimited(await validate(who, 'WELCOME10', hbo, {}, newAddress()), 800);
  });

  it('allows an address 40 checks across connections; the owner of a connection elsewhere still checks', async () => {
    const guesser = newAddress();
    const [first, second, third] = [await subscriber(), await subscriber(), await subscriber()];
    for (const who of [first, second]) {
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await validate(who, `GUESS${attempt}`, hbo, {}, guesser)).statusCode).toBe(422);
      }
    }
    expectRateLimited(await validate(third, 'WELCOME10', hbo, {}, guesser), 800);
    expect((await validate(third, 'WELCOME10', hbo, {}, newAddress())).statusCode).toBe(200);
  });

  it('counts a code typed into a purchase as a check, so purchases cannot be used to guess codes', async () => {
    const who = await subscriber();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await validate(who, `GUESS${attempt}`, hbo, {}, newAddress())).statusCode).toBe(422);
    }
    expectRateLimited(await subscribeHbo(who, 'WELCOME10', newAddress()), 800);
  });
});

describe('voucher redemption limits under concurrency', () => {
  it('lets a single-use voucher be redeemed exactly once when connections race', async () => {
    const code = `ONCE${Date.now()}`;
    await t.db.insert(promotionalVouchers).values({
      code,
      name: 'Single use',
      imageUrl: '/media/voucher/once.svg',
      discountType: 'AMOUNT',
      value: 50,
      validFrom: new Date('2025-01-01'),
      validTo: new Date('2030-12-31'),
      maxUses: 1,
    });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => subscriber()));
    const hboPage = await page(buyers[0] as Subscriber, hbo.id);
    const responses = await Promise.all(
      buyers.map((who) =>
        t.app.inject({
          method: 'POST',
          url: '/api/billing/v1/billing/user-purchase/subscribe',
          headers: who.headers,
          payload: {
            connectionId: who.connectionId,
            pin: DEFAULT_PIN,
            productId: hbo.id,
            productType: hboPage.productTypeId,
            purchaseOption: hbo.option,
            amount: 400,
            productPOGroupId: hboPage.purchaseOptionGroupId,
            selectedPOGID: hboPage.purchaseOptionGroupId,
            defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
            voucherCode: code,
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422]);
  });
});

describe('region limits', () => {
  it('knows the caller is in Sri Lanka unless the sandbox is told otherwise', async () => {
    const who = await subscriber();
    const home = await t.app.inject({ url: '/api/users/v1/location', headers: who.headers });
    expect(home.json()).toEqual({ country: 'LK' });
    const abroad = await t.app.inject({
      url: '/api/users/v1/location',
      headers: { ...who.headers, 'x-sandbox-country': 'gb' },
    });
    expect(abroad.json()).toEqual({ country: 'GB' });
    const visitor = await t.app.inject({ url: '/api/users/v1/location' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ country: 'LK' });
  });

  it('refuses a Sri Lanka-only title to a buyer abroad with the region message', async () => {
    const who = await subscriber();
    const asiaCupPage = await page(who, asiaCup.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/v1/billing/user-purchase/subscribe',
      headers: { ...who.headers, 'x-sandbox-country': 'GB' },
      payload: {
        connectionId: who.connectionId,
        pin: DEFAULT_PIN,
        productId: asiaCup.id,
        productType: asiaCupPage.productTypeId,
        purchaseOption: asiaCup.option,
        amount: 100,
        productPOGroupId: asiaCupPage.purchaseOptionGroupId,
        selectedPOGID: asiaCupPage.purchaseOptionGroupId,
        defaultPurchaseOptionType: 'PURCHASE_TYPE_TRANSACTIONAL',
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe('This can be only viewed within Sri Lanka');
  });
});
