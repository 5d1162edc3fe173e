import type { ConsoleGiftVoucher, GiftVoucher, GiftVoucherDetail } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { giftVouchers } from '../../db/schema';
import { consoleCaller, lastAudit } from './test-kit';

const GIFTS = '/api/promotions/v1/vouchers/gifts';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let marketing: Awaited<ReturnType<typeof consoleCaller>>;
beforeAll(async () => {
  t = await createSeededTestApp();
  marketing = await consoleCaller(t, 'marketing');
});
afterAll(() => t.close());

const offer = (overrides: object = {}) => ({
  name: 'Channel surfer 3',
  description: 'Three channels of your choice',
  price: 1200,
  imageUrl: '/api/media/v1/uploads/0f7d5c55-2a8e-4b8b-9a43-3f7c1de0a5b2',
  totalCount: 3,
  utilizePeriod: 60,
  own: false,
  restricted: true,
  productTypeIds: [demo.typeId('channel')],
  purchaseEnd: new Date(Date.now() + 30 * DAY).toISOString(),
  ...overrides,
});

async function onSale(): Promise<GiftVoucher[]> {
  const response = await t.app.inject({ url: GIFTS });
  expect(response.statusCode).toBe(200);
  return response.json<GiftVoucher[]>();
}

describe('console gift voucher offers', () => {
  it("creates a restricted offer the portal's /gifts lists and explains, audited", async () => {
    const created = await marketing.call('POST', '/gift-vouchers', offer());
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<ConsoleGiftVoucher>();
    expect(body).toMatchObject({ onSale: true, restricted: true, totalCount: 3, totalValue: null });

    expect((await onSale()).find((voucher) => voucher.id === body.id)).toMatchObject({
      voucherName: 'Channel surfer 3',
      price: 1200,
      totalCount: 3,
      restricted: true,
    });
    const detail = (await t.app.inject({ url: `${GIFTS}/${body.id}` })).json<GiftVoucherDetail>();
    expect(detail.canBuy.map((group) => group.productTypeTypeName)).toEqual(['channel']);
    expect(detail.cannotBuy.length).toBeGreaterThan(0);

    const audit = await lastAudit(t, 'console.gift_voucher_create', body.id);
    expect(audit?.staffId).toBe(marketing.staff.id);
    expect(audit?.details).toMatchObject({
      after: { name: 'Channel surfer 3', price: 1200, productTypeIds: [demo.typeId('channel')] },
    });
  });

  it('edits an offer: the portal shows the new terms, and drops it once its sale ends', async () => {
    const body = (
      await marketing.call('POST', '/gift-vouchers', offer({ name: 'Spend 2000' }))
    ).json<ConsoleGiftVoucher>();
    const edited = await marketing.call(
      'PUT',
      `/gift-vouchers/${body.id}`,
      offer({
        name: 'Spend 2000',
        totalCount: null,
        totalValue: 2000,
        price: 1800,
        restricted: false,
        productTypeIds: [],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await onSale()).find((voucher) => voucher.id === body.id)).toMatchObject({
      price: 1800,
      totalCount: null,
      totalValue: 2000,
      restricted: false,
    });
    const audit = await lastAudit(t, 'console.gift_voucher_update', body.id);
    expect(audit?.details).toMatchObject({
      before: { price: 1200, totalCount: 3, restricted: true },
      after: { price: 1800, totalValue: 2000, restricted: false, productTypeIds: [] },
    });

    const ended = await marketing.call(
      'PUT',
      `/gift-vouchers/${body.id}`,
      offer({ name: 'Spend 2000', purchaseEnd: new Date(Date.now() - DAY).toISOString() }),
    );
    expect(ended.json<ConsoleGiftVoucher>().onSale).toBe(false);
    expect((await onSale()).map((voucher) => voucher.id)).not.toContain(body.id);
    const listed = (await marketing.call('GET', '/gift-vouchers')).json<{ giftVouchers: ConsoleGiftVoucher[] }>();
    expect(listed.giftVouchers.find((voucher) => voucher.id === body.id)?.onSale).toBe(false);
  });

  it.each([
    ['both a count and a value', { totalValue: 1000 }, 'not both'],
    ['neither a count nor a value', { totalCount: null }, 'not both'],
    ['a restricted offer with no restriction', { productTypeIds: [] }, 'at least one'],
    ['an unknown sub type', { productSubTypeIds: ['00000000-0000-4000-8000-000000000000'] }, 'does not exist'],
    ["another site's image", { imageUrl: 'https://cdn.example.com/v.png' }, '/api/media/'],
    ['a price with fractions of cents', { price: 10.005 }, 'at most 2 decimals'],
  ])('refuses %s with a readable 400 and writes nothing', async (_case, overrides, words) => {
    const before = await t.db.$count(giftVouchers);
    const response = await marketing.call('POST', '/gift-vouchers', offer(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(words);
    expect(await t.db.$count(giftVouchers)).toBe(before);
  });

  it('answers 404 for an unknown offer', async () => {
    const response = await marketing.call('PUT', '/gift-vouchers/00000000-0000-4000-8000-000000000000', offer());
    expect(response.statusCode).toBe(404);
  });
});
