import type { AcceptedRetentionOffer, SubscriberRetentionOffer } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo } from '../../../test/catalogue';
import { DEFAULT_PIN } from '../../../test/factories';
import { acceptedRetentionOffers, basePackageChanges, purchases } from '../../db/schema';
import { addDays, addMonths } from '../products/dates';
import { activeTaxRates, applyTaxes } from '../promotions/tax';
import { auditsOf, linesOf, purchaseRow, sweep } from '../subscription-pause/test-kit';
import { acceptOffer, offerOn, packageHolder, readOffer, TO_PEO_LITE } from './test-kit';

/** The downgrade kind of retention offer (decision 0075): PEO Family offers PEO Lite from the period's end. */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
  await offerOn(t, 'peo-family', TO_PEO_LITE);
});
afterAll(() => t.close());

type Holder = Awaited<ReturnType<typeof packageHolder>>;

const offerOf = async (who: Holder) => {
  const response = await readOffer(t, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SubscriberRetentionOffer>().offer;
};

const changesOf = (who: Holder) =>
  t.db.select().from(basePackageChanges).where(eq(basePackageChanges.connectionId, who.connectionId));

const connectionAudits = (who: Holder) => auditsOf(t, who.connectionId, 'package.downgrade_scheduled');

const acceptedRows = (purchaseId: string) =>
  t.db.select().from(acceptedRetentionOffers).where(eq(acceptedRetentionOffers.purchaseId, purchaseId));

/** The portal's own downgrade to PEO Lite, as the package change dialog asks it. */
const portalDowngrade = (who: Holder) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/v1/billing/user-purchase/basepackage/change',
    headers: who.headers,
    payload: {
      userConnectionId: who.connectionId,
      userId: who.account.id,
      userConnectionType: 1,
      productId: demo.productId('peo-lite'),
      purchaseOptionId: demo.optionId('peo-lite', 'monthly'),
      productTypeId: demo.typeId('package'),
      pin: DEFAULT_PIN,
      changeType: 'DOWNGRADE',
    },
  });

describe('a downgrade offer', () => {
  it("shows the package, a month's price with taxes and the change date; reading it schedules nothing", async () => {
    const end = dateFromToday(20);
    const who = await packageHolder(t, end);
    const { taxedPrice } = applyTaxes(790, await activeTaxRates(t.db, new Date()));
    expect(await offerOf(who)).toEqual({
      ...TO_PEO_LITE,
      packageName: 'PEO Lite',
      price: taxedPrice,
      changeDate: addDays(end, 1),
    });
    expect(await changesOf(who)).toEqual([]);
    expect(await connectionAudits(who)).toEqual([]);
  });

  it('accepted, schedules the downgrade by the package change, audits each once and answers the same again', async () => {
    const end = dateFromToday(20);
    const who = await packageHolder(t, end);
    const first = await acceptOffer(t, who, TO_PEO_LITE);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<AcceptedRetentionOffer>();
    expect(answer).toMatchObject({ purchaseId: who.purchaseId, ...TO_PEO_LITE });
    expect(await changesOf(who)).toEqual([
      expect.objectContaining({
        changeType: 'DOWNGRADE',
        status: 'PENDING',
        fromProductId: demo.productId('peo-family'),
        toProductId: demo.productId('peo-lite'),
        toPurchaseOptionId: demo.optionId('peo-lite', 'monthly'),
        changeDate: addDays(end, 1),
      }),
    ]);
    const again = await acceptOffer(t, who, TO_PEO_LITE);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
    expect(await changesOf(who)).toHaveLength(1);
    expect(await connectionAudits(who)).toHaveLength(1);
    expect(await auditsOf(t, who.purchaseId, 'purchase.retention_accept')).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ kind: 'downgrade', toProductId: demo.productId('peo-lite') }),
      }),
    ]);
    expect(await acceptedRows(who.purchaseId)).toEqual([
      expect.objectContaining({
        kind: 'downgrade',
        downgradeProductId: demo.productId('peo-lite'),
        renewalsLeft: null,
      }),
    ]);
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({ status: 'PURCHASE_COMPLETE', billingEndDate: end });
    expect(await offerOf(who)).toBeNull();
  });

  it("is applied by the sweep on the change date, which charges the cheaper package's price", async () => {
    const end = dateFromToday(2);
    const who = await packageHolder(t, end);
    expect((await acceptOffer(t, who, TO_PEO_LITE)).statusCode).toBe(200);
    await sweep(t, end);
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({ status: 'PURCHASE_COMPLETE', billingEndDate: end });
    const changeDate = addDays(end, 1);
    await sweep(t, changeDate);
    expect((await purchaseRow(t, who.purchaseId)).status).toBe('PURCHASE_REMOVED');
    const [lite] = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.connectionId, who.connectionId), eq(purchases.productId, demo.productId('peo-lite'))));
    expect(lite).toMatchObject({
      status: 'PURCHASE_COMPLETE',
      billingStartDate: changeDate,
      billingEndDate: addMonths(changeDate, 1),
      price: 790,
    });
    expect((await linesOf(t, lite?.id ?? '')).map((line) => line.amount)).toEqual([790]);
    expect(await changesOf(who)).toEqual([expect.objectContaining({ status: 'APPLIED' })]);
  });

  it("is not offered, and accepting is refused with the package change's words, when a downgrade is scheduled", async () => {
    const who = await packageHolder(t, dateFromToday(20));
    expect((await portalDowngrade(who)).statusCode).toBe(200);
    expect(await offerOf(who)).toBeNull();
    const refused = await acceptOffer(t, who, TO_PEO_LITE);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'A package change is already scheduled for this connection.',
    );
    expect(await acceptedRows(who.purchaseId)).toEqual([]);
    expect(await changesOf(who)).toHaveLength(1);
    expect(await auditsOf(t, who.purchaseId, 'purchase.retention_accept')).toEqual([]);
  });

  it('refuses other terms (409), bad input (400) and the purchase of another connection (404)', async () => {
    const who = await packageHolder(t, dateFromToday(20));
    const other = await packageHolder(t, dateFromToday(20));
    const changed = await acceptOffer(t, who, { kind: 'downgrade', productId: demo.productId('peo-family') });
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json<{ message: string }>().message).toBe('This offer has changed. Please look at it again.');
    for (const terms of [
      { kind: 'downgrade', productId: 'not-a-product' },
      { kind: 'downgrade' },
      { ...TO_PEO_LITE, periods: 2 },
    ]) {
      const bad = await acceptOffer(t, who, terms);
      expect(bad.statusCode, JSON.stringify(terms)).toBe(400);
      expect(bad.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    const foreign = await acceptOffer(t, who, TO_PEO_LITE, other.purchaseId);
    expect(foreign.statusCode).toBe(404);
    expect((await readOffer(t, who, other.purchaseId)).statusCode).toBe(404);
    expect(await changesOf(who)).toEqual([]);
    expect(await changesOf(other)).toEqual([]);
    expect(await acceptedRows(who.purchaseId)).toEqual([]);
  });
});
