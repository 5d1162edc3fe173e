import type { TransactionResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { connections, transactions } from '../../db/schema';
import { type RecordingOperatorBilling, recordingIntegrations } from '../operator-payments/test-kit';
import { reactivate, reactivationBody, suspendedSubscriber } from './test-kit';

/**
 * One charge per reactivation under racing requests, each with its own Idempotency-Key (a double click
 * from two tabs). Meaningful on PostgreSQL (TEST_DATABASE_URL), where the requests really run side by
 * side; PGlite serialises them.
 */
const RACERS = 8;

let t: TestApp;
let operator: RecordingOperatorBilling;
beforeAll(async () => {
  const recording = recordingIntegrations();
  operator = recording.operator;
  t = await createSeededTestApp({}, recording.integrations);
});
afterAll(() => t.close());

describe('racing reactivations', () => {
  it('charge the operator once and reactivate once', async () => {
    const subscriber = await suspendedSubscriber(t, 6, { lastDigit: 8 });
    const body = await reactivationBody(t, subscriber);
    const responses = await Promise.all(Array.from({ length: RACERS }, () => reactivate(t, subscriber, body)));

    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    const answered = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<TransactionResult>());
    expect(answered).toHaveLength(1);
    expect(answered[0]?.paymentStatus).toBe('SUCCESS');
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(1);
    const rows = await t.db.select().from(transactions).where(eq(transactions.connectionId, subscriber.connectionId));
    expect(rows).toHaveLength(1);
    const [connection] = await t.db.select().from(connections).where(eq(connections.id, subscriber.connectionId));
    expect(connection?.status).toBe('active');
  });

  it('open one card checkout that can reactivate', async () => {
    const subscriber = await suspendedSubscriber(t, 7);
    const body = await reactivationBody(t, subscriber);
    const responses = await Promise.all(Array.from({ length: RACERS }, () => reactivate(t, subscriber, body)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const rows = await t.db.select().from(transactions).where(eq(transactions.connectionId, subscriber.connectionId));
    expect(rows).toHaveLength(RACERS);
    expect(rows.filter((row) => row.status === 'PENDING')).toHaveLength(1);
  });
});
