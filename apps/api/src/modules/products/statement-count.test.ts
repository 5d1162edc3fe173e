import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { countStatements, demo, demoToken } from '../../../test/catalogue';
import { bearer } from '../../../test/factories';
import { catalogue } from '../../db/seed/catalogue';

/**
 * No N+1: a list loads its page and then each relation for the whole page, so the number of SQL
 * statements a request costs does not depend on how many products it answers.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createSeededTestApp();
  token = await demoToken(t.app, 'tv@selfcare.lk');
});
afterAll(() => t.close());

async function statementsFor(url: string, options: { personalised?: boolean; payload?: object } = {}) {
  let status = 0;
  const statements = await countStatements(t.db, async () => {
    const response = await t.app.inject({
      method: options.payload ? 'POST' : 'GET',
      url,
      payload: options.payload,
      headers: options.personalised ? bearer(token) : {},
    });
    status = response.statusCode;
  });
  expect(status, url).toBe(200);
  return statements;
}

const conid = demo.connectionId('nimal-home');
const byType = (pageSize: number) =>
  `/api/products/v1/products/all/active/by-type?typeid=${demo.typeId('vod')}&pageSize=${pageSize}`;

describe('statements per request', () => {
  it('a page of 2 and a page of 100 cost the same, for visitors and subscribers', async () => {
    const small = await statementsFor(byType(2));
    expect(await statementsFor(byType(100))).toBe(small);
    const personalSmall = await statementsFor(`${byType(2)}&conid=${conid}`, { personalised: true });
    expect(await statementsFor(`${byType(100)}&conid=${conid}`, { personalised: true })).toBe(personalSmall);
    expect(small).toBeLessThanOrEqual(10);
  });

  it('a list of every channel costs what a list of two does', async () => {
    const byTypes = (type: 'channel' | 'svod') =>
      `/api/products/v1/products/all/active/by-types?typeid=${demo.typeId(type)}&typeid=${demo.typeId('package')}`;
    expect(await statementsFor(byTypes('channel'))).toBe(await statementsFor(byTypes('svod')));
    // Both lists hold a discounted, priced product, so every relation query runs for both.
    const ids = (slugs: string[]) => ({ idList: ['peo-premium', ...slugs].map((slug) => demo.productId(slug)) });
    const channelSlugs = catalogue.get('peo-premium').includes ?? [];
    expect(channelSlugs.length).toBeGreaterThan(50);
    expect(
      await statementsFor('/api/products/v1/products/all/id-list', { payload: ids(channelSlugs.slice(0, 90)) }),
    ).toBe(await statementsFor('/api/products/v1/products/all/id-list', { payload: ids(['rupavahini']) }));
  });

  it('a package page with a hundred related products costs what a smaller package page does', async () => {
    const page = (slug: string) => `/api/products/v1/products/${demo.productId(slug)}?conid=${conid}`;
    const premium = await statementsFor(page('peo-premium'), { personalised: true });
    expect(premium).toBe(await statementsFor(page('peo-lite'), { personalised: true }));
    expect(premium).toBeLessThanOrEqual(14);
  });

  it('the user-products pages cost the same whatever their size', async () => {
    const userPage = (pageSize: number) =>
      `/api/billing/v1/billing/user-products/by-type?conid=${conid}&typeid=${demo.typeId('vod')}&pageSize=${pageSize}`;
    expect(await statementsFor(userPage(3), { personalised: true })).toBe(
      await statementsFor(userPage(100), { personalised: true }),
    );
  });
});
