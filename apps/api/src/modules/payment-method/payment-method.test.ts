import type { CardReplacement, PaymentMethod } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import {
  type CardPayer,
  cardPayer,
  gatewayOf,
  postNotification,
  signedNotification,
} from '../../../test/card-payments';
import { dateFromToday, insertPurchase } from '../../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { firstCardPayment } from '../../../test/first-card-payment';
import { auditLog, cardTokens, outboxMessages, purchases } from '../../db/schema';
import { expiringCards, warnExpiringCard } from '../lifecycle/card-expiry-notices';
import { addDays } from '../products/dates';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

/** A card payer with a running HBO subscription paid with the sandbox's approved Visa, kept on file. */
async function subscribedPayer(): Promise<CardPayer & { purchaseId: string }> {
  const payer = await cardPayer(t);
  const purchaseId = await insertPurchase(t.db, {
    connectionId: payer.connectionId,
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
  });
  await t.db.update(purchases).set({ paymentMethod: 'CARD' }).where(eq(purchases.id, purchaseId));
  await firstCardPayment(t.db, { connectionId: payer.connectionId, purchaseId, cardNumber: '4916217501611292' });
  return { ...payer, purchaseId };
}

function readPaymentMethod(payer: CardPayer, connectionId = payer.connectionId) {
  return t.app.inject({ url: `/api/prepaid/v1/payment-method?connectionId=${connectionId}`, headers: payer.headers });
}

function startReplacement(payer: CardPayer, connectionId = payer.connectionId) {
  return t.app.inject({
    method: 'POST',
    url: '/api/prepaid/v1/payment-method/card-replacements',
    headers: payer.headers,
    payload: { connectionId },
  });
}

function setAutoRenew(payer: CardPayer, purchaseId: string, autoRenew: boolean) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/prepaid/v1/purchases/${purchaseId}/auto-renew`,
    headers: payer.headers,
    payload: { connectionId: payer.connectionId, autoRenew },
  });
}

describe('GET /api/prepaid/v1/payment-method', () => {
  it('shows the card on file as PayHere masked it, and the subscriptions that renew on it', async () => {
    const payer = await subscribedPayer();
    const response = await readPaymentMethod(payer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PaymentMethod>()).toEqual({
      card: { brand: 'VISA', lastFour: '1292', expiry: '12/30', holderName: null, expiresSoon: false, expired: false },
      subscriptions: [
        {
          purchaseId: payer.purchaseId,
          productName: 'HBO',
          billingEndDate: dateFromToday(20),
          autoRenew: true,
          retryOn: null,
        },
      ],
    });
    // PayHere's token never leaves the api.
    const [card] = await t.db.select().from(cardTokens).where(eq(cardTokens.accountId, payer.account.id));
    expect(response.body).not.toContain(card?.customerToken);
  });

  it('answers no card for a card payer who has none, 404 for another account, 422 for a bill payer', async () => {
    const payer = await cardPayer(t);
    expect((await readPaymentMethod(payer)).json<PaymentMethod>()).toEqual({ card: null, subscriptions: [] });
    const stranger = await cardPayer(t);
    expect((await readPaymentMethod(payer, stranger.connectionId)).statusCode).toBe(404);
    const billPayer = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
    const headers = bearer(await loginToken(t.app, billPayer));
    const refused = await t.app.inject({
      url: `/api/prepaid/v1/payment-method?connectionId=${billPayer.connectionIds[0]}`,
      headers,
    });
    expect(refused.statusCode).toBe(422);
    expect(
      (await t.app.inject({ url: `/api/prepaid/v1/payment-method?connectionId=${payer.connectionId}` })).statusCode,
    ).toBe(401);
  });
});

describe('replacing the card on file', () => {
  it('keeps the new card only on the verified approval, forgets the old one, and retries a refused renewal', async () => {
    const payer = await subscribedPayer();
    // A renewal was refused and waits for its next try.
    await t.db
      .update(purchases)
      .set({ renewalAttempts: 1, nextRenewalOn: addDays(today(), 2) })
      .where(eq(purchases.id, payer.purchaseId));

    const started = await startReplacement(payer);
    expect(started.statusCode, started.body).toBe(200);
    const replacement = started.json<CardReplacement>();
    expect(replacement).toMatchObject({ preapprove: true, amount: '', currency: 'LKR' });
    expect(replacement.referenceNumber).toMatch(/^PRE[A-Z0-9]{10}$/);
    expect(replacement.hash).toBe(gatewayOf(t).checkoutHash(replacement.referenceNumber, '', 'LKR'));
    const status = () =>
      t.app.inject({
        url: `/api/prepaid/v1/payment-method/card-replacements/${replacement.preapprovalId}`,
        headers: payer.headers,
      });
    expect((await status()).json()).toEqual({ status: 'PENDING', description: null });

    const approved = await postNotification(
      t,
      signedNotification(t, { orderId: replacement.referenceNumber, amount: '', statusCode: 2 }),
    );
    expect(approved.json()).toEqual({ effect: 'approved' });
    expect((await status()).json()).toEqual({ status: 'APPROVED', description: null });
    // A repeated notification changes nothing.
    const again = await postNotification(
      t,
      signedNotification(t, { orderId: replacement.referenceNumber, amount: '', statusCode: 2 }),
    );
    expect(again.json()).toEqual({ effect: 'ignored' });

    const cards = await t.db.select().from(cardTokens).where(eq(cardTokens.accountId, payer.account.id));
    expect(cards.filter((card) => card.forgottenAt === null)).toHaveLength(1);
    expect(cards.filter((card) => card.forgottenAt !== null)).toHaveLength(1);
    expect((await readPaymentMethod(payer)).json<PaymentMethod>().card).toMatchObject({ expiry: '12/39' });
    const [waiting] = await t.db
      .select({ nextRenewalOn: purchases.nextRenewalOn })
      .from(purchases)
      .where(eq(purchases.id, payer.purchaseId));
    expect(waiting?.nextRenewalOn).toBe(today());
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.accountId, payer.account.id), eq(auditLog.subjectId, replacement.preapprovalId)));
    expect(audits.map((audit) => audit.action)).toEqual(
      expect.arrayContaining(['payment.card_replacement_started', 'payment.card_preapproval']),
    );
  });

  it('keeps the old card when the bank refuses the new one', async () => {
    const payer = await subscribedPayer();
    const replacement = (await startReplacement(payer)).json<CardReplacement>();
    const refused = await postNotification(
      t,
      signedNotification(t, {
        orderId: replacement.referenceNumber,
        amount: '',
        statusCode: -2,
        statusMessage: 'Do Not Honor',
      }),
    );
    expect(refused.json()).toEqual({ effect: 'failed' });
    const status = await t.app.inject({
      url: `/api/prepaid/v1/payment-method/card-replacements/${replacement.preapprovalId}`,
      headers: payer.headers,
    });
    expect(status.json()).toEqual({ status: 'FAILED', description: 'Do Not Honor' });
    expect((await readPaymentMethod(payer)).json<PaymentMethod>().card).toMatchObject({
      lastFour: '1292',
      expiry: '12/30',
    });
  });

  it("refuses another account's connection and preapproval", async () => {
    const payer = await subscribedPayer();
    const stranger = await cardPayer(t);
    expect((await startReplacement(stranger, payer.connectionId)).statusCode).toBe(404);
    const replacement = (await startReplacement(payer)).json<CardReplacement>();
    const peek = await t.app.inject({
      url: `/api/prepaid/v1/payment-method/card-replacements/${replacement.preapprovalId}`,
      headers: stranger.headers,
    });
    expect(peek.statusCode).toBe(404);
  });
});

describe('automatic renewal', () => {
  it('turns off (access to the end of the paid period) and back on, and asking twice answers the same', async () => {
    const payer = await subscribedPayer();
    const off = await setAutoRenew(payer, payer.purchaseId, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      purchaseId: payer.purchaseId,
      autoRenew: false,
      billingEndDate: dateFromToday(20),
    });
    expect((await setAutoRenew(payer, payer.purchaseId, false)).json()).toMatchObject({ autoRenew: false });
    const [row] = await t.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, payer.purchaseId));
    expect(row?.status).toBe('PURCHASE_PENDING_REMOVE');

    const on = await setAutoRenew(payer, payer.purchaseId, true);
    expect(on.json()).toMatchObject({ autoRenew: true });
    expect((await readPaymentMethod(payer)).json<PaymentMethod>().subscriptions).toMatchObject([{ autoRenew: true }]);
  });

  it("refuses an ended subscription, and another account's purchase", async () => {
    const payer = await subscribedPayer();
    await t.db.update(purchases).set({ status: 'PURCHASE_REMOVED' }).where(eq(purchases.id, payer.purchaseId));
    const ended = await setAutoRenew(payer, payer.purchaseId, true);
    expect(ended.statusCode).toBe(422);
    const other = await subscribedPayer();
    expect((await setAutoRenew(payer, other.purchaseId, true)).statusCode).toBe(404);
    expect((await setAutoRenew(payer, other.purchaseId, false)).statusCode).toBe(422);
    const [untouched] = await t.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, other.purchaseId));
    expect(untouched?.status).toBe('PURCHASE_COMPLETE');
  });
});

describe("the card's coming expiry", () => {
  it('tells the subscriber once, seven days ahead, by SMS and e-mail with the link to replace it', async () => {
    const payer = await subscribedPayer();
    // Three days before the end of a month the card expires in.
    const asOf = '2031-03-28';
    await t.db.update(cardTokens).set({ cardExpiry: '03/31' }).where(eq(cardTokens.accountId, payer.account.id));
    // The sweep's step alone: a whole sweep of the demo data in 2031 would renew years of it.
    const dunning = {
      retryDays: [],
      publicUrl: t.app.config.publicUrl,
      sms: t.app.integrations.sms,
      email: t.app.integrations.email,
    };
    const sweep = async () => {
      let told = 0;
      for (const id of await expiringCards(t.db, asOf, null, 1000)) {
        if (await warnExpiringCard(t.db, dunning, id)) told += 1;
      }
      return told;
    };
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    // Not before the week the card ends in.
    expect(await expiringCards(t.db, '2031-03-20', null, 1000)).toEqual([]);
    const messages = await t.db
      .select({ channel: outboxMessages.channel, subject: outboxMessages.subject, body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, payer.account.email));
    expect(messages).toMatchObject([
      {
        channel: 'email',
        subject: 'Your card for Selfcare renewals expires soon',
        body: expect.stringContaining('/profile?tab=3'),
      },
    ]);
    expect(messages[0]?.body).toContain('VISA card ending in 1292');
    const [card] = await t.db.select().from(cardTokens).where(eq(cardTokens.accountId, payer.account.id));
    expect(card?.expiryWarnedAt).toBeInstanceOf(Date);
    await sweep();
    expect(
      await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, payer.account.email)),
    ).toHaveLength(1);
  });
});
