import type { Banner, ConsoleBanner, ConsoleBannerPreview } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo, demoToken } from '../../../test/catalogue';
import { bearer } from '../../../test/factories';
import { banners } from '../../db/schema';
import { consoleCaller, lastAudit } from './test-kit';

const PORTAL = '/api/promotions/v1/promotions/all/banners';
const HOUR = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

let t: TestApp;
let marketing: Awaited<ReturnType<typeof consoleCaller>>;
let subscriber: Record<string, string>;
beforeAll(async () => {
  t = await createSeededTestApp();
  marketing = await consoleCaller(t, 'marketing');
  subscriber = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
});
afterAll(() => t.close());

const banner = (overrides: object = {}) => ({
  title: 'HBO weekend for PEO Lite',
  imageUrl: '/api/media/v1/uploads/5b0c1a8e-4a57-4c1e-9d3f-0f2b7a1d9c11',
  link: {
    kind: 'product',
    productId: demo.productId('hbo'),
    type: 'channel',
    purchaseOptionId: demo.optionId('hbo', 'monthly'),
  },
  audienceBasePackageIds: [demo.productId('peo-lite')],
  startsAt: at(24 * HOUR),
  endsAt: at(72 * HOUR),
  ...overrides,
});

async function preview(query: string) {
  const response = await marketing.call('GET', `/banners/preview?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsoleBannerPreview>();
}

async function portal(basePackageSlug?: string): Promise<Banner[]> {
  const query = basePackageSlug ? `?basePackageId=${demo.productId(basePackageSlug)}` : '';
  const response = await t.app.inject({ url: `${PORTAL}${query}`, headers: basePackageSlug ? subscriber : {} });
  expect(response.statusCode).toBe(200);
  return response.json<Banner[]>();
}

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('console banners', () => {
  it('creates a dated banner for an audience, shown by the preview and the portal only within its dates', async () => {
    const created = await marketing.call('POST', '/banners', banner());
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<ConsoleBanner>();
    expect(body).toMatchObject({ showingNow: false, audience: [{ id: demo.productId('peo-lite') }] });
    expect(body.audience[0]?.name).toBeTruthy();

    const lite = `connectionType=1&basePackageId=${demo.productId('peo-lite')}`;
    expect(ids((await preview(lite)).banners)).not.toContain(body.id);
    const during = await preview(`${lite}&at=${encodeURIComponent(at(48 * HOUR))}`);
    expect(ids(during.banners).at(-1)).toBe(body.id);
    expect(ids((await preview(`${lite}&at=${encodeURIComponent(at(96 * HOUR))}`)).banners)).not.toContain(body.id);
    // Not its audience: visitors and another package's holders.
    expect(
      ids((await preview(`connectionType=visitor&at=${encodeURIComponent(at(48 * HOUR))}`)).banners),
    ).not.toContain(body.id);
    const peotvgo = `connectionType=1&basePackageId=${demo.productId('peotvgo')}&at=${encodeURIComponent(at(48 * HOUR))}`;
    expect(ids((await preview(peotvgo)).banners)).not.toContain(body.id);

    // The portal's own route, now: not yet; once the start is moved to the past, there it is, as previewed.
    expect(ids(await portal('peo-lite'))).not.toContain(body.id);
    const started = await marketing.call('PUT', `/banners/${body.id}`, banner({ startsAt: at(-HOUR) }));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<ConsoleBanner>().showingNow).toBe(true);
    const shown = await portal('peo-lite');
    expect(ids(shown)).toContain(body.id);
    expect(shown).toEqual((await preview(lite)).banners);
    expect(ids(await portal())).not.toContain(body.id);
    expect(await portal()).toEqual((await preview('connectionType=visitor')).banners);

    const audit = await lastAudit(t, 'console.banner_update', body.id);
    expect(audit?.staffId).toBe(marketing.staff.id);
    expect(audit?.ipAddress).toBeTruthy();
    const details = audit?.details as { before: { startsAt: string }; after: { startsAt: string } };
    expect(details.before.startsAt).toBe(body.startsAt);
    expect(Date.parse(details.after.startsAt)).toBeLessThan(Date.now());

    // Ended: gone from the portal.
    await marketing.call('PUT', `/banners/${body.id}`, banner({ startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }));
    expect(ids(await portal('peo-lite'))).not.toContain(body.id);
  });

  it.each([
    ['an audience that is not a base package', { audienceBasePackageIds: [demo.productId('hbo')] }, 'base packages'],
    [
      "another product's purchase option",
      {
        link: {
          kind: 'product',
          productId: demo.productId('hbo'),
          type: 'channel',
          purchaseOptionId: demo.optionId('avurudu-special', '30-days'),
        },
      },
      'does not belong',
    ],
    ['a plain http redirect', { link: { kind: 'redirect', redirectUrl: 'http://example.lk/offer' } }, 'https://'],
    ["another site's image", { imageUrl: 'https://images.example.com/banner.png' }, '/api/media/'],
    ['an end before its start', { endsAt: at(HOUR) }, 'after the start'],
    [
      'an unknown product',
      { link: { kind: 'product', productId: '00000000-0000-4000-8000-000000000000', type: 'vod' } },
      'does not exist',
    ],
  ])('refuses %s with a readable 400 and writes nothing', async (_case, overrides, words) => {
    const before = await t.db.$count(banners);
    const response = await marketing.call('POST', '/banners', banner(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(words);
    expect(await t.db.$count(banners)).toBe(before);
  });

  it('takes a redirect or no link at all', async () => {
    const redirect = await marketing.call(
      'POST',
      '/banners',
      banner({ link: { kind: 'redirect', redirectUrl: 'https://www.slt.lk/offers' }, audienceBasePackageIds: [] }),
    );
    expect(redirect.statusCode, redirect.body).toBe(201);
    expect(redirect.json<ConsoleBanner>()).toMatchObject({ link: { kind: 'redirect' }, audience: [] });
    const none = await marketing.call('POST', '/banners', banner({ link: { kind: 'none' }, voucherType: 'gift' }));
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json<ConsoleBanner>()).toMatchObject({ link: { kind: 'none' }, voucherType: 'gift' });
  });

  it('puts the banners in a new order, audited, and refuses an order that is not every banner once', async () => {
    const listed = (await marketing.call('GET', '/banners')).json<{ banners: ConsoleBanner[] }>().banners;
    const reversed = ids(listed).reverse();
    const ordered = await marketing.call('PUT', '/banners/order', { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ids(ordered.json<{ banners: ConsoleBanner[] }>().banners)).toEqual(reversed);
    expect(ids((await marketing.call('GET', '/banners')).json<{ banners: ConsoleBanner[] }>().banners)).toEqual(
      reversed,
    );
    expect((await lastAudit(t, 'console.banner_order', 'order'))?.details).toEqual({
      before: { ids: ids(listed) },
      after: { ids: reversed },
    });
    // The portal follows the new order.
    const publicOrder = ids(await portal());
    expect(publicOrder).toEqual(reversed.filter((id) => publicOrder.includes(id)));

    for (const wrong of [reversed.slice(1), [...reversed, reversed[0] ?? '']]) {
      const refused = await marketing.call('PUT', '/banners/order', { ids: wrong });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('every banner exactly once');
    }
  });

  it('deletes a banner, audited with what it was; 404 for an unknown one', async () => {
    const body = (
      await marketing.call('POST', '/banners', banner({ startsAt: null, endsAt: null, audienceBasePackageIds: [] }))
    ).json<ConsoleBanner>();
    expect(ids(await portal())).toContain(body.id);
    const deleted = await marketing.call('DELETE', `/banners/${body.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(ids(await portal())).not.toContain(body.id);
    expect((await lastAudit(t, 'console.banner_delete', body.id))?.details).toMatchObject({
      before: { title: body.title, imageUrl: body.imageUrl },
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await marketing.call('DELETE', `/banners/${unknown}`)).statusCode).toBe(404);
    expect((await marketing.call('PUT', `/banners/${unknown}`, banner())).statusCode).toBe(404);
  });

  it('refuses a bad preview query', async () => {
    expect((await marketing.call('GET', '/banners/preview?at=tomorrow')).statusCode).toBe(400);
    expect((await marketing.call('GET', '/banners/preview?connectionType=subscriber')).statusCode).toBe(400);
  });
});
