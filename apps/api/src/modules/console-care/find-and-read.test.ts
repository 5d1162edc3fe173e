import { randomUUID } from 'node:crypto';
import {
  CARE_SEARCH_LIMIT,
  type CareSearchResponse,
  type CareSubscriber,
  type CareTimeline,
  careSearchResultSchema,
} from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { insertPurchase } from '../../../test/catalogue';
import { accounts, auditLog, outboxMessages, transactions } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { careCaller, careSubscriber, FROM } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

type Subscriber = Awaited<ReturnType<typeof careSubscriber>>;

/** A card payment of the subscriber's card connection, with a gateway order id of its own. */
async function cardPayment(subscriber: Subscriber, at = new Date()) {
  const purchaseId = await insertPurchase(t.db, {
    connectionId: subscriber.cardLine,
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
  });
  const orderId = `ORD${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;
  const [row] = await t.db
    .insert(transactions)
    .values({
      connectionId: subscriber.cardLine,
      purpose: 'PURCHASE',
      purchaseId,
      itemName: 'HBO',
      channel: 'CARD',
      method: 'VISA',
      cardMask: '************4242',
      amount: 1180,
      status: 'SUCCESS',
      gatewayOrderId: orderId,
      gatewayPaymentId: `32${Date.now()}${Math.floor(Math.random() * 1000)}`,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('no transaction');
  return { ...row, purchaseId };
}

const search = async (caller: Awaited<ReturnType<typeof careCaller>>, q: string) => {
  const response = await caller.call('GET', `/subscribers?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CareSearchResponse>().subscribers;
};

describe('finding a subscriber', () => {
  it('finds by any part of the e-mail, in any case, and by every kind of number', async () => {
    const care = await careCaller(t);
    const subscriber = await careSubscriber(t);
    const [mobile, telephone, accountNumber] = [
      subscriber.numbers[0]?.mobile ?? '',
      subscriber.numbers[1]?.telephoneNumber ?? '',
      subscriber.numbers[0]?.accountNumber ?? '',
    ];
    const middle = subscriber.email.slice(11, 24).toUpperCase();
    const cases: [string, string][] = [
      [middle, 'email'],
      [`+94 ${mobile.slice(1, 3)} ${mobile.slice(3)}`, 'mobile'],
      [mobile.slice(-7), 'mobile'],
      [telephone.slice(2), 'telephone_number'],
      [accountNumber.slice(3, 9), 'account_number'],
    ];
    for (const [q, kind] of cases) {
      const found = await search(care, q);
      expect(
        found.map((row) => row.accountId),
        q,
      ).toEqual([subscriber.id]);
      expect(found[0]?.matchedOn, q).toBe(kind);
    }
  });

  it('finds by account, connection and payment id exactly, and by part of a payment reference', async () => {
    const care = await careCaller(t);
    const subscriber = await careSubscriber(t);
    const payment = await cardPayment(subscriber);
    expect((await search(care, subscriber.id))[0]).toMatchObject({ accountId: subscriber.id, matchedOn: 'account_id' });
    expect((await search(care, subscriber.cardLine.toUpperCase()))[0]).toMatchObject({
      accountId: subscriber.id,
      matchedOn: 'connection_id',
    });
    expect((await search(care, payment.id))[0]).toMatchObject({
      accountId: subscriber.id,
      matchedOn: 'payment_reference',
    });
    const part = (payment.gatewayOrderId ?? '').slice(4, 14).toLowerCase();
    expect((await search(care, part)).map((row) => row.accountId)).toEqual([subscriber.id]);
    expect((await search(care, payment.gatewayPaymentId ?? '')).map((row) => row.accountId)).toEqual([subscriber.id]);
    expect(await search(care, randomUUID())).toEqual([]);
  });

  it('answers a summary with masked mobiles and nothing else of the account', async () => {
    const care = await careCaller(t);
    const subscriber = await careSubscriber(t);
    const [found] = await search(care, subscriber.email);
    expect(found).toEqual({
      accountId: subscriber.id,
      email: subscriber.email,
      name: 'Nimal Perera',
      mobiles: subscriber.numbers.map((n) => `******${n.mobile.slice(-4)}`),
      connectionCount: 2,
      connectionTypes: [1, 7],
      status: 'active',
      matchedOn: 'email',
    });
    expect(Object.keys(found ?? {}).sort()).toEqual(Object.keys(careSearchResultSchema.shape).sort());
    const body = JSON.stringify(found);
    for (const number of subscriber.numbers) expect(body).not.toContain(number.mobile);
  });

  it(`answers at most ${CARE_SEARCH_LIMIT} subscribers, and takes % and _ literally`, async () => {
    const care = await careCaller(t);
    const marker = `many${randomUUID().slice(0, 8)}`;
    await t.db.insert(accounts).values(
      Array.from({ length: CARE_SEARCH_LIMIT + 3 }, (_, index) => ({
        email: `${marker}-${index}@example.com`,
        passwordHash: 'not-a-hash',
        firstName: 'Many',
      })),
    );
    expect(await search(care, marker)).toHaveLength(CARE_SEARCH_LIMIT);
    expect(await search(care, `${marker.slice(0, 6)}%-1`)).toEqual([]);
    expect(await search(care, `${marker}_1`)).toEqual([]);
  });

  it('refuses a search text under 3 characters, and a missing one', async () => {
    const care = await careCaller(t);
    expect((await care.call('GET', '/subscribers?q=ab')).statusCode).toBe(400);
    expect((await care.call('GET', '/subscribers?q=%20%20ab%20')).statusCode).toBe(400);
    expect((await care.call('GET', '/subscribers')).statusCode).toBe(400);
  });
});

describe("a subscriber's page", () => {
  it('shows account, connections with their package, purchases, payments (last four only), devices, profiles', async () => {
    const finance = await careCaller(t, 'finance');
    const subscriber = await careSubscriber(t);
    await insertPurchase(t.db, {
      connectionId: subscriber.fixedLine,
      product: 'peo-family',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
    });
    const payment = await cardPayment(subscriber);
    const response = await finance.call('GET', `/subscribers/${subscriber.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<CareSubscriber>();
    expect(page.account).toMatchObject({
      id: subscriber.id,
      email: subscriber.email,
      emailConfirmed: true,
      locked: false,
    });
    expect(page.connections.map((c) => [c.id, c.connectionType, c.status])).toEqual([
      [subscriber.fixedLine, 1, 'active'],
      [subscriber.cardLine, 7, 'active'],
    ]);
    expect(page.connections[0]?.basePackage).toMatch(/PEO/i);
    expect(page.connections[1]?.basePackage).toBeNull();
    expect(page.purchases.map((p) => p.id)).toContain(payment.purchaseId);
    expect(page.payments).toEqual([
      expect.objectContaining({
        id: payment.id,
        amount: 1180,
        route: 'card',
        cardLastFour: '4242',
        orderId: payment.gatewayOrderId,
        gatewayReference: payment.gatewayPaymentId,
        refunded: 0,
      }),
    ]);
    expect(JSON.stringify(page)).not.toContain('************4242');
    expect(page.devices.map((d) => d.id)).toEqual([subscriber.deviceId]);
    expect(page.profiles.map((p) => p.name).sort()).toEqual(['Family', 'Kids']);
    expect(JSON.stringify(page.profiles)).not.toMatch(/pin/i);
  });

  it('audits every view as console.care_view, by the member from their address', async () => {
    const care = await careCaller(t);
    const subscriber = await careSubscriber(t);
    for (let view = 0; view < 2; view += 1) {
      expect((await care.call('GET', `/subscribers/${subscriber.id}`)).statusCode).toBe(200);
    }
    const views = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'console.care_view'), eq(auditLog.subjectId, subscriber.id)));
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({
      staffId: care.staff.id,
      ipAddress: FROM,
      subjectType: 'account',
      outcome: 'success',
    });
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    const care = await careCaller(t);
    expect((await care.call('GET', `/subscribers/${randomUUID()}`)).statusCode).toBe(404);
    expect((await care.call('GET', '/subscribers/not-an-id')).statusCode).toBe(400);
  });
});

describe("a subscriber's timeline", () => {
  it('merges audit rows, staff actions, purchases, payments and messages, newest first, in keyset pages', async () => {
    const care = await careCaller(t);
    const subscriber = await careSubscriber(t);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await recordAudit(t.db, {
      action: 'auth.login',
      outcome: 'success',
      accountId: subscriber.id,
      ipAddress: '198.51.100.1',
    });
    await cardPayment(subscriber, minutesAgo(5));
    await t.db.insert(outboxMessages).values([
      {
        channel: 'email',
        recipient: subscriber.email,
        subject: 'Welcome',
        body: 'secret link https://x/y',
        createdAt: minutesAgo(3),
      },
      {
        channel: 'sms',
        recipient: subscriber.numbers[0]?.mobile ?? '',
        body: 'Your code is 123456',
        createdAt: minutesAgo(2),
      },
    ]);
    expect(
      (await care.call('POST', `/subscribers/${subscriber.id}/actions/sign-out-everywhere`, { reason: 'Caller asked' }))
        .statusCode,
    ).toBe(200);

    const all = await care.call('GET', `/subscribers/${subscriber.id}/timeline?limit=100`);
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json<CareTimeline>().items;
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(['audit', 'staff', 'purchase', 'payment', 'message']),
    );
    const times = items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.stringify(items)).not.toMatch(/secret link|123456/);
    expect(items.find((item) => item.kind === 'staff')).toMatchObject({
      details: expect.objectContaining({ action: 'console.care_sign_out_everywhere', reason: 'Caller asked' }),
    });
    expect(items.every((item) => item.summary.length > 0)).toBe(true);

    const paged: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `limit=2&before=${encodeURIComponent(before)}` : 'limit=2';
      const answer = await care.call('GET', `/subscribers/${subscriber.id}/timeline?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const page: CareTimeline = answer.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((item) => item.id));
      before = page.nextBefore;
    } while (before);
    expect(paged).toEqual(items.map((item) => item.id));
  });

  it('audits each read, leaves staff views out of it, answers 404 for an unknown account, 400 for a forged cursor', async () => {
    const care = await careCaller(t);
    const subscriber = await careSubscriber(t);
    await care.call('GET', `/subscribers/${subscriber.id}`);
    await care.call('GET', `/subscribers/${subscriber.id}/timeline`);
    const page = (await care.call('GET', `/subscribers/${subscriber.id}/timeline`)).json<CareTimeline>();
    expect(page.items.filter((item) => item.kind === 'staff')).toEqual([]);
    const reads = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'console.care_timeline_view'), eq(auditLog.subjectId, subscriber.id)));
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({ staffId: care.staff.id, ipAddress: FROM, subjectType: 'account' });
    expect((await care.call('GET', `/subscribers/${randomUUID()}/timeline`)).statusCode).toBe(404);
    expect((await care.call('GET', `/subscribers/${subscriber.id}/timeline?before=forged`)).statusCode).toBe(400);
  });
});
