import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, insertPurchase } from '../../../test/catalogue';
import { firstCardPayment } from '../../../test/first-card-payment';
import { purchaseOptions, purchases, sentReminders, transactions } from '../../db/schema';
import type { SandboxProvisioning } from '../../integrations/provisioning';
import { addDays, addMonths, utcDate } from '../products/dates';
import { auditsOf, holder, linesOf, pause, purchaseRow, resume, sweep } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
});
afterAll(() => t.close());

const platform = () => t.app.integrations.provisioning as SandboxProvisioning;

describe('pausing a monthly subscription', () => {
  it('answers the resume date, and the same pause again answers the same with one audit row', async () => {
    const end = dateFromToday(10);
    const who = await holder(t, { billingEndDate: end });
    const first = await pause(t, who, 2);
    expect(first.statusCode, first.body).toBe(200);
    const expected = {
      purchaseId: who.purchaseId,
      periods: 2,
      accessUntil: end,
      resumesOn: addMonths(end, 2),
      accessPaused: false,
    };
    expect(first.json()).toEqual(expected);
    const again = await pause(t, who, 2);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(expected);
    expect(await auditsOf(t, who.purchaseId, 'purchase.pause')).toEqual([
      expect.objectContaining({
        outcome: 'success',
        accountId: who.account.id,
        details: expect.objectContaining({ periods: 2, resumesOn: addMonths(end, 2) }),
      }),
    ]);
    const other = await pause(t, who, 1);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      `This subscription is already paused until ${addMonths(end, 2)}. Resume it before pausing it again.`,
    );
  });

  it('refuses 1-3 months only, and answers in the language asked for', async () => {
    const who = await holder(t);
    for (const periods of [0, 4, 1.5]) expect((await pause(t, who, periods)).statusCode).toBe(400);
    await t.db.update(purchases).set({ status: 'PURCHASE_PENDING_REMOVE' }).where(eq(purchases.id, who.purchaseId));
    const tamil = await t.app.inject({
      method: 'POST',
      url: `/api/billing/v1/billing/subscriptions/${who.purchaseId}/pause`,
      headers: { ...who.headers, 'accept-language': 'ta' },
      payload: { connectionId: who.connectionId, periods: 1 },
    });
    expect(tamil.statusCode).toBe(409);
    expect(tamil.json().message).toBe('இந்தச் சந்தா இரத்துச் செய்யப்பட்டுள்ளதால் அதை இடைநிறுத்த முடியாது.');
  });

  it.each([
    [
      'an unsubscribed one',
      { status: 'PURCHASE_PENDING_REMOVE' },
      409,
      'This subscription has been unsubscribed, so it cannot be paused.',
    ],
    ['an ended one', { status: 'PURCHASE_REMOVED' }, 409, 'This subscription has ended.'],
    [
      'one still being paid for',
      { status: 'PURCHASE_PENDING' },
      409,
      'A payment for this subscription is being processed. Please try again later.',
    ],
    [
      'one whose renewal charge is under way',
      { paymentStatus: 'PENDING' },
      409,
      'A payment for this subscription is being processed. Please try again later.',
    ],
    [
      'one the platform has not provisioned',
      { provisioningStatus: 'PENDING' },
      409,
      'This subscription is still being set up on the TV platform. Please try again later.',
    ],
  ] as const)('refuses %s with a readable 4xx', async (_name, state, status, message) => {
    const who = await holder(t, state);
    const response = await pause(t, who, 1);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
    expect((await purchaseRow(t, who.purchaseId)).pauseResumesOn).toBeNull();
  });

  it('refuses one whose refused renewal waits for its retry', async () => {
    const who = await holder(t);
    await t.db
      .update(purchases)
      .set({ renewalAttempts: 1, nextRenewalOn: dateFromToday(2) })
      .where(eq(purchases.id, who.purchaseId));
    const response = await pause(t, who, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This subscription cannot be paused while a renewal payment is outstanding.');
  });

  it('refuses one-off purchases, subscriptions other than monthly, base packages and bundled rows (422)', async () => {
    const oneOff = await holder(t, {
      product: 'tamil-plus',
      offer: '30-days',
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
    });
    expect((await pause(t, oneOff, 1)).json()).toMatchObject({ message: 'One-off purchases cannot be paused.' });

    const twoMonthly = await holder(t, { product: 'cinemax', offer: 'monthly' });
    await t.db
      .update(purchaseOptions)
      .set({ utilizationPeriod: 2 })
      .where(eq(purchaseOptions.id, demo.optionId('cinemax', 'monthly')));
    const notMonthly = await pause(t, twoMonthly, 1);
    expect(notMonthly.statusCode).toBe(422);
    expect(notMonthly.json().message).toBe('Only monthly subscriptions can be paused.');

    const base = await holder(t, { product: 'peo-family', offer: 'monthly' });
    expect((await pause(t, base, 1)).json()).toMatchObject({ message: 'This product cannot be paused.' });
    const bundled = await insertPurchase(t.db, {
      connectionId: base.connectionId,
      product: 'hbo',
      status: 'PURCHASE_COMPLETE',
    });
    const bundledPause = await pause(t, base, 1, bundled);
    expect(bundledPause.statusCode).toBe(422);
  });

  it("answers 404 for another account's subscription and changes nothing", async () => {
    const owner = await holder(t);
    const intruder = await holder(t);
    for (const call of [pause(t, intruder, 1, owner.purchaseId), resume(t, intruder, owner.purchaseId)]) {
      expect((await call).statusCode).toBe(404);
    }
    expect((await purchaseRow(t, owner.purchaseId)).pauseResumesOn).toBeNull();
  });

  it('refuses on a connection that is not active', async () => {
    const who = await holder(t, {}, { connectionType: 1, status: 'suspended' });
    const response = await pause(t, who, 1);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Purchases are not available while this connection is not active.');
  });
});

describe('the sweep and a paused subscription', () => {
  it('keeps access to the paid period, then takes it off, charges nothing, and renews on the resume date', async () => {
    const end = dateFromToday(5);
    const who = await holder(t, { billingEndDate: end });
    expect((await pause(t, who, 1)).statusCode).toBe(200);
    const resumesOn = addMonths(end, 1);

    // The renewal day and the day after: no charge, access still on (to the billing end date plus one day).
    await sweep(t, end);
    await sweep(t, addDays(end, 1));
    expect(await linesOf(t, who.purchaseId)).toHaveLength(0);
    expect((await purchaseRow(t, who.purchaseId)).pausedAt).toBeNull();

    const off = await sweep(t, addDays(end, 2));
    expect(off.pausesApplied).toBeGreaterThanOrEqual(1);
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({
      status: 'PURCHASE_COMPLETE',
      billingEndDate: end,
      pauseResumesOn: resumesOn,
      pausedAt: expect.any(Date),
    });
    await vi.waitFor(() => expect(platform().removed).toContain(who.purchaseId), { timeout: 15_000 });
    expect((await pause(t, who, 1)).json()).toMatchObject({ accessPaused: true, resumesOn });

    await sweep(t, addDays(resumesOn, -1));
    expect(await linesOf(t, who.purchaseId)).toHaveLength(0);

    const provision = vi.spyOn(platform(), 'provision');
    const back = await sweep(t, resumesOn);
    expect(back.pausesResumed).toBeGreaterThanOrEqual(1);
    expect(provision).toHaveBeenCalledWith(expect.objectContaining({ purchaseId: who.purchaseId }));
    provision.mockRestore();
    const lines = await linesOf(t, who.purchaseId);
    expect(lines).toEqual([expect.objectContaining({ amount: 450, billingMonth: `${resumesOn.slice(0, 7)}-01` })]);
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({
      billingStartDate: resumesOn,
      billingEndDate: addMonths(resumesOn, 1),
      pausePeriods: null,
      pauseResumesOn: null,
      pausedAt: null,
      provisioningStatus: 'SUCCESS',
    });
    expect(await auditsOf(t, who.purchaseId, 'lifecycle.resume')).toHaveLength(1);
    // A second sweep of the day does nothing more.
    await sweep(t, resumesOn);
    expect(await linesOf(t, who.purchaseId)).toHaveLength(1);
  });

  it('sends no renewal reminder while paused, and one before the resume renewal', async () => {
    const end = dateFromToday(20);
    const who = await holder(t, { billingEndDate: end });
    expect((await pause(t, who, 1)).statusCode).toBe(200);
    await sweep(t, addDays(end, -2));
    const reminded = () => t.db.select().from(sentReminders).where(eq(sentReminders.purchaseId, who.purchaseId));
    expect(await reminded()).toEqual([]);
    const resumesOn = addMonths(end, 1);
    await sweep(t, addDays(resumesOn, -2));
    expect(await reminded()).toEqual([expect.objectContaining({ kind: 'renewal', periodEnd: resumesOn })]);
  });

  it('charges the card on file when a card payer resumes', async () => {
    const end = dateFromToday(3);
    const who = await holder(t, { billingEndDate: end }, { connectionType: 7, serviceType: 'Prepaid' });
    await firstCardPayment(t.db, {
      connectionId: who.connectionId,
      purchaseId: who.purchaseId,
      cardNumber: '4916217501611292',
    });
    expect((await pause(t, who, 1)).statusCode).toBe(200);
    await sweep(t, end);
    await sweep(t, addDays(end, 2));
    const renewals = () =>
      t.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.purchaseId, who.purchaseId), eq(transactions.purpose, 'RENEWAL')));
    expect(await renewals()).toEqual([]);
    await sweep(t, addMonths(end, 1));
    expect(await renewals()).toEqual([expect.objectContaining({ status: 'SUCCESS' })]);
    expect((await purchaseRow(t, who.purchaseId)).billingEndDate).toBe(addMonths(end, 2));
  });

  it('an unsubscribe while paused ends it as unsubscribed, never resumed', async () => {
    const end = dateFromToday(4);
    const who = await holder(t, { billingEndDate: end });
    expect((await pause(t, who, 1)).statusCode).toBe(200);
    await t.db.update(purchases).set({ status: 'PURCHASE_PENDING_REMOVE' }).where(eq(purchases.id, who.purchaseId));
    await sweep(t, addDays(end, 2));
    await sweep(t, addMonths(end, 1));
    expect((await purchaseRow(t, who.purchaseId)).status).toBe('PURCHASE_REMOVED');
    expect(await linesOf(t, who.purchaseId)).toHaveLength(0);
  });
});

describe('resuming early', () => {
  it('drops a pause whose paid period has not ended: the subscription renews on its date as before', async () => {
    const end = dateFromToday(12);
    const who = await holder(t, { billingEndDate: end });
    expect((await pause(t, who, 3)).statusCode).toBe(200);
    const response = await resume(t, who);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ purchaseId: who.purchaseId, renewsOn: end });
    expect(await auditsOf(t, who.purchaseId, 'purchase.resume')).toHaveLength(1);
    // Again: the same answer, nothing more recorded.
    expect((await resume(t, who)).json()).toEqual({ purchaseId: who.purchaseId, renewsOn: end });
    expect(await auditsOf(t, who.purchaseId, 'purchase.resume')).toHaveLength(1);
    await sweep(t, end);
    expect(await linesOf(t, who.purchaseId)).toHaveLength(1);
  });

  it('gives access back at once and renews from today once access was off', async () => {
    const end = dateFromToday(-5);
    const who = await holder(t, { billingEndDate: end });
    expect((await pause(t, who, 2)).statusCode).toBe(200);
    await sweep(t, dateFromToday(0));
    expect((await purchaseRow(t, who.purchaseId)).pausedAt).not.toBeNull();

    const response = await resume(t, who);
    expect(response.statusCode, response.body).toBe(200);
    const today = utcDate(new Date());
    expect(response.json()).toEqual({ purchaseId: who.purchaseId, renewsOn: today });
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({
      billingEndDate: today,
      pauseResumesOn: null,
      provisioningStatus: 'SUCCESS',
    });
    await sweep(t, today);
    expect(await linesOf(t, who.purchaseId)).toEqual([expect.objectContaining({ amount: 450 })]);
    expect((await purchaseRow(t, who.purchaseId)).billingEndDate).toBe(addMonths(today, 1));
  });

  it('refuses to resume what is not a running subscription (409)', async () => {
    const who = await holder(t, { status: 'PURCHASE_PENDING_REMOVE' });
    const response = await resume(t, who);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This subscription is not paused.');
  });
});
