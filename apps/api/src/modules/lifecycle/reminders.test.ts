import type { PurchaseType, UiLanguage } from '@selfcare/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, insertPurchase } from '../../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import {
  accounts,
  billLines,
  connections,
  outboxMessages,
  purchaseOptionPriceChanges,
  purchases,
  sentReminders,
} from '../../db/schema';
import type { PurchaseStatus } from '../../db/schema/values';
import { addDays } from '../products/dates';
import type { SweepCounts } from './sweep';

/**
 * Issue 31's reminders (decision 0066): three days before a subscription renews, with what it will
 * charge, and before a purchase that does not renew ends; once per purchase and period, in the
 * account's language, on the channels it takes them on. The sweep runs as of chosen days (the
 * sandbox's time travel), like every lifecycle test.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function sweep(asOf: string): Promise<SweepCounts> {
  const response = await t.app.inject({ method: 'POST', url: '/sandbox/lifecycle/sweep', payload: { asOf } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SweepCounts>();
}

/** A mobile no other test file's subscriber has: a random block of numbers, one after another. */
let lastMobile = 4_000_000 + Math.floor(Math.random() * 900_000);
function nextMobile(): string {
  lastMobile += 1;
  return `+9477${lastMobile}`;
}

interface Bought {
  product?: string;
  offer?: string;
  end: string;
  status?: PurchaseStatus;
  purchaseType?: PurchaseType;
  price?: number;
  language?: UiLanguage;
}

/** A bill payer (type 1) with a mobile, who bought one product whose period ends on `end`. */
async function subscriber(bought: Bought) {
  const mobile = nextMobile();
  const account = await createAccount(t.db, { connections: [{ connectionType: 1, mobile }] });
  const [connectionId = ''] = account.connectionIds;
  const purchaseId = await insertPurchase(t.db, {
    connectionId,
    product: bought.product ?? 'hbo',
    offer: bought.offer ?? 'monthly',
    status: bought.status ?? 'PURCHASE_COMPLETE',
    purchaseType: bought.purchaseType,
    billingEndDate: bought.end,
  });
  await t.db
    .update(purchases)
    .set({ price: bought.price ?? 450 })
    .where(eq(purchases.id, purchaseId));
  const headers = bearer(await loginToken(t.app, account));
  // After the login, which keeps its own language as the account's.
  await t.db
    .update(accounts)
    .set({ language: bought.language ?? 'en' })
    .where(eq(accounts.id, account.id));
  return { account, mobile, purchaseId, headers };
}

const messagesTo = (...recipients: string[]) =>
  Promise.all(
    recipients.map((recipient) =>
      t.db
        .select({ channel: outboxMessages.channel, subject: outboxMessages.subject, body: outboxMessages.body })
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient))
        .orderBy(asc(outboxMessages.createdAt)),
    ),
  ).then((lists) => lists.flat());

const portalDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The amount a reminder named, read from its SMS. */
const amountIn = (text: string | undefined) => Number(/Rs\. ([\d.]+)/.exec(text ?? '')?.[1]);

describe('renewal reminders', () => {
  it('tells a subscriber three days ahead, by SMS and e-mail, what the renewal will charge, and the renewal charges exactly that', async () => {
    const asOf = dateFromToday(30);
    const end = addDays(asOf, 3);
    const { account, mobile, purchaseId } = await subscriber({ end });

    // Four days ahead is too early.
    await sweep(addDays(asOf, -1));
    expect(await messagesTo(mobile, account.email)).toEqual([]);

    const counts = await sweep(asOf);
    expect(counts.renewalReminders).toBeGreaterThanOrEqual(1);
    const [sms, email] = await messagesTo(mobile, account.email);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(
      new RegExp(
        `^Selfcare: HBO renews on ${portalDay(end)} and Rs\\. \\d+\\.\\d{2} \\(taxes included\\) will be charged\\.`,
      ),
    );
    expect(sms?.body).toContain(`${t.app.config.publicUrl}/profile`);
    const amount = amountIn(sms?.body);
    expect(amount).toBeGreaterThan(450);
    expect(email).toMatchObject({ channel: 'email', subject: `Your HBO subscription renews on ${portalDay(end)}` });
    expect(email?.body).toContain(`Rs. ${amount.toFixed(2)} (taxes included) will be charged for the next period.`);
    expect(email?.body).toContain(`${t.app.config.publicUrl}/profile?tab=6`);

    // The renewal day's sweep charges the bill what the reminder said: the price and its taxes.
    await sweep(end);
    const [line] = await t.db.select().from(billLines).where(eq(billLines.purchaseId, purchaseId));
    expect(line?.amount).toBe(450);
    expect((line?.amount ?? 0) + (line?.taxAmount ?? 0)).toBeCloseTo(amount, 2);
  });

  it('names the price a dated price change will have set by the renewal day, as the renewal then charges it', async () => {
    const asOf = dateFromToday(45);
    const end = addDays(asOf, 3);
    const { mobile, purchaseId } = await subscriber({ product: 'peo-premium', end, price: 2000 });
    await t.db.insert(purchaseOptionPriceChanges).values({
      purchaseOptionId: demo.optionId('peo-premium', 'monthly'),
      price: 2600,
      effectiveOn: addDays(asOf, 1),
    });

    await sweep(asOf);
    const [sms] = await messagesTo(mobile);
    const amount = amountIn(sms?.body);

    await sweep(end);
    const [line] = await t.db.select().from(billLines).where(eq(billLines.purchaseId, purchaseId));
    expect(line?.amount).not.toBe(2000);
    expect((line?.amount ?? 0) + (line?.taxAmount ?? 0)).toBeCloseTo(amount, 2);
  });

  it('goes out once per period however often the sweep runs, and again for the next period', async () => {
    const asOf = dateFromToday(60);
    const end = addDays(asOf, 3);
    const { account, mobile, purchaseId } = await subscriber({ end });
    await sweep(asOf);
    await sweep(asOf);
    await sweep(addDays(asOf, 1));
    await sweep(addDays(asOf, 2));
    expect(await messagesTo(mobile, account.email)).toHaveLength(2);
    expect(await t.db.select().from(sentReminders).where(eq(sentReminders.purchaseId, purchaseId))).toEqual([
      expect.objectContaining({ kind: 'renewal', periodEnd: end, amount: expect.any(Number) }),
    ]);

    // Renewed, the next period is reminded of three days before it ends.
    await sweep(end);
    const [renewed] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    const nextEnd = renewed?.billingEndDate ?? '';
    expect(nextEnd > end).toBe(true);
    await sweep(addDays(nextEnd, -3));
    expect(await messagesTo(mobile, account.email)).toHaveLength(4);
  });

  it("is written in the language of the account's last login", async () => {
    const asOf = dateFromToday(75);
    const end = addDays(asOf, 3);
    const sinhala = await subscriber({ end, language: 'si' });
    const tamil = await subscriber({ end, language: 'ta' });
    await sweep(asOf);
    const [siSms, siEmail] = await messagesTo(sinhala.mobile, sinhala.account.email);
    expect(siSms?.body).toContain(`HBO ${portalDay(end)} දින අලුත් වන අතර රු.`);
    expect(siEmail?.subject).toBe(`ඔබගේ HBO දායකත්වය ${portalDay(end)} දින අලුත් වේ`);
    const [taSms, taEmail] = await messagesTo(tamil.mobile, tamil.account.email);
    expect(taSms?.body).toContain(`HBO ${portalDay(end)} அன்று புதுப்பிக்கப்படும், ரூ.`);
    expect(taEmail?.subject).toBe(`உங்கள் HBO சந்தா ${portalDay(end)} அன்று புதுப்பிக்கப்படும்`);
  });

  it('is not sent on a channel the subscriber turned off, nor at all when both are off', async () => {
    const asOf = dateFromToday(90);
    const end = addDays(asOf, 3);
    const smsOnly = await subscriber({ end });
    const neither = await subscriber({ end });
    const choices = (renewal: { sms: boolean; email: boolean }) => ({
      renewalReminders: renewal,
      expiryReminders: { sms: true, email: true },
      paymentReceipts: { sms: true, email: true },
      offers: { sms: false, email: false },
    });
    for (const [who, renewal] of [
      [smsOnly, { sms: true, email: false }],
      [neither, { sms: false, email: false }],
    ] as const) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/users/v1/account/notification-preferences',
        headers: who.headers,
        payload: choices(renewal),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const counts = await sweep(asOf);
    expect((await messagesTo(smsOnly.mobile, smsOnly.account.email)).map((message) => message.channel)).toEqual([
      'sms',
    ]);
    expect(await messagesTo(neither.mobile, neither.account.email)).toEqual([]);
    expect(counts.renewalReminders - counts.reminderSms).toBeGreaterThanOrEqual(1);
    // Recorded all the same, so turning them back on later does not send a late one for this period.
    expect(
      await t.db.select().from(sentReminders).where(eq(sentReminders.purchaseId, neither.purchaseId)),
    ).toHaveLength(1);
  });

  it('is not sent for a cancelled subscription, which is told it ends instead', async () => {
    const asOf = dateFromToday(105);
    const end = addDays(asOf, 3);
    const { account, mobile, purchaseId } = await subscriber({ end, status: 'PURCHASE_PENDING_REMOVE' });
    await sweep(asOf);
    const sent = await messagesTo(mobile, account.email);
    expect(sent.map((message) => message.body).join('\n')).not.toContain('renews');
    expect(sent[0]?.body).toBe(
      `Selfcare: your access to HBO ends after ${portalDay(end)}; it does not renew. To keep watching, buy it again: ${t.app.config.publicUrl}/profile`,
    );
    expect(
      await t.db
        .select({ kind: sentReminders.kind })
        .from(sentReminders)
        .where(eq(sentReminders.purchaseId, purchaseId)),
    ).toEqual([{ kind: 'expiry' }]);
  });

  it('is not sent for a subscription on a suspended connection, which the sweep does not renew', async () => {
    const asOf = dateFromToday(120);
    const { account, mobile } = await subscriber({ end: addDays(asOf, 3) });
    await t.db.update(connections).set({ status: 'suspended' }).where(eq(connections.accountId, account.id));
    await sweep(asOf);
    expect(await messagesTo(mobile, account.email)).toEqual([]);
  });
});

describe('expiry reminders', () => {
  it('tells a subscriber three days before a one-off purchase ends, once, by SMS and e-mail', async () => {
    const asOf = dateFromToday(135);
    const end = addDays(asOf, 3);
    const { account, mobile, purchaseId } = await subscriber({
      product: 'peo-weekly-pass',
      offer: '7-days',
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
      end,
    });
    const counts = await sweep(asOf);
    expect(counts.expiryReminders).toBeGreaterThanOrEqual(1);
    await sweep(addDays(asOf, 1));
    const sent = await messagesTo(mobile, account.email);
    expect(sent).toHaveLength(2);
    const [sms, email] = sent;
    expect(sms?.body).toContain(`your access to PEO Weekly Pass ends after ${portalDay(end)}`);
    expect(email?.subject).toBe(`Your access to PEO Weekly Pass ends on ${portalDay(end)}`);
    expect(email?.body).toContain('It does not renew.');
    const rows = await t.db
      .select()
      .from(sentReminders)
      .where(and(eq(sentReminders.purchaseId, purchaseId), eq(sentReminders.kind, 'expiry')));
    expect(rows).toEqual([expect.objectContaining({ periodEnd: end, amount: null })]);
  });

  it('follows the expiry choice on its own: e-mail off still sends the SMS', async () => {
    const asOf = dateFromToday(150);
    const who = await subscriber({
      product: 'peo-weekly-pass',
      offer: '7-days',
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
      end: addDays(asOf, 2),
      language: 'ta',
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/v1/account/notification-preferences',
      headers: who.headers,
      payload: {
        renewalReminders: { sms: false, email: false },
        expiryReminders: { sms: true, email: false },
        paymentReceipts: { sms: true, email: true },
        offers: { sms: false, email: false },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await sweep(asOf);
    const sent = await messagesTo(who.mobile, who.account.email);
    expect(sent.map((message) => message.channel)).toEqual(['sms']);
    expect(sent[0]?.body).toContain('க்கான உங்கள் அணுகல்');
  });
});
