import type { ConsoleDiscount, ConsoleProduct, ConsolePurchaseOption, ProductDetail } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { channelForm, consoleCaller } from './test-kit';

let t: TestApp;
let manager: Awaited<ReturnType<typeof consoleCaller>>;
beforeAll(async () => {
  t = await createSeededTestApp();
  manager = await consoleCaller(t, 'catalogue_manager');
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const newProduct = async (name: string) =>
  (await manager.call('POST', '/products', channelForm(name, 400))).json<ConsoleProduct>();
const yearly = {
  name: 'Yearly subscription',
  purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
  price: 4000,
  utilizationPeriod: 12,
  utilizationPeriodUnit: 'MONTHS',
  isDefault: true,
};

describe('purchase options', () => {
  it('adds an option that takes the default, and edits all but its price', async () => {
    const product = await newProduct('Options TV');
    const added = await manager.call('POST', `/products/${product.id}/purchase-options`, yearly);
    expect(added.statusCode, added.body).toBe(201);
    const option = added.json<ConsolePurchaseOption>();
    const list = async () =>
      (await manager.call('GET', `/products/${product.id}/purchase-options`)).json<{ items: ConsolePurchaseOption[] }>()
        .items;
    expect((await list()).filter((item) => item.isDefault).map((item) => item.id)).toEqual([option.id]);
    const portal = (await t.app.inject({ url: `/api/products/v1/products/${product.id}` })).json<ProductDetail>();
    expect(portal.purchaseOption).toMatchObject({ id: option.id, defaultPrice: 4000 });

    const { price: _price, ...withoutPrice } = yearly;
    const edited = await manager.call('PUT', `/purchase-options/${option.id}`, {
      ...withoutPrice,
      name: 'Annual',
      discountPercentage: 10,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ConsolePurchaseOption>()).toMatchObject({ name: 'Annual', price: 4000, purchasePrice: 3600 });
    const withPrice = await manager.call('PUT', `/purchase-options/${option.id}`, { ...withoutPrice, price: 1 });
    expect(withPrice.statusCode).toBe(400);
    expect(withPrice.json<{ message: string }>().message).toMatch(/price/);
    const [row] = await manager.audit(`action=console.update_purchase_option&subjectId=${option.id}`);
    expect(row?.details).toMatchObject({
      before: expect.objectContaining({ name: 'Yearly subscription' }),
      after: expect.objectContaining({ name: 'Annual', discountPercentage: 10 }),
    });
    expect((await manager.call('PUT', `/purchase-options/${UNKNOWN}`, withoutPrice)).statusCode).toBe(404);
    expect((await manager.call('POST', `/products/${UNKNOWN}/purchase-options`, yearly)).statusCode).toBe(404);
  });
});

describe('discounts', () => {
  it('creates the discount group on first use, edits and removes, priced by the portal', async () => {
    const product = await newProduct('Discount TV');
    const discount = {
      discountLevel: 'PRODUCT',
      discountType: 'PERCENTAGE',
      value: 25,
      durationType: 'MONTHS',
      duration: 3,
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    };
    const created = await manager.call('POST', `/products/${product.id}/discounts`, discount);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<ConsoleDiscount>();
    expect(row).toMatchObject({ productId: product.id, value: 25, connectionId: null, endsAt: null });
    const portal = (await t.app.inject({ url: `/api/products/v1/products/${product.id}` })).json<ProductDetail>();
    expect(portal.discountOptionGroup).toMatchObject({ actualPrice: 400, purchasePrice: 300 });

    const edited = await manager.call('PUT', `/discounts/${row.id}`, {
      ...discount,
      discountType: 'AMOUNT',
      value: 50,
    });
    expect(edited.json<ConsoleDiscount>()).toMatchObject({ discountType: 'AMOUNT', value: 50 });
    const listed = (await manager.call('GET', `/products/${product.id}/discounts`)).json<{
      items: ConsoleDiscount[];
    }>();
    expect(listed.items.map((item) => item.id)).toEqual([row.id]);
    const [audit] = await manager.audit(`action=console.update_discount&subjectId=${row.id}`);
    expect(audit?.details).toMatchObject({
      before: expect.objectContaining({ discountType: 'PERCENTAGE', value: 25 }),
      after: expect.objectContaining({ discountType: 'AMOUNT', value: 50 }),
    });

    expect((await manager.call('DELETE', `/discounts/${row.id}`)).statusCode).toBe(204);
    expect((await manager.call('DELETE', `/discounts/${row.id}`)).statusCode).toBe(404);
    const after = (await t.app.inject({ url: `/api/products/v1/products/${product.id}` })).json<ProductDetail>();
    expect(after.discountOptionGroup).toBeNull();
  });

  it('takes a user-level discount for a connection that exists, and refuses what breaks the rules', async () => {
    const product = await newProduct('User Discount TV');
    const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
    const base = {
      discountLevel: 'USER',
      connectionId: account.connectionIds[0],
      discountType: 'AMOUNT',
      value: 20,
      durationType: 'FOREVER',
      startsAt: '2026-01-01T00:00:00+05:30',
    };
    const ok = await manager.call('POST', `/products/${product.id}/discounts`, base);
    expect(ok.statusCode, ok.body).toBe(201);
    const refusals: [object, RegExp][] = [
      [{ ...base, connectionId: UNKNOWN }, /connection/],
      [{ ...base, connectionId: null }, /connectionId/],
      [{ ...base, discountLevel: 'PRODUCT' }, /PRODUCT discount/],
      [{ ...base, discountType: 'PERCENTAGE', value: 120 }, /at most 100/],
      [{ ...base, duration: 2 }, /FOREVER/],
      [{ ...base, durationType: 'DAYS' }, /duration/],
      [{ ...base, endsAt: '2025-12-31T00:00:00Z' }, /endsAt/],
    ];
    for (const [body, message] of refusals) {
      const response = await manager.call('POST', `/products/${product.id}/discounts`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const listed = (await manager.call('GET', `/products/${product.id}/discounts`)).json<{
      items: ConsoleDiscount[];
    }>();
    expect(listed.items).toHaveLength(1);
    expect((await manager.call('POST', `/products/${UNKNOWN}/discounts`, base)).statusCode).toBe(404);
  });
});
