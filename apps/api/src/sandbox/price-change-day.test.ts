import { type ConsoleProduct, nextDate, type ProductDetail, sriLankaDate } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/app';
import { channelForm, consoleCaller } from '../modules/console-catalogue/test-kit';
import { utcDate } from '../modules/products/dates';

/** The sandbox's time travel for one product's dated prices (the console's browser journey uses it). */
let t: TestApp;
let manager: Awaited<ReturnType<typeof consoleCaller>>;
beforeAll(async () => {
  t = await createSeededTestApp();
  manager = await consoleCaller(t, 'catalogue_manager');
});
afterAll(() => t.close());

const bring = (productId: string) =>
  t.app.inject({ method: 'POST', url: '/sandbox/lifecycle/price-change-day', payload: { productId } });
const publicPrice = async (productId: string) =>
  (await t.app.inject({ url: `/api/products/v1/products/${productId}` })).json<ProductDetail>().purchaseOption
    ?.defaultPrice;

describe('POST /sandbox/lifecycle/price-change-day', () => {
  it("brings a product's scheduled price to today, and today's sweep applies it once", async () => {
    const created = (
      await manager.call('POST', '/products', channelForm('Time Travel TV', 300))
    ).json<ConsoleProduct>();
    const optionId = created.purchaseOptions[0]?.id ?? '';
    const later = nextDate(nextDate(sriLankaDate(new Date())));
    await manager.call('POST', `/purchase-options/${optionId}/price-changes`, {
      price: 320,
      effectiveOn: nextDate(sriLankaDate(new Date())),
    });
    expect(
      (await manager.call('POST', `/purchase-options/${optionId}/price-changes`, { price: 340, effectiveOn: later }))
        .statusCode,
    ).toBe(201);

    const today = utcDate(new Date());
    const response = await bring(created.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ moved: 1, effectiveOn: today });
    expect(await publicPrice(created.id)).toBe(300);

    const sweep = await t.app.inject({ method: 'POST', url: '/sandbox/lifecycle/sweep', payload: { asOf: today } });
    expect(sweep.json().priceChangesApplied).toBe(1);
    expect(await publicPrice(created.id)).toBe(340);
    expect((await bring(created.id)).statusCode).toBe(404);
  });

  it('answers 404 for a product with nothing scheduled and 400 for a malformed id', async () => {
    const created = (await manager.call('POST', '/products', channelForm('Steady TV', 300))).json<ConsoleProduct>();
    expect((await bring(created.id)).statusCode).toBe(404);
    expect((await bring('not-an-id')).statusCode).toBe(400);
  });
});
