import type { ConnectionUnsubscribeResponse } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import {
  type CardPayer,
  cardPayer,
  postNotification,
  productPage,
  signedNotification,
  startCardPurchase,
} from '../../../test/card-payments';
import { dateFromToday, demo, insertPurchase } from '../../../test/catalogue';
import { purchases } from '../../db/schema';
import { dueEndings } from '../lifecycle/endings';
import { dueRenewals } from '../lifecycle/renewals';
import { endConnection } from '../lifecycle/terminations';
import { USERS } from '../profile/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const hbo = demo.productId('hbo');

function unsubscribe(payer: CardPayer) {
  return t.app.inject({
    method: 'POST',
    url: `${USERS}/connections/unsubscribe/${payer.connectionId}`,
    headers: payer.headers,
  });
}

/** The payer's HBO purchase, the one the card checkout pays for. */
async function hboPurchaseId(payer: CardPayer) {
  const rows = await t.db
    .select({ id: purchases.id, productId: purchases.productId })
    .from(purchases)
    .where(eq(purchases.connectionId, payer.connectionId));
  const row = rows.find((candidate) => candidate.productId === hbo);
  if (!row) throw new Error('the card purchase wrote no HBO purchase');
  return row.id;
}

async function purchaseRow(id: string) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, id));
  if (!row) throw new Error(`no purchase ${id}`);
  return row;
}

describe('a purchase paid after its connection was unsubscribed (decision 0036)', () => {
  it('a card checkout opened before the unsubscribe, paid after it, does not stay a renewing subscription', async () => {
    const payer = await cardPayer(t);
    const terminationDate = dateFromToday(10);
    await insertPurchase(t.db, {
      connectionId: payer.connectionId,
      product: 'peotvgo',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
      billingEndDate: terminationDate,
    });
    const { checkout } = await startCardPurchase(t, payer);
    const purchaseId = await hboPurchaseId(payer);
    expect((await purchaseRow(purchaseId)).status).toBe('PURCHASE_PENDING');

    const unsubscribed = await unsubscribe(payer);
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json<ConnectionUnsubscribeResponse>()).toMatchObject({
      status: 'pending_terminated',
      terminationDate,
    });

    const notified = await postNotification(
      t,
      signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 }),
    );
    expect(notified.statusCode, notified.body).toBe(200);
    expect(notified.json()).toEqual({ effect: 'paid' });

    // Paid and provisioned, but unsubscribed with its connection: accessible until the termination date.
    expect(await productPage(t, payer, hbo)).toMatchObject({
      purchaseStatus: 'PURCHASE_PENDING_REMOVE',
      paymentStatus: 'SUCCESS',
      billingEndDate: terminationDate,
    });
    const row = await purchaseRow(purchaseId);
    expect(row).toMatchObject({ status: 'PURCHASE_PENDING_REMOVE', billingEndDate: terminationDate });
    expect(row.unsubscribedAt).not.toBeNull();

    // No renewal is ever due; the termination ends it with the connection.
    for (const asOf of [terminationDate, dateFromToday(31), dateFromToday(62)]) {
      expect(await dueRenewals(t.db, asOf)(null, 10_000)).not.toContain(purchaseId);
    }
    expect(await dueEndings(t.db, dateFromToday(12))(null, 10_000)).toContain(purchaseId);
    expect(await endConnection(t.db, t.app.integrations.jobQueue, payer.connectionId, terminationDate)).toBe(true);
    expect((await purchaseRow(purchaseId)).status).toBe('PURCHASE_REMOVED');
  });

  it('a purchase paid while its connection is still active completes as an ordinary subscription', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const purchaseId = await hboPurchaseId(payer);
    const notified = await postNotification(
      t,
      signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 }),
    );
    expect(notified.statusCode, notified.body).toBe(200);
    const row = await purchaseRow(purchaseId);
    expect(row).toMatchObject({ status: 'PURCHASE_COMPLETE', unsubscribedAt: null });
    expect(await dueRenewals(t.db, row.billingEndDate ?? '')(null, 10_000)).toContain(purchaseId);
  });
});
