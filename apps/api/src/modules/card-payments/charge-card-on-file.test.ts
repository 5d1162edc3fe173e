import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { cardPayer } from '../../../test/card-payments';
import { insertPurchase } from '../../../test/catalogue';
import { replaceCardOnFile } from '../../../test/first-card-payment';
import { transactions } from '../../db/schema';
import { chargeCardOnFile } from './charge-card-on-file';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function subscription() {
  const payer = await cardPayer(t);
  const purchaseId = await insertPurchase(t.db, {
    connectionId: payer.connectionId,
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
  });
  return { ...payer, purchaseId };
}

const charge = (who: { connectionId: string; purchaseId: string }) =>
  chargeCardOnFile(t.db, t.app.integrations.cardGateway, {
    connectionId: who.connectionId,
    purpose: 'RENEWAL',
    purchaseId: who.purchaseId,
    amount: 531,
    taxAmount: 81,
    itemName: 'HBO',
  });

describe('chargeCardOnFile', () => {
  it("charges the connection's own account's card, and keeps PayHere's payment id for refunds", async () => {
    const owner = await subscription();
    await replaceCardOnFile(t.db, owner.connectionId, '4916217501611292');
    const result = await charge(owner);
    expect(result).toMatchObject({ status: 'SUCCESS', description: null });
    const [payment] = await t.db.select().from(transactions).where(eq(transactions.id, result.transactionId));
    expect(payment).toMatchObject({
      purpose: 'RENEWAL',
      channel: 'CARD',
      status: 'SUCCESS',
      method: 'VISA',
      cardMask: '************1292',
      gatewayOrderId: expect.stringMatching(/^ORD[A-Z0-9]{10}$/),
      gatewayPaymentId: expect.stringMatching(/^\d{12}$/),
      referenceNo: expect.stringMatching(/^TX/),
    });
  });

  it("never charges another account's card: a connection without a card of its own is refused", async () => {
    const owner = await subscription();
    await replaceCardOnFile(t.db, owner.connectionId, '4916217501611292');
    const other = await subscription();
    const result = await charge(other);
    expect(result).toMatchObject({ status: 'FAILURE', description: 'No card is on file to renew this subscription.' });
    const [payment] = await t.db.select().from(transactions).where(eq(transactions.id, result.transactionId));
    expect(payment).toMatchObject({ status: 'FAILURE', cardMask: null, gatewayPaymentId: null });
  });

  it("writes the bank's refusal of a card that declines charges", async () => {
    const owner = await subscription();
    await replaceCardOnFile(t.db, owner.connectionId, '4000000000000341');
    expect(await charge(owner)).toMatchObject({
      status: 'FAILURE',
      description: 'The bank declined the charge on this card.',
    });
  });
});
