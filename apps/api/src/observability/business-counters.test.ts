import { randomUUID } from 'node:crypto';
import type { TransactionResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/app';
import { cardPayer, postNotification, signedNotification, startCardPurchase } from '../../test/card-payments';
import { dateFromToday, insertPurchase } from '../../test/catalogue';
import { createAccount } from '../../test/factories';
import { parseExposition, sampleValue } from '../../test/prometheus-text';
import { connections, purchases } from '../db/schema';
import { careCaller, careSubscriber } from '../modules/console-care/test-kit';
import type { SweepCounts } from '../modules/lifecycle/sweep';
import { hboPage, mobitelSubscriber, purchase, purchaseBody } from '../modules/operator-payments/test-kit';
import { reactivate, reactivationBody, suspendedSubscriber } from '../modules/reactivation/test-kit';
import { choice, credentials, lastOtp, REGISTER, signedUp, subscribe, verify } from '../modules/registration/test-kit';

/** The business counters of docs/observability.md, read back from GET /metrics as Prometheus would. */
let t: TestApp;
beforeAll(async () => {
  // Without dunning retries the first refused renewal suspends.
  t = await createSeededTestApp({ renewalRetryDays: [] });
});
afterAll(() => t.close());

async function scrape() {
  const answer = await t.app.inject({ url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  return parseExposition(answer.body);
}

/** How much each counter sample moved while `act` ran. */
async function moved<T>(act: () => Promise<T>) {
  const before = await scrape();
  const result = await act();
  const after = await scrape();
  const by = (name: string, labels: Record<string, string> = {}) =>
    sampleValue(after, name, labels) - sampleValue(before, name, labels);
  return { result, by };
}

describe('business counters', () => {
  it('count the renewals, suspensions and operator payments of a lifecycle sweep', async () => {
    const end = dateFromToday(2);
    const account = await createAccount(t.db, {
      connections: [
        { connectionType: 1 },
        // The sandbox operator refuses a number ending in 1 (no balance): its renewal fails and it is suspended.
        { connectionType: 6, serviceType: 'Mobitel', mobile: '0771234561' },
      ],
    });
    for (const connectionId of account.connectionIds) {
      const purchaseId = await insertPurchase(t.db, {
        status: 'PURCHASE_COMPLETE',
        product: 'hbo',
        offer: 'monthly',
        billingEndDate: end,
        connectionId,
      });
      await t.db.update(purchases).set({ price: 450 }).where(eq(purchases.id, purchaseId));
    }
    const { result, by } = await moved(async () => {
      const response = await t.app.inject({ method: 'POST', url: '/sandbox/lifecycle/sweep', payload: { asOf: end } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SweepCounts>();
    });
    expect(result.renewals).toBeGreaterThanOrEqual(1);
    expect(result.renewalsFailed).toBeGreaterThanOrEqual(1);
    expect(result.connectionsSuspended).toBeGreaterThanOrEqual(1);
    // The seeded demo may have its own due items: the counters move exactly by what the sweep answered.
    expect(by('selfcare_renewals_total', { outcome: 'success' })).toBe(result.renewals);
    expect(by('selfcare_renewals_total', { outcome: 'failure' })).toBe(result.renewalsFailed);
    expect(by('selfcare_renewals_total', { outcome: 'pending' })).toBe(result.renewalsPending);
    expect(by('selfcare_suspensions_total')).toBe(result.connectionsSuspended);
    expect(by('selfcare_payments_total', { route: 'operator', outcome: 'settled' })).toBe(
      result.operatorPaymentsSettled,
    );
  });

  it('count the reminder messages a lifecycle sweep queued, by channel', async () => {
    const asOf = dateFromToday(20);
    const account = await createAccount(t.db, { connections: [{ connectionType: 1, mobile: '0771234568' }] });
    const purchaseId = await insertPurchase(t.db, {
      status: 'PURCHASE_COMPLETE',
      product: 'hbo',
      offer: 'monthly',
      billingEndDate: dateFromToday(23),
      connectionId: account.connectionIds[0] ?? '',
    });
    await t.db.update(purchases).set({ price: 450 }).where(eq(purchases.id, purchaseId));
    const { result, by } = await moved(async () => {
      const response = await t.app.inject({ method: 'POST', url: '/sandbox/lifecycle/sweep', payload: { asOf } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SweepCounts>();
    });
    expect(result.renewalReminders).toBeGreaterThanOrEqual(1);
    expect(result.reminderSms).toBeGreaterThanOrEqual(1);
    expect(by('selfcare_reminders_sent_total', { channel: 'sms' })).toBe(result.reminderSms);
    expect(by('selfcare_reminders_sent_total', { channel: 'email' })).toBe(result.reminderEmails);
    // Each step of the sweep is timed apart: one observation per step per sweep.
    expect(result.stepSeconds['renewal reminder']).toBeGreaterThan(0);
    expect(by('selfcare_lifecycle_sweep_step_seconds_count', { step: 'renewal reminder' })).toBe(1);
    expect(by('selfcare_lifecycle_sweep_step_seconds_count', { step: 'renewal' })).toBe(1);
  });

  it('count each registration step once it is done, and not a refused one', async () => {
    const body = {
      connectionType: 1,
      telephoneNumber: '0112555123',
      accountNumber: '0012555123',
      address: '77 Galle Road, Dehiwala',
      mobile: '0779990001',
      ...credentials(),
    };
    const step = (name: string) => ({ step: name });
    const signUp = await moved(() => signedUp(t, body));
    expect(signUp.by('selfcare_registrations_total', step('otp-sent'))).toBe(1);
    const reg = signUp.result;

    const resent = await moved(() =>
      t.app.inject({ url: `${REGISTER}/otp/${reg.connectionId}`, headers: reg.headers }),
    );
    expect(resent.result.statusCode, resent.result.body).toBe(200);
    expect(resent.by('selfcare_registrations_total', step('otp-sent'))).toBe(1);

    const early = await moved(async () => subscribe(t, reg.headers, await choice(t, reg.headers, reg.connectionId)));
    expect(early.result.statusCode).toBe(422);
    expect(early.by('selfcare_registrations_total', step('ordered'))).toBe(0);

    const wrong = await moved(() => verify(t, reg.headers, reg.connectionId, '000000'));
    const verified = await moved(async () => verify(t, reg.headers, reg.connectionId, await lastOtp(t, body.mobile)));
    expect(wrong.by('selfcare_registrations_total', step('otp-verified'))).toBe(0);
    expect(verified.result.statusCode, verified.result.body).toBe(200);
    expect(verified.by('selfcare_registrations_total', step('otp-verified'))).toBe(1);

    // Types 1-5 are charged to the bill: the order completes the registration at once.
    const paid = await moved(async () => subscribe(t, reg.headers, await choice(t, reg.headers, reg.connectionId)));
    expect(paid.result.json()).toMatchObject({ kind: 'completed' });
    expect(paid.by('selfcare_registrations_total', step('ordered'))).toBe(1);
    expect(paid.by('selfcare_registrations_total', step('completed'))).toBe(1);
  });

  it('count an operator payment by how it settled', async () => {
    const bought = async (lastDigit: number) => {
      const subscriber = await mobitelSubscriber(t, lastDigit);
      const response = await purchase(t, subscriber, purchaseBody(subscriber, await hboPage(t, subscriber)));
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TransactionResult>();
    };
    const paid = await moved(() => bought(5));
    expect(paid.result).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS' });
    expect(paid.by('selfcare_payments_total', { route: 'operator', outcome: 'paid' })).toBe(1);
    expect(paid.by('selfcare_payments_total', { route: 'operator', outcome: 'failed' })).toBe(0);
    const refused = await moved(() => bought(1));
    expect(refused.result).toMatchObject({ status: 'FAILURE' });
    expect(refused.by('selfcare_payments_total', { route: 'operator', outcome: 'failed' })).toBe(1);
    expect(refused.by('selfcare_payments_total', { route: 'operator', outcome: 'paid' })).toBe(0);
  });

  it('count a paid reactivation once, and not its replay', async () => {
    const subscriber = await suspendedSubscriber(t, 6, { lastDigit: 8 });
    const body = await reactivationBody(t, subscriber);
    const key = `reactivate-${randomUUID()}`;
    const first = await moved(() => reactivate(t, subscriber, body, key));
    expect(first.result.json()).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS' });
    expect(first.by('selfcare_reactivations_total')).toBe(1);
    const replay = await moved(() => reactivate(t, subscriber, body, key));
    expect(replay.result.statusCode).toBe(200);
    expect(replay.by('selfcare_reactivations_total')).toBe(0);
  });

  it("count care's suspend and reactivate, and not a refused one", async () => {
    const care = await careCaller(t);
    const subscriber = await careSubscriber(t);
    const act = (what: string) =>
      care.call('POST', `/subscribers/${subscriber.id}/actions/connections/${subscriber.cardLine}/${what}`, {
        reason: 'Asked by the subscriber on the phone',
      });
    const suspended = await moved(() => act('suspend'));
    expect(suspended.result.statusCode, suspended.result.body).toBe(200);
    expect(suspended.by('selfcare_suspensions_total')).toBe(1);
    const again = await moved(() => act('suspend'));
    expect(again.result.statusCode).toBe(409);
    expect(again.by('selfcare_suspensions_total')).toBe(0);
    const reactivated = await moved(() => act('reactivate'));
    expect(reactivated.result.statusCode, reactivated.result.body).toBe(200);
    expect(reactivated.by('selfcare_reactivations_total')).toBe(1);
    const [row] = await t.db.select().from(connections).where(eq(connections.id, subscriber.cardLine));
    expect(row?.status).toBe('active');
  });

  it('count a card refund by its outcome, once per Idempotency-Key', async () => {
    const finance = await careCaller(t, 'finance');
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    await postNotification(
      t,
      signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 }),
    );
    const key = randomUUID();
    const refund = () =>
      finance.call(
        'POST',
        `/subscribers/${payer.account.id}/actions/payments/${checkout.transactionId}/refund`,
        { reason: 'Charged twice, refund agreed with the subscriber' },
        { 'idempotency-key': key },
      );
    const first = await moved(refund);
    expect(first.result.json()).toMatchObject({ status: 'SUCCESS' });
    expect(first.by('selfcare_refunds_total', { outcome: 'success' })).toBe(1);
    const repeated = await moved(refund);
    expect(repeated.result.statusCode).toBe(200);
    expect(repeated.by('selfcare_refunds_total', { outcome: 'success' })).toBe(0);
  });
});
