import { randomInt, randomUUID } from 'node:crypto';
import type { RegistrationQuote, TaxCalculateResponse, TransactionResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { postNotification, signedNotification } from '../../../test/card-payments';
import { demo } from '../../../test/catalogue';
import { purchases, transactions } from '../../db/schema';
import { credentials, lastOtp, mobileEndingIn, REGISTER, signedUp, subscribe, verify } from './test-kit';

/**
 * A registration's package with the extra screens chosen with it (decision 0030): priced by
 * POST /registration/quote as subscribe charges it, paid in one payment, and the screens the
 * connection's once that payment settles.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const FAMILY = { productId: demo.productId('peo-family'), purchaseOptionId: demo.optionId('peo-family', 'monthly') };
const TWO_SCREENS = demo.productId('plus-two-screens');
const THREE_SCREENS = demo.productId('plus-three-screens');

/** A type-7 registration with its OTP verified, waiting for its package. */
async function cardRegistration() {
  const mobile = `7${String(randomInt(100_000_000)).padStart(8, '0')}`;
  const body = { connectionType: 7, firstName: 'Kasun', lastName: 'Silva', country: 'Sri Lanka', city: '', mobile };
  const reg = await signedUp(t, { ...body, ...credentials() });
  await verify(t, reg.headers, reg.connectionId, await lastOtp(t, `+94${mobile}`));
  return reg;
}

function quote(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: `${REGISTER}/quote`, headers, payload });
}

const buy = (headers: Record<string, string>, payload: object, key?: string) => subscribe(t, headers, payload, key);

/** The tax table the purchase dialogs show for one product's price: the other road to the same figure. */
async function taxed(productId: string, price: number): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/promotions/v1/tax/calculate/public',
    payload: { productId, price },
  });
  return response.json<TaxCalculateResponse>().taxedPrice;
}

const roundToCents = (value: number) => Math.round(value * 100) / 100;

describe('the quote', () => {
  it('prices the package and its extra screen with taxes, as one card payment', async () => {
    const reg = await cardRegistration();
    const order = { connectionId: reg.connectionId, ...FAMILY, extraPackageIds: [TWO_SCREENS] };
    const response = await quote(reg.headers, order);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<RegistrationQuote>();
    expect(answer.lines).toEqual([
      { productId: FAMILY.productId, name: 'PEO Family', price: 1390, taxedPrice: await taxed(FAMILY.productId, 1390) },
      {
        productId: TWO_SCREENS,
        name: '2 Additional Screens',
        price: 280,
        taxedPrice: await taxed(TWO_SCREENS, 280),
      },
    ]);
    expect(answer.price).toBe(1670);
    expect(answer.taxedPrice).toBe(
      roundToCents((answer.lines[0]?.taxedPrice ?? 0) + (answer.lines[1]?.taxedPrice ?? 0)),
    );
    const taxTotal = answer.taxes.reduce((total, line) => total + line.taxedAmount, 0);
    expect(roundToCents(answer.price + taxTotal)).toBe(answer.taxedPrice);
    expect(answer.taxes.length).toBeGreaterThan(0);
    // Nothing is bought by asking.
    expect(await t.db.select().from(purchases).where(eq(purchases.connectionId, reg.connectionId))).toEqual([]);
  });

  it('refuses extras the package does not offer, repeated ones and malformed ids, readably', async () => {
    const reg = await cardRegistration();
    const peotvgo = { productId: demo.productId('peotvgo'), purchaseOptionId: demo.optionId('peotvgo', 'monthly') };
    const refusals: [object, number, string][] = [
      // PEOTVGO offers one extra screen, not three.
      [{ ...peotvgo, extraPackageIds: [THREE_SCREENS] }, 422, 'This extra screen cannot be added to this package.'],
      [
        { ...FAMILY, extraPackageIds: [demo.productId('hbo')] },
        422,
        'This extra screen cannot be added to this package.',
      ],
      [{ ...FAMILY, extraPackageIds: [randomUUID()] }, 422, 'This extra screen cannot be added to this package.'],
      [{ ...FAMILY, extraPackageIds: [FAMILY.productId] }, 422, 'This extra screen cannot be added to this package.'],
      [{ ...FAMILY, extraPackageIds: [TWO_SCREENS, TWO_SCREENS] }, 400, 'Each extra screen can be chosen only once.'],
    ];
    for (const [body, status, message] of refusals) {
      for (const call of [quote, buy]) {
        const response = await call(reg.headers, { connectionId: reg.connectionId, ...body });
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json()).toEqual({ code: expect.any(String), message });
      }
    }
    const malformed = await quote(reg.headers, { connectionId: reg.connectionId, ...FAMILY, extraPackageIds: ['x'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    const unknownField = await quote(reg.headers, { connectionId: reg.connectionId, ...FAMILY, screens: 2 });
    expect(unknownField.statusCode).toBe(400);
    expect(await t.db.select().from(purchases).where(eq(purchases.connectionId, reg.connectionId))).toEqual([]);
  });

  it("answers only the registration's own caller", async () => {
    const reg = await cardRegistration();
    const other = await cardRegistration();
    const order = { connectionId: reg.connectionId, ...FAMILY, extraPackageIds: [] };
    expect((await quote(other.headers, order)).statusCode).toBe(401);
    expect((await quote({}, order)).statusCode).toBe(401);
  });
});

describe('subscribing', () => {
  it('refuses a subscribe without an explicit package', async () => {
    const reg = await cardRegistration();
    const response = await buy(reg.headers, {
      connectionId: reg.connectionId,
      purchaseOptionId: FAMILY.purchaseOptionId,
      extraPackageIds: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it('charges the package and its screens in one card checkout of the quoted amount; paid, both are held', async () => {
    const reg = await cardRegistration();
    const order = { connectionId: reg.connectionId, ...FAMILY, extraPackageIds: [TWO_SCREENS] };
    const quoted = (await quote(reg.headers, order)).json<RegistrationQuote>();
    const key = randomUUID();
    const opened = await buy(reg.headers, { ...order, amount: quoted.taxedPrice }, key);
    expect(opened.statusCode, opened.body).toBe(200);
    const { checkout, result } = opened.json<{
      checkout: { referenceNumber: string; amount: string; purchaseItemName: string };
      result: TransactionResult;
    }>();
    expect(Number(checkout.amount)).toBe(quoted.taxedPrice);
    expect(checkout.purchaseItemName).toBe('PEO Family + 2 Additional Screens');
    expect(result).toMatchObject({ amount: quoted.taxedPrice, purchasedPrice: quoted.price });
    // The same key again is the same answer, not a second checkout.
    const replayed = await buy(reg.headers, { ...order, amount: quoted.taxedPrice }, key);
    expect(replayed.json()).toEqual(opened.json());
    const payments = await t.db.select().from(transactions).where(eq(transactions.connectionId, reg.connectionId));
    expect(payments).toHaveLength(1);

    const paid = signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 });
    expect((await postNotification(t, paid)).statusCode).toBe(200);
    const held = await t.db.select().from(purchases).where(eq(purchases.connectionId, reg.connectionId));
    expect(held.map((row) => [row.productId, row.status, row.paymentMethod]).sort()).toEqual(
      [
        [FAMILY.productId, 'PURCHASE_COMPLETE', 'CARD'],
        [TWO_SCREENS, 'PURCHASE_COMPLETE', 'CARD'],
      ].sort(),
    );
    expect(held.every((row) => row.referenceNo !== null)).toBe(true);
    const completion = await t.app.inject({ url: `${REGISTER}/${reg.connectionId}/completion`, headers: reg.headers });
    expect(completion.json()).toMatchObject({
      completed: true,
      payment: { status: 'SUCCESS', amount: quoted.taxedPrice, purchasedPrice: quoted.price },
    });
  });

  it('a declined card fails the screens with the package, and the registration may choose again', async () => {
    const reg = await cardRegistration();
    const order = { connectionId: reg.connectionId, ...FAMILY, extraPackageIds: [TWO_SCREENS] };
    const first = (await buy(reg.headers, order)).json<{ checkout: { referenceNumber: string; amount: string } }>();
    const declined = signedNotification(t, {
      orderId: first.checkout.referenceNumber,
      amount: first.checkout.amount,
      statusCode: -2,
    });
    expect((await postNotification(t, declined)).statusCode).toBe(200);
    const failed = await t.db.select().from(purchases).where(eq(purchases.connectionId, reg.connectionId));
    expect(failed.map((row) => row.status)).toEqual(['PURCHASE_FAILED', 'PURCHASE_FAILED']);
    const again = await buy(reg.headers, order);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a dismissed checkout is given up with its screens when the subscriber chooses again', async () => {
    const reg = await cardRegistration();
    const order = { connectionId: reg.connectionId, ...FAMILY, extraPackageIds: [TWO_SCREENS] };
    expect((await buy(reg.headers, order)).statusCode).toBe(200);
    const again = await buy(reg.headers, { ...order, extraPackageIds: [] });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await t.db.select().from(purchases).where(eq(purchases.connectionId, reg.connectionId));
    expect(rows.filter((row) => row.status === 'PURCHASE_PENDING').map((row) => row.productId)).toEqual([
      FAMILY.productId,
    ]);
  });

  it('refuses an amount that is not the quote (409) and charges nothing', async () => {
    const reg = await cardRegistration();
    const order = { connectionId: reg.connectionId, ...FAMILY, extraPackageIds: [TWO_SCREENS] };
    const quoted = (await quote(reg.headers, order)).json<RegistrationQuote>();
    const response = await buy(reg.headers, { ...order, amount: quoted.price });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'The price has changed since the page was opened. Please check the amount and submit again.',
    });
    expect(await t.db.select().from(purchases).where(eq(purchases.connectionId, reg.connectionId))).toEqual([]);
  });

  it('type 6: one operator charge of the package and its screens after consent; both are held', async () => {
    const mobile = mobileEndingIn(5);
    const reg = await signedUp(t, {
      connectionType: 6,
      firstName: 'Ruwan',
      mobile,
      contactNo: mobile,
      ...credentials(),
    });
    const order = { connectionId: reg.connectionId, ...FAMILY, extraPackageIds: [TWO_SCREENS] };
    const quoted = (await quote(reg.headers, order)).json<RegistrationQuote>();
    const chosen = await buy(reg.headers, { ...order, amount: quoted.taxedPrice });
    expect(chosen.json()).toMatchObject({ kind: 'consent', result: { purchasedPrice: quoted.price } });
    const consent = await t.app.inject({
      method: 'POST',
      url: `${REGISTER}/consent`,
      headers: reg.headers,
      payload: { connectionId: reg.connectionId, msisdn: mobile },
    });
    const { bridgeID, consentUrl } = consent.json<{ bridgeID: string; consentUrl: string }>();
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/operator/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        bridgeID,
        returnUrl: new URL(consentUrl).searchParams.get('returnUrl') ?? '',
        decision: 'approve',
      }).toString(),
    });
    const validated = await t.app.inject({
      method: 'POST',
      url: `${REGISTER}/consent/validate?bridgeId=${bridgeID}&msisdn=${mobile}`,
      headers: reg.headers,
    });
    expect(validated.json<TransactionResult>()).toMatchObject({ status: 'SUCCESS' });
    const payments = await t.db.select().from(transactions).where(eq(transactions.connectionId, reg.connectionId));
    expect(payments.map((row) => [row.amount, row.itemName])).toEqual([
      [quoted.taxedPrice, 'PEO Family + 2 Additional Screens'],
    ]);
    const held = await t.db.select().from(purchases).where(eq(purchases.connectionId, reg.connectionId));
    expect(held.map((row) => row.status)).toEqual(['PURCHASE_COMPLETE', 'PURCHASE_COMPLETE']);
  });
});
