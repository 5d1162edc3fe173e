import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, insertPurchase } from '../../../test/catalogue';
import { type ConnectionInput, createAccount } from '../../../test/factories';
import { firstCardPayment, replaceCardOnFile } from '../../../test/first-card-payment';
import { accounts, connections, outboxMessages, purchases, transactions } from '../../db/schema';
import { addDays, addMonths } from '../products/dates';
import type { SweepCounts } from './sweep';

/** The sandbox's card that declines renewals (sandbox-cards.ts). */
const DECLINES_RENEWALS = '4000000000000341';

let t: TestApp;
beforeAll(async () => {
  // The default schedule: tried again 1, 3 and 5 days after the period's end.
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function sweep(asOf: string): Promise<SweepCounts> {
  const response = await t.app.inject({ method: 'POST', url: '/sandbox/lifecycle/sweep', payload: { asOf } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SweepCounts>();
}

/** HBO monthly ending `end` on a connection of a new account whose last login was in `language`. */
async function subscriber(end: string, connection: ConnectionInput, language: 'en' | 'si' | 'ta' = 'en') {
  const account = await createAccount(t.db, { connections: [connection] });
  const [connectionId = ''] = account.connectionIds;
  await t.db.update(accounts).set({ language }).where(eq(accounts.id, account.id));
  const purchaseId = await insertPurchase(t.db, {
    connectionId,
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    billingEndDate: end,
  });
  await t.db.update(purchases).set({ price: 450 }).where(eq(purchases.id, purchaseId));
  return { account, connectionId, purchaseId };
}

async function state(purchaseId: string, connectionId: string) {
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  const [connection] = await t.db.select().from(connections).where(eq(connections.id, connectionId));
  return {
    connection: connection?.status,
    billingEndDate: purchase?.billingEndDate,
    paymentStatus: purchase?.paymentStatus,
    renewalAttempts: purchase?.renewalAttempts,
    nextRenewalOn: purchase?.nextRenewalOn,
  };
}

const renewalCharges = (purchaseId: string) =>
  t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.purchaseId, purchaseId), eq(transactions.purpose, 'RENEWAL')));

const messagesTo = (recipient: string) =>
  t.db
    .select({ channel: outboxMessages.channel, subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt));

describe('dunning: a refused renewal is tried again before the connection is suspended', () => {
  it('tries a declining card again 1, 3 and 5 days after the period, telling the subscriber in their language, then suspends', async () => {
    const end = dateFromToday(2);
    const mobile = '+94771239901';
    const { account, connectionId, purchaseId } = await subscriber(
      end,
      { connectionType: 7, serviceType: 'Prepaid', mobile },
      'si',
    );
    await firstCardPayment(t.db, { connectionId, purchaseId, cardNumber: DECLINES_RENEWALS });

    expect((await sweep(end)).renewalsFailed).toBeGreaterThanOrEqual(1);
    expect(await state(purchaseId, connectionId)).toEqual({
      connection: 'active',
      billingEndDate: end,
      paymentStatus: 'FAILURE',
      renewalAttempts: 1,
      nextRenewalOn: addDays(end, 1),
    });
    const [sms] = (await messagesTo(mobile)).filter((message) => message.channel === 'sms');
    expect(sms?.body).toContain(`${addDays(end, 1)} දින නැවත උත්සාහ කරන`);
    expect(sms?.body).toContain(`${t.app.config.publicUrl}/profile`);
    const [email] = await messagesTo(account.email);
    expect(email).toMatchObject({ channel: 'email', subject: 'ඔබගේ HBO අලුත් කිරීම සාර්ථක නොවීය' });

    // Not before its day, however often the sweep runs.
    await sweep(end);
    expect(await renewalCharges(purchaseId)).toHaveLength(1);

    await sweep(addDays(end, 1));
    expect(await state(purchaseId, connectionId)).toMatchObject({ renewalAttempts: 2, nextRenewalOn: addDays(end, 3) });
    await sweep(addDays(end, 3));
    expect(await state(purchaseId, connectionId)).toMatchObject({ renewalAttempts: 3, nextRenewalOn: addDays(end, 5) });
    expect((await sweep(addDays(end, 5))).connectionsSuspended).toBeGreaterThanOrEqual(1);
    expect(await state(purchaseId, connectionId)).toEqual({
      connection: 'suspended',
      billingEndDate: end,
      paymentStatus: 'FAILURE',
      renewalAttempts: 0,
      nextRenewalOn: null,
    });
    expect(await renewalCharges(purchaseId)).toHaveLength(4);
    const [suspended] = (await messagesTo(mobile)).filter((message) => message.channel === 'sms');
    expect(suspended?.body).toContain('උත්සාහයන් 4 කින් පසුවත්');
    expect((await messagesTo(account.email)).map((message) => message.subject)).toContain(
      'ඔබගේ Selfcare සම්බන්ධතාවය අත්හිටුවා ඇත',
    );
  });

  it('ends on a retry that goes through: the period moves on and the count starts again', async () => {
    const end = dateFromToday(2);
    const { account, connectionId, purchaseId } = await subscriber(end, { connectionType: 7, serviceType: 'Prepaid' });
    await firstCardPayment(t.db, { connectionId, purchaseId, cardNumber: DECLINES_RENEWALS });
    await sweep(end);
    expect(await state(purchaseId, connectionId)).toMatchObject({ renewalAttempts: 1, connection: 'active' });
    expect((await messagesTo(account.email))[0]?.subject).toBe('Your HBO renewal did not go through');

    // The subscriber replaces the card on file with one that pays.
    await replaceCardOnFile(t.db, connectionId, '4916217501611292');
    await sweep(addDays(end, 1));
    expect(await state(purchaseId, connectionId)).toEqual({
      connection: 'active',
      billingEndDate: addMonths(end, 1),
      paymentStatus: 'SUCCESS',
      renewalAttempts: 0,
      nextRenewalOn: null,
    });
  });

  it("charges once per try when two sweeps run at once, on the period's end and on a retry day", async () => {
    const end = dateFromToday(2);
    const { connectionId, purchaseId } = await subscriber(end, { connectionType: 7, serviceType: 'Prepaid' });
    await firstCardPayment(t.db, { connectionId, purchaseId, cardNumber: DECLINES_RENEWALS });
    await Promise.all([sweep(end), sweep(end)]);
    expect(await renewalCharges(purchaseId)).toHaveLength(1);
    await Promise.all([sweep(addDays(end, 1)), sweep(addDays(end, 1))]);
    expect(await renewalCharges(purchaseId)).toHaveLength(2);
    expect(await state(purchaseId, connectionId)).toMatchObject({ renewalAttempts: 2, nextRenewalOn: addDays(end, 3) });
  });

  it('follows the same schedule for an operator payer without the balance', async () => {
    const end = dateFromToday(2);
    const { connectionId, purchaseId } = await subscriber(end, {
      connectionType: 6,
      serviceType: 'Mobitel',
      mobile: '0771234561',
    });
    await sweep(end);
    expect(await state(purchaseId, connectionId)).toMatchObject({
      connection: 'active',
      renewalAttempts: 1,
      nextRenewalOn: addDays(end, 1),
    });
    for (const day of [1, 3, 5]) await sweep(addDays(end, day));
    expect(await state(purchaseId, connectionId)).toMatchObject({ connection: 'suspended', renewalAttempts: 0 });
    expect(
      (await renewalCharges(purchaseId)).map((charge) => [charge.channel, charge.status, charge.description]),
    ).toEqual(Array(4).fill(['OPERATOR', 'FAILURE', 'Insufficient balance in your mobile account.']));
  });
});
