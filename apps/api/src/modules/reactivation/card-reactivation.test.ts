import type { BaseProvisionStatus, PaidStatus, PrepaidPurchaseResponse } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { chargedOrderOf, postNotification, signedNotification } from '../../../test/card-payments';
import { dateFromToday } from '../../../test/catalogue';
import { auditLog, connections, purchases, transactions } from '../../db/schema';
import {
  details,
  provisionStatus,
  reactivate,
  reactivationBody,
  type Suspended,
  suspendedSubscriber,
} from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function connectionStatus(subscriber: Suspended) {
  const [row] = await t.db.select().from(connections).where(eq(connections.id, subscriber.connectionId));
  return row?.status;
}

async function basePurchase(subscriber: Suspended) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, subscriber.purchaseId));
  if (!row) throw new Error('no base purchase');
  return row;
}

async function startCheckout(subscriber: Suspended) {
  const response = await reactivate(t, subscriber, await reactivationBody(t, subscriber));
  expect(response.statusCode, response.body).toBe(200);
  const { checkout, result } = response.json<PrepaidPurchaseResponse>();
  if (!checkout) throw new Error('no checkout');
  return { checkout, result };
}

describe('prepaid (type 7) reactivation', () => {
  it('offers RE-ACTIVATE with the taxed amount for a suspended subscription', async () => {
    const subscriber = await suspendedSubscriber(t, 7);
    const read = await details(t, subscriber);
    expect(read).toMatchObject({ status: 'suspended', recurring: true, connectionType: 7 });
    expect(read.basePackage).toMatchObject({ productName: 'PEOTVGO', purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION' });
    expect(read.basePackage?.amount).toBeGreaterThan(499);
    expect(read.basePackage?.charged).toBe(read.basePackage?.amount);
  });

  it('suspends the connection again when the bank charges the reactivation back', async () => {
    const subscriber = await suspendedSubscriber(t, 7);
    const { checkout } = await startCheckout(subscriber);
    const notify = (statusCode: number, orderId = checkout.referenceNumber) =>
      postNotification(t, signedNotification(t, { orderId, amount: checkout.amount, statusCode }));
    expect((await notify(2)).json()).toEqual({ effect: 'paid' });
    expect(await connectionStatus(subscriber)).toBe('active');

    // The bank takes back the charge the approved card paid, under the payment's own order id.
    expect((await notify(-3, await chargedOrderOf(t, checkout.transactionId))).json()).toEqual({
      effect: 'chargedBack',
    });
    expect(await connectionStatus(subscriber)).toBe('suspended');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.chargeback'), eq(auditLog.subjectId, checkout.transactionId)));
    expect(audits).toMatchObject([{ details: { purpose: 'REACTIVATION', connectionSuspended: true } }]);
  });

  it('opens a checkout and reactivates only on the verified notification, once', async () => {
    const subscriber = await suspendedSubscriber(t, 7);
    const { checkout, result } = await startCheckout(subscriber);
    expect(result).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING', purchaseId: subscriber.purchaseId });
    expect(checkout.transactionId).toBe(result.transactionId);
    // The browser's return does nothing: still suspended until the gateway says so.
    expect(await connectionStatus(subscriber)).toBe('suspended');
    const before = await t.app.inject({
      url: `/api/prepaid/v1/payments/${checkout.transactionId}/paid`,
      headers: subscriber.headers,
    });
    expect(before.json<PaidStatus>()).toMatchObject({ paid: false, status: 'PENDING' });

    const forged = {
      ...signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 }),
    };
    forged.md5sig = 'A'.repeat(32);
    expect((await postNotification(t, forged)).statusCode).toBe(400);
    expect(await connectionStatus(subscriber)).toBe('suspended');

    const notification = signedNotification(t, {
      orderId: checkout.referenceNumber,
      amount: checkout.amount,
      statusCode: 2,
    });
    const first = await postNotification(t, notification);
    expect(first.json()).toEqual({ effect: 'paid' });
    const second = await postNotification(t, notification);
    expect(second.json()).toEqual({ effect: 'ignored' });

    expect(await connectionStatus(subscriber)).toBe('active');
    const base = await basePurchase(subscriber);
    expect(base).toMatchObject({
      status: 'PURCHASE_COMPLETE',
      paymentStatus: 'SUCCESS',
      billingStartDate: dateFromToday(0),
    });
    expect(base.billingEndDate && base.billingEndDate > dateFromToday(27)).toBe(true);
    const activations = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reactivation.activate'), eq(auditLog.subjectId, subscriber.connectionId)));
    expect(activations).toHaveLength(1);

    const after = await t.app.inject({
      url: `/api/prepaid/v1/payments/${checkout.transactionId}/paid`,
      headers: subscriber.headers,
    });
    expect(after.json<PaidStatus>()).toMatchObject({ paid: true, status: 'SUCCESS' });
    const provision = await provisionStatus(t, subscriber, 7);
    expect(provision.json<BaseProvisionStatus>()).toEqual({
      status: 'SUCCESS',
      paymentStatus: 'SUCCESS',
      description: null,
    });

    const again = await reactivate(t, subscriber, await reactivationBody(t, subscriber));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This connection is not suspended, so it does not need to be re-activated.',
    });
  });

  it('keeps the connection suspended when the card is declined, and a new try opens a new checkout', async () => {
    const subscriber = await suspendedSubscriber(t, 7);
    const { checkout } = await startCheckout(subscriber);
    const declined = await postNotification(
      t,
      signedNotification(t, {
        orderId: checkout.referenceNumber,
        amount: checkout.amount,
        statusCode: -2,
        statusMessage: 'Card declined by the issuing bank.',
      }),
    );
    expect(declined.json()).toEqual({ effect: 'failed' });
    expect(await connectionStatus(subscriber)).toBe('suspended');
    expect((await basePurchase(subscriber)).status).toBe('PURCHASE_COMPLETE');
    const provision = await provisionStatus(t, subscriber, 7);
    expect(provision.json<BaseProvisionStatus>()).toEqual({
      status: 'FAILURE',
      paymentStatus: 'FAILURE',
      description: 'Card declined by the issuing bank.',
    });
    const retry = await startCheckout(subscriber);
    expect(retry.checkout.referenceNumber).not.toBe(checkout.referenceNumber);
  });

  it('gives up an unpaid earlier checkout, so its late notification changes nothing', async () => {
    const subscriber = await suspendedSubscriber(t, 7);
    const abandoned = await startCheckout(subscriber);
    const current = await startCheckout(subscriber);
    const late = await postNotification(
      t,
      signedNotification(t, {
        orderId: abandoned.checkout.referenceNumber,
        amount: abandoned.checkout.amount,
        statusCode: 2,
      }),
    );
    expect(late.json()).toEqual({ effect: 'ignored' });
    expect(await connectionStatus(subscriber)).toBe('suspended');
    const paid = await postNotification(
      t,
      signedNotification(t, {
        orderId: current.checkout.referenceNumber,
        amount: current.checkout.amount,
        statusCode: 2,
      }),
    );
    expect(paid.json()).toEqual({ effect: 'paid' });
    expect(await connectionStatus(subscriber)).toBe('active');
  });

  it('answers a retry with the same Idempotency-Key with the first checkout', async () => {
    const subscriber = await suspendedSubscriber(t, 7);
    const body = await reactivationBody(t, subscriber);
    const first = await reactivate(t, subscriber, body, 'same-key-card-1');
    const second = await reactivate(t, subscriber, body, 'same-key-card-1');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await t.db.select().from(transactions).where(eq(transactions.connectionId, subscriber.connectionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'REACTIVATION', channel: 'CARD' });
  });

  it('refuses a wrong amount, another package, a missing key and the wrong connection type', async () => {
    const subscriber = await suspendedSubscriber(t, 7);
    const wrongAmount = await reactivate(t, subscriber, await reactivationBody(t, subscriber, { amount: 1 }));
    expect(wrongAmount.statusCode).toBe(422);
    expect(wrongAmount.json()).toMatchObject({
      message: 'The amount to pay for re-activation has changed. Please refresh the browser and try again.',
    });
    const body = await reactivationBody(t, subscriber);
    const otherOption = await reactivate(t, subscriber, { ...body, productId: subscriber.purchaseId });
    expect(otherOption.statusCode).toBe(422);
    const noKey = await reactivate(t, subscriber, body, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ message: 'An Idempotency-Key header is required.' });
    const asMobile = await reactivate(t, subscriber, { ...body, userConnectionType: 'mobitel' });
    expect(asMobile.statusCode).toBe(422);
    const rows = await t.db.select().from(transactions).where(eq(transactions.connectionId, subscriber.connectionId));
    expect(rows).toHaveLength(0);
  });

  it("answers another account's connection like a missing one", async () => {
    const owner = await suspendedSubscriber(t, 7);
    const other = await suspendedSubscriber(t, 7);
    const body = await reactivationBody(t, owner);
    const asOther = await reactivate(t, other, { ...body, userId: other.accountId });
    expect(asOther.statusCode).toBe(404);
    const foreignUser = await reactivate(t, other, body);
    expect(foreignUser.statusCode).toBe(404);
    const read = await t.app.inject({
      url: `/api/billing/v1/billing/user-purchase/reactivation-details?connectionId=${owner.connectionId}`,
      headers: other.headers,
    });
    expect(read.statusCode).toBe(404);
    expect((await provisionStatus(t, { ...owner, headers: other.headers }, 7)).statusCode).toBe(404);
  });

  it('refuses an active connection and a one-off package that has ended', async () => {
    const active = await suspendedSubscriber(t, 7, { status: 'active' });
    const refused = await reactivate(t, active, await reactivationBody(t, active));
    expect(refused.statusCode).toBe(409);
    const expired = await suspendedSubscriber(t, 7, { oneOff: true });
    const read = await details(t, expired);
    expect(read).toMatchObject({ recurring: false, status: 'suspended' });
    const oneOff = await reactivate(t, expired, await reactivationBody(t, expired));
    expect(oneOff.statusCode).toBe(422);
    expect(oneOff.json()).toMatchObject({
      message:
        'The package of this connection was not a subscription. Please select and purchase a package of your choice.',
    });
  });
});
