import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import {
  cardPayer,
  postNotification,
  postPurchase,
  purchaseBody,
  signedNotification,
  startCardPurchase,
} from '../../../test/card-payments';
import { auditLog, purchases, transactions } from '../../db/schema';

/**
 * Races that must end in one charge and one settlement. They mean most on PostgreSQL (run with
 * TEST_DATABASE_URL), where requests really run side by side; PGlite serialises them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe('card payments under concurrency', () => {
  it('settles a payment once when the same notification arrives many times at once', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const fields = signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => postNotification(t, fields)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const effects = responses.map((response) => response.json<{ effect: string }>().effect).sort();
    expect(effects).toEqual(['ignored', 'ignored', 'ignored', 'ignored', 'ignored', 'ignored', 'ignored', 'paid']);

    const [transaction] = await t.db.select().from(transactions).where(eq(transactions.id, checkout.transactionId));
    expect(transaction?.status).toBe('SUCCESS');
    expect(transaction?.referenceNo).toMatch(/^TX[A-Z0-9]{10}$/);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, checkout.transactionId));
    expect(audits.filter((row) => (row.details as { effect?: string }).effect === 'paid')).toHaveLength(1);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.connectionId, payer.connectionId));
    expect(purchase?.status).toBe('PURCHASE_COMPLETE');
  });

  it('keeps one payment open when the same product is bought several times at once', async () => {
    const payer = await cardPayer(t);
    const body = await purchaseBody(t, payer);
    // Five: every one of them counts a PIN attempt until it is verified, and the limit is five.
    const responses = await Promise.all(Array.from({ length: 5 }, () => postPurchase(t, payer, body)));
    // A request that overlaps the one that opened the payment is refused (409); one that comes after it
    // takes the payment over, as a retry after a dismissed popup does. Either way one stays open.
    const opened = responses.filter((response) => response.statusCode === 200);
    expect(opened.length).toBeGreaterThan(0);
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);

    const rows = await t.db.select().from(purchases).where(eq(purchases.connectionId, payer.connectionId));
    expect(rows.filter((purchase) => purchase.status === 'PURCHASE_PENDING')).toHaveLength(1);
    const payments = await t.db.select().from(transactions).where(eq(transactions.connectionId, payer.connectionId));
    expect(payments).toHaveLength(opened.length);
    const stillOpen = payments.filter((payment) => payment.status === 'PENDING');
    expect(stillOpen).toHaveLength(1);
    expect(payments.filter((payment) => payment.status === 'FAILURE')).toHaveLength(opened.length - 1);
    const live = rows.find((purchase) => purchase.status === 'PURCHASE_PENDING');
    expect(stillOpen[0]?.purchaseId).toBe(live?.id);
  });

  it('settles a notification racing a new purchase of the same product one way or the other', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const fields = signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 });
    const [notified, purchased] = await Promise.all([
      postNotification(t, fields),
      postPurchase(t, payer, await purchaseBody(t, payer)),
    ]);
    expect(notified.statusCode, notified.body).toBe(200);
    const [first] = await t.db.select().from(transactions).where(eq(transactions.id, checkout.transactionId));
    if (notified.json<{ effect: string }>().effect === 'paid') {
      // The payment won: the product is bought, and buying it again is refused.
      expect(purchased.statusCode, purchased.body).toBe(409);
      expect(first?.status).toBe('SUCCESS');
    } else {
      // The new purchase won: the first checkout was given up and its notification ignored.
      expect(notified.json()).toEqual({ effect: 'ignored' });
      expect(purchased.statusCode, purchased.body).toBe(200);
      expect(first?.status).toBe('FAILURE');
    }
    const live = await t.db.select().from(purchases).where(eq(purchases.connectionId, payer.connectionId));
    expect(live.filter((purchase) => purchase.status !== 'PURCHASE_FAILED')).toHaveLength(1);
  });
});
