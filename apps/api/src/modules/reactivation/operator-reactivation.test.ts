import type { BaseProvisionStatus, TransactionResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { connections, purchases, transactions } from '../../db/schema';
import { type RecordingOperatorBilling, recordingIntegrations } from '../operator-payments/test-kit';
import { provisionStatus, reactivate, reactivationBody, type Suspended, suspendedSubscriber } from './test-kit';

let t: TestApp;
let operator: RecordingOperatorBilling;
beforeAll(async () => {
  const recording = recordingIntegrations();
  operator = recording.operator;
  t = await createSeededTestApp({}, recording.integrations);
});
afterAll(() => t.close());

async function connectionStatus(subscriber: Suspended) {
  const [row] = await t.db.select().from(connections).where(eq(connections.id, subscriber.connectionId));
  return row?.status;
}

async function reactivateOnce(subscriber: Suspended, key?: string) {
  const response = await reactivate(t, subscriber, await reactivationBody(t, subscriber), key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TransactionResult>();
}

describe('mobile-billed (type 6) reactivation', () => {
  it('SUCCESS makes the connection active at once with a new period', async () => {
    const subscriber = await suspendedSubscriber(t, 6, { lastDigit: 8 });
    const body = await reactivationBody(t, subscriber);
    const result = await reactivateOnce(subscriber);
    expect(result).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS', purchaseId: subscriber.purchaseId });
    expect(result.referenceNo).toMatch(/^TX/);
    expect(await connectionStatus(subscriber)).toBe('active');
    // Operator payers are shown the price before taxes and charged it with taxes.
    const [charge] = operator.chargesTo(subscriber.mobile);
    expect(charge?.amount).toBeGreaterThan(body.amount as number);
    const [base] = await t.db.select().from(purchases).where(eq(purchases.id, subscriber.purchaseId));
    expect(base).toMatchObject({ paymentStatus: 'SUCCESS', provisioningStatus: 'SUCCESS' });
    const provision = await provisionStatus(t, subscriber, 6);
    expect(provision.json<BaseProvisionStatus>()).toEqual({
      status: 'SUCCESS',
      paymentStatus: 'SUCCESS',
      description: null,
    });
  });

  it('PENDING keeps it suspended; the next call asks the operator instead of charging again', async () => {
    const subscriber = await suspendedSubscriber(t, 6, { lastDigit: 3 });
    const pending = await reactivateOnce(subscriber);
    expect(pending).toMatchObject({ status: 'SUCCESS', paymentStatus: null });
    expect(pending.description).toBe('Your payment is being processed by your mobile operator.');
    expect(await connectionStatus(subscriber)).toBe('suspended');
    const provision = await provisionStatus(t, subscriber, 6);
    expect(provision.json<BaseProvisionStatus>()).toMatchObject({ status: 'FAILURE', paymentStatus: 'PENDING' });

    const verified = await reactivateOnce(subscriber);
    expect(verified).toMatchObject({
      status: 'SUCCESS',
      paymentStatus: 'SUCCESS',
      transactionId: pending.transactionId,
    });
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(1);
    expect(operator.statusChecks).toContain(pending.transactionId);
    expect(await connectionStatus(subscriber)).toBe('active');
  });

  it('FAILURE answers the reason and keeps it suspended', async () => {
    const subscriber = await suspendedSubscriber(t, 6, { lastDigit: 1 });
    const failed = await reactivateOnce(subscriber);
    expect(failed).toMatchObject({
      status: 'FAILURE',
      paymentStatus: 'FAILURE',
      description: 'Insufficient balance in your mobile account.',
      networkError: false,
    });
    expect(await connectionStatus(subscriber)).toBe('suspended');
    const provision = await provisionStatus(t, subscriber, 6);
    expect(provision.json<BaseProvisionStatus>()).toEqual({
      status: 'FAILURE',
      paymentStatus: 'FAILURE',
      description: 'Insufficient balance in your mobile account.',
    });
  });

  it('RETRY answers the reason; the next call charges the same payment again and succeeds', async () => {
    const subscriber = await suspendedSubscriber(t, 6, { lastDigit: 2 });
    const first = await reactivateOnce(subscriber);
    expect(first).toMatchObject({ status: 'RETRY', paymentStatus: 'FAILURE' });
    expect(first.description).toBe('The operator could not be reached. Please retry the payment.');
    expect(await connectionStatus(subscriber)).toBe('suspended');
    const second = await reactivateOnce(subscriber);
    expect(second).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS', transactionId: first.transactionId });
    const charges = operator.chargesTo(subscriber.mobile);
    expect(charges).toHaveLength(2);
    expect(charges[1]?.reference).toBe(charges[0]?.reference);
    expect(await connectionStatus(subscriber)).toBe('active');
  });

  it('a number off the network answers the network-error flag', async () => {
    const subscriber = await suspendedSubscriber(t, 6, { lastDigit: 4 });
    const failed = await reactivateOnce(subscriber);
    expect(failed).toMatchObject({
      status: 'FAILURE',
      paymentStatus: 'FAILURE',
      networkError: true,
      description: 'Please try again with a mobitel network connection.',
    });
    expect(await connectionStatus(subscriber)).toBe('suspended');
  });

  it('a retry with the same Idempotency-Key answers the first result without charging again', async () => {
    const subscriber = await suspendedSubscriber(t, 6, { lastDigit: 1 });
    const first = await reactivateOnce(subscriber, 'same-key-operator-1');
    const second = await reactivateOnce(subscriber, 'same-key-operator-1');
    expect(second).toEqual(first);
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(1);
    const rows = await t.db.select().from(transactions).where(eq(transactions.connectionId, subscriber.connectionId));
    expect(rows).toHaveLength(1);
  });

  it('refuses an active connection, a wrong amount and another account', async () => {
    const active = await suspendedSubscriber(t, 6, { status: 'active' });
    expect((await reactivate(t, active, await reactivationBody(t, active))).statusCode).toBe(409);
    const subscriber = await suspendedSubscriber(t, 6);
    const wrongAmount = await reactivate(t, subscriber, await reactivationBody(t, subscriber, { amount: 10 }));
    expect(wrongAmount.statusCode).toBe(422);
    const other = await suspendedSubscriber(t, 6);
    const foreign = await reactivate(t, other, await reactivationBody(t, subscriber, { userId: other.accountId }));
    expect(foreign.statusCode).toBe(404);
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(0);
    expect(await connectionStatus(subscriber)).toBe('suspended');
  });
});
