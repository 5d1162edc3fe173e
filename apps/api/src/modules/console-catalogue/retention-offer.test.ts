import type { ConsoleProduct, ConsoleRetentionOffer } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
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
const discount = { kind: 'discount', percent: 30, renewals: 3 };

describe('a product retention offer in the console', () => {
  it('is none at first, then set, changed and cleared, each audited with its reason', async () => {
    const product = await newProduct('Retention TV');
    const path = `/products/${product.id}/retention-offer`;
    expect((await manager.call('GET', path)).json<ConsoleRetentionOffer>()).toEqual({
      productId: product.id,
      offer: null,
    });

    const set = await manager.call('PUT', path, { offer: discount, reason: 'Churn campaign November' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ConsoleRetentionOffer>().offer).toMatchObject(discount);
    const changed = await manager.call('PUT', path, { offer: { ...discount, percent: 20 }, reason: 'Smaller offer' });
    expect(changed.json<ConsoleRetentionOffer>().offer).toMatchObject({ percent: 20, renewals: 3 });
    expect((await manager.call('GET', path)).json<ConsoleRetentionOffer>().offer).toMatchObject({ percent: 20 });

    const cleared = await manager.call('PUT', path, { offer: null, reason: 'Campaign over' });
    expect(cleared.json<ConsoleRetentionOffer>()).toEqual({ productId: product.id, offer: null });
    expect((await manager.call('GET', path)).json<ConsoleRetentionOffer>().offer).toBeNull();

    const setRows = await manager.audit(`action=console.set_retention_offer&subjectId=${product.id}`);
    expect(setRows.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reason: 'Churn campaign November',
          before: { offer: null },
          after: { offer: discount },
        }),
        expect.objectContaining({ reason: 'Smaller offer', after: { offer: { ...discount, percent: 20 } } }),
      ]),
    );
    const [clearRow] = await manager.audit(`action=console.clear_retention_offer&subjectId=${product.id}`);
    expect(clearRow?.details).toMatchObject({ reason: 'Campaign over', after: { offer: null } });
  });

  it('refuses terms out of range, another kind, a missing reason and unknown fields', async () => {
    const product = await newProduct('Retention bounds TV');
    const path = `/products/${product.id}/retention-offer`;
    const reason = 'Testing the bounds';
    for (const body of [
      { offer: { ...discount, percent: 4 }, reason },
      { offer: { ...discount, percent: 91 }, reason },
      { offer: { ...discount, renewals: 0 }, reason },
      { offer: { ...discount, renewals: 13 }, reason },
      { offer: { ...discount, kind: 'pause' }, reason },
      { offer: { kind: 'pause', periods: 0 }, reason },
      { offer: { kind: 'pause', periods: 4 }, reason },
      { offer: { kind: 'pause', periods: 2, percent: 30 }, reason },
      { offer: { kind: 'downgrade', percent: 30, renewals: 3 }, reason },
      { offer: discount },
      { offer: discount, reason: ' ' },
      { offer: discount, reason, extra: true },
    ]) {
      const response = await manager.call('PUT', path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await manager.call('GET', path)).json<ConsoleRetentionOffer>().offer).toBeNull();
    const bounds = await manager.call('PUT', path, { offer: { ...discount, percent: 90, renewals: 12 }, reason });
    expect(bounds.statusCode).toBe(200);
  });

  it('answers 404 for an unknown product', async () => {
    const path = `/products/${UNKNOWN}/retention-offer`;
    expect((await manager.call('GET', path)).statusCode).toBe(404);
    const put = await manager.call('PUT', path, { offer: discount, reason: 'No such product' });
    expect(put.statusCode).toBe(404);
    expect(put.json<{ message: string }>().message).toBe('No product has this id.');
  });

  it('sets a pause offer on a monthly product, audited with the terms before and after', async () => {
    const product = await newProduct('Retention pause TV');
    const path = `/products/${product.id}/retention-offer`;
    const pause = { kind: 'pause', periods: 2 };
    expect((await manager.call('PUT', path, { offer: discount, reason: 'Start with a discount' })).statusCode).toBe(
      200,
    );
    const set = await manager.call('PUT', path, { offer: pause, reason: 'Offer a pause instead' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ConsoleRetentionOffer>().offer).toEqual({ ...pause, updatedAt: expect.any(String) });
    expect((await manager.call('GET', path)).json<ConsoleRetentionOffer>().offer).toMatchObject(pause);
    const rows = await manager.audit(`action=console.set_retention_offer&subjectId=${product.id}`);
    expect(rows.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reason: 'Offer a pause instead',
          before: { offer: discount },
          after: { offer: pause },
        }),
      ]),
    );
  });

  it('refuses a pause offer on a product with no monthly subscription option, with a 422 that says why', async () => {
    const yearly = channelForm('Retention yearly TV', 4000);
    const product = (
      await manager.call('POST', '/products', {
        ...yearly,
        purchaseOption: { ...yearly.purchaseOption, name: 'Yearly', utilizationPeriod: 12 },
      })
    ).json<ConsoleProduct>();
    const path = `/products/${product.id}/retention-offer`;
    const refused = await manager.call('PUT', path, { offer: { kind: 'pause', periods: 1 }, reason: 'Pause a yearly' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(
      'A pause offer needs a product sold as a monthly subscription; this one has no monthly subscription option.',
    );
    expect((await manager.call('GET', path)).json<ConsoleRetentionOffer>().offer).toBeNull();
    expect((await manager.call('PUT', path, { offer: discount, reason: 'A discount is fine' })).statusCode).toBe(200);
  });

  it('sets a downgrade offer on a base package to a cheaper one, audited with the terms before and after', async () => {
    const path = `/products/${demo.productId('peo-family')}/retention-offer`;
    const downgrade = { kind: 'downgrade', productId: demo.productId('peo-lite') };
    const set = await manager.call('PUT', path, { offer: downgrade, reason: 'Keep families on Lite' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ConsoleRetentionOffer>().offer).toEqual({ ...downgrade, updatedAt: expect.any(String) });
    expect((await manager.call('GET', path)).json<ConsoleRetentionOffer>().offer).toMatchObject(downgrade);
    const cleared = await manager.call('PUT', path, { offer: null, reason: 'Downgrade campaign over' });
    expect(cleared.statusCode).toBe(200);
    const [setRow] = await manager.audit(
      `action=console.set_retention_offer&subjectId=${demo.productId('peo-family')}`,
    );
    expect(setRow?.details).toMatchObject({
      reason: 'Keep families on Lite',
      before: { offer: null },
      after: { offer: downgrade },
    });
    const [clearRow] = await manager.audit(
      `action=console.clear_retention_offer&subjectId=${demo.productId('peo-family')}`,
    );
    expect(clearRow?.details).toMatchObject({ before: { offer: downgrade }, after: { offer: null } });
  });

  it('refuses a downgrade offer the package change could not take, with a 422 that says why', async () => {
    const reason = 'Testing downgrade rules';
    const offerOn = (slug: string, target: string) =>
      manager.call('PUT', `/products/${demo.productId(slug)}/retention-offer`, {
        offer: { kind: 'downgrade', productId: demo.productId(target) },
        reason,
      });
    for (const [slug, target, message] of [
      ['hbo', 'peo-lite', 'A downgrade offer is made only on a base package; this product is not one.'],
      ['peo-family', 'hbo', 'The package to downgrade to must be a base package; the product named is not one.'],
      ['peo-family', 'peo-family', 'A downgrade offer must name another package than this one.'],
      ['peo-lite', 'peo-family', 'The package to downgrade to must cost less a month than this one.'],
    ] as const) {
      const refused = await offerOn(slug, target);
      expect(refused.statusCode, `${slug} to ${target}`).toBe(422);
      expect(refused.json<{ message: string }>().message).toBe(message);
      const path = `/products/${demo.productId(slug)}/retention-offer`;
      expect((await manager.call('GET', path)).json<ConsoleRetentionOffer>().offer).toBeNull();
    }
    const bad = await manager.call('PUT', `/products/${demo.productId('peo-family')}/retention-offer`, {
      offer: { kind: 'downgrade', productId: 'peo-lite' },
      reason,
    });
    expect(bad.statusCode).toBe(400);
  });
});
