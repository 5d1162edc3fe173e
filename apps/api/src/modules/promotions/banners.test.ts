import { randomUUID } from 'node:crypto';
import type { Banner } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo, demoToken } from '../../../test/catalogue';
import { bearer } from '../../../test/factories';

const URL = '/api/promotions/v1/promotions/all/banners';
const PUBLIC_BANNERS = [
  'Welcome to PEOTVGO: TV on every screen',
  'Avurudu Special: 30 days of festive TV for Rs. 990',
  'Premiere: Sihina Desa, now streaming',
  'PEO Originals Plus: new episodes every week',
];

let t: TestApp;
let token: Record<string, string>;
beforeAll(async () => {
  t = await createSeededTestApp();
  token = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
});
afterAll(() => t.close());

async function banners(query = '', headers: Record<string, string> = {}): Promise<Banner[]> {
  const response = await t.app.inject({ url: `${URL}${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<Banner[]>();
}

const titles = (list: Banner[]) => list.map((banner) => banner.title);

describe('GET promotions/all/banners', () => {
  it('shows visitors only the banners for everyone, even when they name a package', async () => {
    const list = await banners();
    expect(titles(list)).toEqual(PUBLIC_BANNERS);
    expect(list.every((banner) => banner.basePackageIds.length === 0)).toBe(true);
    expect(titles(await banners(`?basePackageId=${demo.productId('peo-lite')}`))).toEqual(PUBLIC_BANNERS);
  });

  it('carries the link of a product banner and nothing for an image-only one', async () => {
    const [welcome, avurudu] = await banners();
    expect(welcome).toMatchObject({ type: null, productId: null, purchaseOptionId: null, redirectURL: null });
    expect(avurudu).toMatchObject({
      type: 'package',
      productId: demo.productId('avurudu-special'),
      purchaseOptionId: demo.optionId('avurudu-special', '30-days'),
      imageURL: '/media/banner/avurudu-special.svg',
      voucherType: null,
    });
  });

  it("adds a logged-in subscriber's package banners, privately", async () => {
    const response = await t.app.inject({ url: `${URL}?basePackageId=${demo.productId('peo-lite')}`, headers: token });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = response.json<Banner[]>();
    expect(titles(list)).toEqual([
      ...PUBLIC_BANNERS,
      'Add HBO to your package',
      'Running low? Add 25 GB every month',
      'One more screen, 20% off for three months',
    ]);
    expect(list.find((banner) => banner.type === 'screens')?.basePackageIds.sort()).toEqual(
      [demo.productId('peotvgo'), demo.productId('peo-lite')].sort(),
    );
    expect(titles(await banners(`?basePackageId=${randomUUID()}`, token))).toEqual(PUBLIC_BANNERS);
  });

  it('answers the voucher pages their own banners', async () => {
    expect(titles(await banners('?voucherType=gift'))).toEqual(['Gift a PEOTVGO voucher']);
    const [discount] = await banners('?voucherType=discount');
    expect(discount).toMatchObject({ title: 'New here? WELCOME10 takes 10% off', redirectURL: 'vouchers' });
  });

  it('is cacheable for visitors and refuses bad input', async () => {
    const first = await t.app.inject({ url: URL });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toContain('Authorization');
    const again = await t.app.inject({ url: URL, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    for (const query of ['?voucherType=coupon', '?basePackageId=peo-lite', '?page=1']) {
      expect((await t.app.inject({ url: `${URL}${query}` })).statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ url: URL, headers: bearer('expired') })).statusCode).toBe(401);
  });
});
