import { randomUUID } from 'node:crypto';
import type { TaxCalculateResponse } from '@selfcare/contracts';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { taxRates } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const cents = (amount: number) => Math.round(amount * 100) / 100;

describe('POST tax/calculate/public', () => {
  const calculate = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/promotions/v1/tax/calculate/public', payload });

  it('adds SSCL on the price and VAT on the price with SSCL, as tax_rates says', async () => {
    const [sscl, vat] = await t.db.select().from(taxRates).orderBy(asc(taxRates.sortOrder));
    expect(sscl).toMatchObject({ taxDisplayName: 'SSCL', ratePercent: 2.5641, compound: false });
    expect(vat).toMatchObject({ taxDisplayName: 'VAT', ratePercent: 18, compound: true });

    const response = await calculate({ productId: demo.productId('peo-family'), price: 1390 });
    expect(response.statusCode).toBe(200);
    const ssclAmount = cents((1390 * 2.5641) / 100);
    const vatAmount = cents(((1390 + ssclAmount) * 18) / 100);
    expect(ssclAmount).toBe(35.64);
    expect(vatAmount).toBe(256.62);
    expect(response.json<TaxCalculateResponse>()).toEqual({
      price: 1390,
      taxes: [
        { taxDisplayName: 'SSCL', taxedAmount: 35.64 },
        { taxDisplayName: 'VAT', taxedAmount: 256.62 },
      ],
      taxedPrice: 1682.26,
    });
  });

  it('taxes nothing on a free product and keeps cents exact', async () => {
    const free = await calculate({ productId: demo.productId('peo-family'), price: 0 });
    expect(free.json()).toMatchObject({ taxedPrice: 0, taxes: [{ taxedAmount: 0 }, { taxedAmount: 0 }] });
    const discounted = (await calculate({ productId: demo.productId('plus-one-screen'), price: 120.5 })).json();
    expect(discounted).toEqual({
      price: 120.5,
      taxes: [
        { taxDisplayName: 'SSCL', taxedAmount: 3.09 },
        { taxDisplayName: 'VAT', taxedAmount: 22.25 },
      ],
      taxedPrice: 145.84,
    });
  });

  it('refuses a price below zero or below a cent, and an unknown product', async () => {
    for (const price of [-1, 10.005, '100']) {
      const response = await calculate({ productId: demo.productId('peo-family'), price });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The price must be an amount of 0 or more with at most 2 decimals.',
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await calculate({ productId: randomUUID(), price: 10 })).statusCode).toBe(404);
    expect(
      (await calculate({ productId: demo.productId('peo-family'), price: 10, connectionId: randomUUID() })).statusCode,
    ).toBe(400);
  });
});

describe('POST tax/calculate', () => {
  it("calculates for the caller's own connection only", async () => {
    const account = await createAccount(t.db, { connections: [{ connectionType: 7, serviceType: 'Prepaid' }] });
    const [connectionId] = account.connectionIds;
    const headers = bearer(await loginToken(t.app, account));
    const calculate = (payload: object, withToken = true) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promotions/v1/tax/calculate',
        payload,
        headers: withToken ? headers : {},
      });
    const productId = demo.productId('peo-family');

    const own = await calculate({ productId, connectionId, price: 1390 });
    expect(own.statusCode).toBe(200);
    expect(own.json<TaxCalculateResponse>().taxedPrice).toBe(1682.26);
    expect(
      (await calculate({ productId, connectionId: demo.connectionId('dilani-prepaid'), price: 1390 })).statusCode,
    ).toBe(404);
    expect((await calculate({ productId, connectionId, price: 1390 }, false)).statusCode).toBe(401);
    expect((await calculate({ productId, price: 1390 })).statusCode).toBe(400);
  });
});
