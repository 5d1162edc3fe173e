import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { insertPurchase } from '../../../test/catalogue';
import { createAccount } from '../../../test/factories';
import { transactions } from '../../db/schema';
import { chargeOperatorRenewal } from './charge-operator-renewal';
import { mobileEndingIn, RecordingOperatorBilling } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

/** A type 6 connection holding a running HBO subscription, renewed through a recording operator. */
async function renewHbo(mobile: string | null) {
  const account = await createAccount(t.db, {
    connections: [{ connectionType: 6, serviceType: 'Mobitel', mobile: mobile ?? '0700000000' }],
  });
  const [connectionId = ''] = account.connectionIds;
  const purchaseId = await insertPurchase(t.db, {
    connectionId,
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
  });
  const operator = new RecordingOperatorBilling();
  const outcome = await chargeOperatorRenewal(
    t.db,
    { operatorBilling: operator },
    {
      purchase: { id: purchaseId },
      connection: { id: connectionId, mobile },
      amount: 531,
      taxAmount: 81,
      itemName: 'HBO',
    },
  );
  const rows = await t.db.select().from(transactions).where(eq(transactions.connectionId, connectionId));
  return { outcome, rows, operator, purchaseId };
}

describe('chargeOperatorRenewal', () => {
  it('records a paid RENEWAL payment with a reference number', async () => {
    const mobile = mobileEndingIn(5);
    const { outcome, rows, operator, purchaseId } = await renewHbo(mobile);

    expect(outcome).toBe('SUCCESS');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      purpose: 'RENEWAL',
      purchaseId,
      channel: 'OPERATOR',
      status: 'SUCCESS',
      amount: 531,
      taxAmount: 81,
      itemName: 'HBO',
      method: 'Mobitel',
    });
    expect(rows[0]?.referenceNo).toMatch(/^TX[A-Z0-9]{10}$/);
    expect(operator.charges).toEqual([{ msisdn: mobile, amount: 531, reference: rows[0]?.id, description: 'HBO' }]);
  });

  it('answers FAILURE when the operator refuses', async () => {
    const { outcome, rows } = await renewHbo(mobileEndingIn(1));

    expect(outcome).toBe('FAILURE');
    expect(rows[0]).toMatchObject({ status: 'FAILURE', description: 'Insufficient balance in your mobile account.' });
  });

  it.each([
    [2, 'RETRY'],
    [3, 'PENDING'],
  ])('answers PENDING for a number ending in %i and leaves the payment %s', async (lastDigit, status) => {
    const { outcome, rows } = await renewHbo(mobileEndingIn(lastDigit));

    expect(outcome).toBe('PENDING');
    expect(rows[0]?.status).toBe(status);
    expect(rows[0]?.referenceNo).toBeNull();
  });

  it('answers FAILURE without calling the operator when the connection has no mobile number', async () => {
    const { outcome, rows, operator } = await renewHbo(null);

    expect(outcome).toBe('FAILURE');
    expect(operator.charges).toEqual([]);
    expect(rows[0]).toMatchObject({
      status: 'FAILURE',
      description: 'This connection has no mobile number to charge.',
    });
  });
});
