import { type AcceptedRetentionOffer, type SubscriberRetentionOffer, sriLankaDayStart } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday } from '../../../test/catalogue';
import { firstCardPayment } from '../../../test/first-card-payment';
import { acceptedRetentionOffers, purchases, sentReminders, transactions } from '../../db/schema';
import { renewalCharge } from '../lifecycle/renewals';
import { addDays, addMonths } from '../products/dates';
import { activeTaxRates } from '../promotions/tax';
import { auditsOf, holder, linesOf, pause, purchaseRow, sweep } from '../subscription-pause/test-kit';
import { acceptOffer, offerOnHbo, readOffer, THIRTY_OFF } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
  await offerOnHbo(t);
});
afterAll(() => t.close());

const offerOf = async (who: Awaited<ReturnType<typeof holder>>) => {
  const response = await readOffer(t, who);
  expect(response.statusCode, response.body).toBe(200);
  const { offer } = response.json<SubscriberRetentionOffer>();
  if (offer !== null && offer.kind !== 'discount') throw new Error(`HBO offers a discount here, not ${offer.kind}`);
  return offer;
};

describe('reading the offer', () => {
  it("shows HBO's offer with the renewal's price now and discounted, taxes included", async () => {
    const end = dateFromToday(20);
    const who = await holder(t, { billingEndDate: end });
    const offer = await offerOf(who);
    // HBO monthly at Rs 450 (the holder's price); 30% off is Rs 315, before the taxes of the renewal day.
    const rates = await activeTaxRates(t.db, sriLankaDayStart(end));
    expect(offer).toEqual({
      ...THIRTY_OFF,
      price: renewalCharge(450, rates).amount,
      discountedPrice: renewalCharge(315, rates).amount,
    });
    expect(offer?.discountedPrice).toBeLessThan(offer?.price ?? 0);
  });

  it('shows none for a one-off, a bundled, a paused, an unsubscribed one, or a renewal charge under way', async () => {
    const oneOff = await holder(t, { purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' });
    expect(await offerOf(oneOff)).toBeNull();
    const paused = await holder(t, { billingEndDate: dateFromToday(10) });
    expect((await pause(t, paused, 1)).statusCode).toBe(200);
    expect(await offerOf(paused)).toBeNull();
    for (const set of [
      { isBundled: true },
      { status: 'PURCHASE_PENDING_REMOVE' },
      { paymentStatus: 'PENDING' },
    ] as const) {
      const who = await holder(t);
      await t.db.update(purchases).set(set).where(eq(purchases.id, who.purchaseId));
      expect(await offerOf(who), JSON.stringify(set)).toBeNull();
      const accepted = await acceptOffer(t, who);
      expect(accepted.statusCode).toBe(409);
      expect(accepted.json().message).toBe('This subscription has no offer to accept.');
    }
  });

  it("answers 404 for another subscriber's subscription, on reading and accepting", async () => {
    const who = await holder(t);
    const other = await holder(t);
    expect((await readOffer(t, who, other.purchaseId)).statusCode).toBe(404);
    expect((await acceptOffer(t, who, THIRTY_OFF, other.purchaseId)).statusCode).toBe(404);
    expect(
      await t.db.select().from(acceptedRetentionOffers).where(eq(acceptedRetentionOffers.purchaseId, other.purchaseId)),
    ).toEqual([]);
  });
});

describe('accepting the offer', () => {
  it('keeps the subscription running, answers the same again, audits once and shows no offer after', async () => {
    const who = await holder(t);
    const first = await acceptOffer(t, who);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<AcceptedRetentionOffer>();
    expect(answer).toMatchObject({ purchaseId: who.purchaseId, ...THIRTY_OFF });
    const again = await acceptOffer(t, who);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
    expect(await auditsOf(t, who.purchaseId, 'purchase.retention_accept')).toEqual([
      expect.objectContaining({
        outcome: 'success',
        accountId: who.account.id,
        details: expect.objectContaining({ percent: 30, renewals: 3 }),
      }),
    ]);
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({ status: 'PURCHASE_COMPLETE', pauseResumesOn: null });
    expect(await offerOf(who)).toBeNull();
    const other = await acceptOffer(t, who, { ...THIRTY_OFF, percent: 20 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This offer has changed. Please look at it again.');
  });

  it('refuses terms the product no longer offers, and takes the new ones', async () => {
    const who = await holder(t);
    await offerOnHbo(t, { kind: 'discount', percent: 40, renewals: 2 });
    try {
      const stale = await acceptOffer(t, who);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('This offer has changed. Please look at it again.');
      expect((await acceptOffer(t, who, { kind: 'discount', percent: 40, renewals: 2 })).statusCode).toBe(200);
    } finally {
      await offerOnHbo(t);
    }
  });

  it('refuses bad input', async () => {
    const who = await holder(t);
    for (const terms of [
      { ...THIRTY_OFF, percent: 4 },
      { ...THIRTY_OFF, renewals: 13 },
      { ...THIRTY_OFF, kind: 'pause' },
      { kind: 'pause', periods: 2, percent: 30 },
      { kind: 'downgrade', percent: 30, renewals: 3 },
    ]) {
      expect((await acceptOffer(t, who, terms)).statusCode).toBe(400);
    }
  });
});

describe('renewals after accepting', () => {
  it('puts the next three renewals on the bill 30% off, then the full price, each spent once', async () => {
    const end = dateFromToday(20);
    const who = await holder(t, { billingEndDate: end });
    const offer = await offerOf(who);
    expect((await acceptOffer(t, who)).statusCode).toBe(200);
    const reminderOf = async (periodEnd: string) => {
      const [row] = await t.db
        .select()
        .from(sentReminders)
        .where(and(eq(sentReminders.purchaseId, who.purchaseId), eq(sentReminders.periodEnd, periodEnd)));
      return row?.amount;
    };
    const left = async () =>
      (
        await t.db.select().from(acceptedRetentionOffers).where(eq(acceptedRetentionOffers.purchaseId, who.purchaseId))
      )[0]?.renewalsLeft;

    await sweep(t, addDays(end, -2));
    expect(await reminderOf(end)).toBe(offer?.discountedPrice);
    await sweep(t, end);
    await sweep(t, end);
    expect((await linesOf(t, who.purchaseId)).map((line) => line.amount)).toEqual([315]);
    expect(await left()).toBe(2);
    await sweep(t, addMonths(end, 2));
    expect(await left()).toBe(0);
    await sweep(t, addDays(addMonths(end, 3), -2));
    expect(await reminderOf(addMonths(end, 3))).toBe(offer?.price);
    await sweep(t, addMonths(end, 3));
    const amounts = (await linesOf(t, who.purchaseId)).map((line) => line.amount).sort((a, b) => a - b);
    expect(amounts).toEqual([315, 315, 315, 450]);
    expect((await purchaseRow(t, who.purchaseId)).billingEndDate).toBe(addMonths(end, 4));
  });

  it('charges the card on file the discounted amount', async () => {
    const end = dateFromToday(3);
    const who = await holder(t, { billingEndDate: end }, { connectionType: 7, serviceType: 'Prepaid' });
    await firstCardPayment(t.db, {
      connectionId: who.connectionId,
      purchaseId: who.purchaseId,
      cardNumber: '4916217501611292',
    });
    const offer = await offerOf(who);
    expect((await acceptOffer(t, who)).statusCode).toBe(200);
    await sweep(t, end);
    const renewals = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.purchaseId, who.purchaseId), eq(transactions.purpose, 'RENEWAL')));
    expect(renewals).toEqual([expect.objectContaining({ status: 'SUCCESS', amount: offer?.discountedPrice })]);
    const [accepted] = await t.db
      .select()
      .from(acceptedRetentionOffers)
      .where(eq(acceptedRetentionOffers.purchaseId, who.purchaseId));
    expect(accepted?.renewalsLeft).toBe(2);
  });
});
