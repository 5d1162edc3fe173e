import type { AcceptedRetentionOffer, SubscriberRetentionOffer } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday } from '../../../test/catalogue';
import { acceptedRetentionOffers, purchases } from '../../db/schema';
import { addMonths } from '../products/dates';
import { auditsOf, holder, purchaseRow, sweep } from '../subscription-pause/test-kit';
import { acceptOffer, offerOnHbo, readOffer, THIRTY_OFF, TWO_MONTHS_PAUSE } from './test-kit';

/** The pause kind of retention offer (decision 0073): HBO offers two months' pause instead. */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
  await offerOnHbo(t, TWO_MONTHS_PAUSE);
});
afterAll(() => t.close());

type Holder = Awaited<ReturnType<typeof holder>>;

const offerOf = async (who: Holder) => {
  const response = await readOffer(t, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SubscriberRetentionOffer>().offer;
};

const acceptedRows = (purchaseId: string) =>
  t.db.select().from(acceptedRetentionOffers).where(eq(acceptedRetentionOffers.purchaseId, purchaseId));

describe('a pause offer', () => {
  it('shows the dates the pause would have, and reading it pauses nothing', async () => {
    const end = dateFromToday(20);
    const who = await holder(t, { billingEndDate: end });
    expect(await offerOf(who)).toEqual({ ...TWO_MONTHS_PAUSE, accessUntil: end, resumesOn: addMonths(end, 2) });
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({ pausePeriods: null, pauseResumesOn: null });
    expect(await auditsOf(t, who.purchaseId, 'purchase.pause')).toEqual([]);
  });

  it('accepted, pauses by the pause rules at once, audits both once and answers the same again', async () => {
    const end = dateFromToday(20);
    const who = await holder(t, { billingEndDate: end });
    const first = await acceptOffer(t, who, TWO_MONTHS_PAUSE);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<AcceptedRetentionOffer>();
    expect(answer).toMatchObject({ purchaseId: who.purchaseId, ...TWO_MONTHS_PAUSE });
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({
      status: 'PURCHASE_COMPLETE',
      pausePeriods: 2,
      pauseResumesOn: addMonths(end, 2),
    });
    const again = await acceptOffer(t, who, TWO_MONTHS_PAUSE);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
    expect(await auditsOf(t, who.purchaseId, 'purchase.pause')).toHaveLength(1);
    expect(await auditsOf(t, who.purchaseId, 'purchase.retention_accept')).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ kind: 'pause', periods: 2 }) }),
    ]);
    expect(await acceptedRows(who.purchaseId)).toEqual([
      expect.objectContaining({ kind: 'pause', pausePeriods: 2, percent: null, renewalsLeft: null }),
    ]);
    expect(await offerOf(who)).toBeNull();
  });

  it('charges nothing while paused and renews at the full price on the resume day', async () => {
    const end = dateFromToday(3);
    const who = await holder(t, { billingEndDate: end });
    expect((await acceptOffer(t, who, TWO_MONTHS_PAUSE)).statusCode).toBe(200);
    await sweep(t, end);
    await sweep(t, addMonths(end, 1));
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({
      billingEndDate: end,
      pauseResumesOn: addMonths(end, 2),
    });
    await sweep(t, addMonths(end, 2));
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({
      billingEndDate: addMonths(end, 3),
      pauseResumesOn: null,
    });
  });

  it('is not offered where a pause is refused, and accepting then gets the pause refusal, recording nothing', async () => {
    for (const [set, message] of [
      [{ renewalAttempts: 1 }, 'This subscription cannot be paused while a renewal payment is outstanding.'],
      [
        { provisioningStatus: 'PENDING' },
        'This subscription is still being set up on the TV platform. Please try again later.',
      ],
    ] as const) {
      const who = await holder(t);
      await t.db.update(purchases).set(set).where(eq(purchases.id, who.purchaseId));
      expect(await offerOf(who), JSON.stringify(set)).toBeNull();
      const accepted = await acceptOffer(t, who, TWO_MONTHS_PAUSE);
      expect(accepted.statusCode, JSON.stringify(set)).toBe(409);
      expect(accepted.json().message).toBe(message);
      expect(await acceptedRows(who.purchaseId)).toEqual([]);
      expect(await auditsOf(t, who.purchaseId, 'purchase.retention_accept')).toEqual([]);
    }
    const paused = await holder(t);
    await t.db
      .update(purchases)
      .set({ pausePeriods: 1, pauseResumesOn: dateFromToday(40) })
      .where(eq(purchases.id, paused.purchaseId));
    expect(await offerOf(paused)).toBeNull();
    expect((await acceptOffer(t, paused, TWO_MONTHS_PAUSE)).json().message).toBe(
      'This subscription has no offer to accept.',
    );
  });

  it("answers 404 for another subscriber's subscription, and 409 for terms it does not offer", async () => {
    const who = await holder(t);
    const other = await holder(t);
    expect((await readOffer(t, who, other.purchaseId)).statusCode).toBe(404);
    expect((await acceptOffer(t, who, TWO_MONTHS_PAUSE, other.purchaseId)).statusCode).toBe(404);
    expect((await purchaseRow(t, other.purchaseId)).pauseResumesOn).toBeNull();
    for (const terms of [{ kind: 'pause', periods: 3 }, THIRTY_OFF]) {
      const changed = await acceptOffer(t, who, terms);
      expect(changed.statusCode, JSON.stringify(terms)).toBe(409);
      expect(changed.json().message).toBe('This offer has changed. Please look at it again.');
    }
    expect((await purchaseRow(t, who.purchaseId)).pauseResumesOn).toBeNull();
  });

  it('refuses bad input with a 400', async () => {
    const who = await holder(t);
    for (const terms of [
      { kind: 'pause', periods: 0 },
      { kind: 'pause', periods: 4 },
      { kind: 'pause', periods: 1.5 },
      { kind: 'pause' },
      { kind: 'pause', periods: 2, renewals: 2 },
    ]) {
      const response = await acceptOffer(t, who, terms);
      expect(response.statusCode, JSON.stringify(terms)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
