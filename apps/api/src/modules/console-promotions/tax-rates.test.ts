import type { ConsoleTaxRate, TaxCalculateResponse } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { billLines, purchases } from '../../db/schema';
import { roundToCents } from '../products/pricing';
import { activeTaxRates, applyTaxes } from '../promotions/tax';
import { loadReceipt } from '../receipts/load-receipt';
import { consoleCaller, lastAudit } from './test-kit';

const HOUR = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const hbo = { id: demo.productId('hbo'), option: demo.optionId('hbo', 'monthly') };

let t: TestApp;
let finance: Awaited<ReturnType<typeof consoleCaller>>;
beforeAll(async () => {
  t = await createSeededTestApp();
  finance = await consoleCaller(t, 'finance');
});
afterAll(() => t.close());

async function rates(): Promise<ConsoleTaxRate[]> {
  const response = await finance.call('GET', '/tax-rates');
  expect(response.statusCode).toBe(200);
  return response.json<{ taxRates: ConsoleTaxRate[] }>().taxRates;
}

async function quote(price: number): Promise<TaxCalculateResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/promotions/v1/tax/calculate/public',
    payload: { productId: hbo.id, price },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaxCalculateResponse>();
}

/** HBO monthly on the bill of a new subscriber; answers its price and the tax recorded on its bill line. */
async function buyHboOnBill(): Promise<{ price: number; tax: number; accountId: string; lineId: string }> {
  const account = await createAccount(t.db, { connections: [{ connectionType: 1, serviceType: 'SLT PEOTVGO' }] });
  const [connectionId = ''] = account.connectionIds;
  const headers = bearer(await loginToken(t.app, account));
  const page = (
    await t.app.inject({ url: `/api/billing/v1/billing/user-products/${hbo.id}?conid=${connectionId}`, headers })
  ).json<{ productTypeId: string; purchaseOptionGroupId: string; purchaseOption: { purchasePrice: number } }>();
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/billing/v1/billing/user-purchase/subscribe',
    headers,
    payload: {
      connectionId,
      pin: DEFAULT_PIN,
      productId: hbo.id,
      productType: page.productTypeId,
      purchaseOption: hbo.option,
      amount: page.purchaseOption.purchasePrice,
      productPOGroupId: page.purchaseOptionGroupId,
      selectedPOGID: page.purchaseOptionGroupId,
      defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
    },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const [line] = await t.db
    .select({ id: billLines.id, taxAmount: billLines.taxAmount })
    .from(billLines)
    .innerJoin(purchases, eq(purchases.id, billLines.purchaseId))
    .where(eq(purchases.connectionId, connectionId));
  return {
    price: page.purchaseOption.purchasePrice,
    tax: line?.taxAmount ?? Number.NaN,
    accountId: account.id,
    lineId: line?.id ?? '',
  };
}

const until = async (instant: string) => {
  while (Date.now() <= Date.parse(instant)) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('console tax table', () => {
  it('lists the seeded rates as in force since 2000', async () => {
    const list = await rates();
    expect(list.map((rate) => rate.name)).toEqual(['SSCL', 'VAT']);
    expect(list.every((rate) => rate.state === 'in_force' && rate.effectiveFrom.startsWith('2000-01-01'))).toBe(true);
  });

  it('applies a new rate to quotes and purchases from its effectiveFrom, not before', async () => {
    const from = at(4000);
    const created = await finance.call('POST', '/tax-rates', {
      name: 'Tourism levy',
      ratePercent: 2,
      sortOrder: 3,
      effectiveFrom: from,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rate = created.json<ConsoleTaxRate>();
    expect(rate.state).toBe('scheduled');
    expect((await lastAudit(t, 'console.tax_rate_create', rate.id))?.details).toMatchObject({
      after: { name: 'Tourism levy', ratePercent: 2, effectiveFrom: rate.effectiveFrom },
    });

    const before = await quote(1000);
    const taxBefore = await buyHboOnBill();
    expect(before.taxes.map((tax) => tax.taxDisplayName)).toEqual(['SSCL', 'VAT']);
    await until(from);
    const after = await quote(1000);
    const taxAfter = await buyHboOnBill();
    expect(after.taxes.map((tax) => tax.taxDisplayName)).toEqual(['SSCL', 'VAT', 'Tourism levy']);
    expect(after.taxes.at(-1)?.taxedAmount).toBe(20);
    expect(after.taxedPrice).toBeGreaterThan(before.taxedPrice);

    // Each purchase was charged the table of its instant.
    expect(taxAfter.tax).toBeGreaterThan(taxBefore.tax);
    const taxOf = async (price: number, instant: Date) =>
      roundToCents(applyTaxes(price, await activeTaxRates(t.db, instant)).taxedPrice - price);
    expect(taxBefore.tax).toBe(await taxOf(taxBefore.price, new Date(Date.parse(from) - 1)));
    expect(taxAfter.tax).toBe(await taxOf(taxAfter.price, new Date(from)));

    // Their receipts split each charge by the table of its own instant, not today's.
    const linesOf = async (bought: typeof taxBefore) =>
      (await loadReceipt(t.db, bought.accountId, bought.lineId)).taxes.map((tax) => tax.name);
    expect(await linesOf(taxBefore)).toEqual(['SSCL', 'VAT']);
    expect(await linesOf(taxAfter)).toEqual(['SSCL', 'VAT', 'Tourism levy']);
  });

  it('edits a rate not yet in force, and refuses with 409 to edit one in force', async () => {
    const created = (
      await finance.call('POST', '/tax-rates', {
        name: 'Green levy',
        ratePercent: 1,
        sortOrder: 4,
        effectiveFrom: at(HOUR),
      })
    ).json<ConsoleTaxRate>();
    const edited = await finance.call('PUT', `/tax-rates/${created.id}`, {
      name: 'Green levy',
      ratePercent: 1.5,
      sortOrder: 4,
      effectiveFrom: at(2 * HOUR),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await lastAudit(t, 'console.tax_rate_update', created.id))?.details).toMatchObject({
      before: { ratePercent: 1 },
      after: { ratePercent: 1.5 },
    });

    const vat = (await rates()).find((rate) => rate.name === 'VAT');
    const refused = await finance.call('PUT', `/tax-rates/${vat?.id}`, {
      name: 'VAT',
      ratePercent: 20,
      sortOrder: 2,
      compound: true,
      effectiveFrom: at(HOUR),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('end it and add a new one');
    expect((await rates()).find((rate) => rate.name === 'VAT')?.ratePercent).toBe(18);
  });

  it('changes a rate in force by ending it and adding the next one; refuses overlaps and past instants', async () => {
    const sscl = (await rates()).find((rate) => rate.name === 'SSCL');
    const change = at(3 * HOUR);
    const body = { name: 'SSCL', ratePercent: 3, sortOrder: 1, effectiveFrom: change };

    const overlapping = await finance.call('POST', '/tax-rates', body);
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toContain('Another SSCL rate');

    const ended = await finance.call('POST', `/tax-rates/${sscl?.id}/end`, { effectiveUntil: change });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<ConsoleTaxRate>()).toMatchObject({
      state: 'in_force',
      effectiveUntil: new Date(change).toISOString(),
    });
    expect((await lastAudit(t, 'console.tax_rate_end', sscl?.id ?? ''))?.details).toMatchObject({
      before: { effectiveUntil: null },
      after: { effectiveUntil: new Date(change).toISOString() },
    });
    const next = await finance.call('POST', '/tax-rates', body);
    expect(next.statusCode, next.body).toBe(201);
    const inForceLater = await activeTaxRates(t.db, new Date(Date.parse(change) + 1000));
    expect(inForceLater.find((rate) => rate.taxDisplayName === 'SSCL')?.ratePercent).toBe(3);
    expect((await activeTaxRates(t.db, new Date())).find((rate) => rate.taxDisplayName === 'SSCL')?.ratePercent).toBe(
      sscl?.ratePercent,
    );

    const past = await finance.call('POST', '/tax-rates', { ...body, name: 'Old levy', effectiveFrom: at(-HOUR) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('now or later');
    const endInPast = await finance.call('POST', `/tax-rates/${next.json<ConsoleTaxRate>().id}/end`, {
      effectiveUntil: at(-HOUR),
    });
    expect(endInPast.statusCode).toBe(409);
    const unknown = await finance.call('POST', '/tax-rates/00000000-0000-4000-8000-000000000000/end', {
      effectiveUntil: at(HOUR),
    });
    expect(unknown.statusCode).toBe(404);
    const badRate = await finance.call('POST', '/tax-rates', { ...body, name: 'Big', ratePercent: 100 });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json().message).toContain('less than 100');
  });
});
