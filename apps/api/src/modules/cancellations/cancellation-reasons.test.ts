import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo, insertPurchase } from '../../../test/catalogue';
import { auditLog, cancellations, purchases } from '../../db/schema';
import { BILLING, subscriber, USERS } from '../profile/test-kit';

/**
 * Issue 31's reasons (decision 0071): every unsubscribe request takes an optional reason, keeps it with
 * the unsubscription, refuses a malformed one with a sentence, and answers exactly as before without one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const hbo = demo.productId('hbo');

async function subscribed(connectionType: number) {
  const who = await subscriber(t, { connectionType });
  const purchaseId = await insertPurchase(t.db, {
    connectionId: who.connectionId,
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
  });
  return { ...who, purchaseId };
}

const billBody = (connectionId: string, purchaseId: string) => ({
  connectionId,
  productId: hbo,
  productType: demo.typeId('channel'),
  purchaseOption: demo.optionId('hbo', 'monthly'),
  purchaseId,
  defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
  dataBundle: false,
});

const rowsOf = (connectionId: string) =>
  t.db.select().from(cancellations).where(eq(cancellations.connectionId, connectionId));

async function purchaseStatus(id: string) {
  const [row] = await t.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, id));
  return row?.status;
}

describe('a subscription unsubscribed with a reason', () => {
  it('on the bill: keeps the code and the trimmed text with the unsubscription, once', async () => {
    const { connectionId, headers, purchaseId } = await subscribed(1);
    const payload = {
      ...billBody(connectionId, purchaseId),
      reason: { code: 'too_expensive', text: '  Too much for us this year.  ' },
    };
    const first = await t.app.inject({ method: 'POST', url: `${BILLING}/user-purchase/unsubscribe`, headers, payload });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ purchaseId, purchaseStatus: 'PURCHASE_PENDING_REMOVE' });
    const again = await t.app.inject({ method: 'POST', url: `${BILLING}/user-purchase/unsubscribe`, headers, payload });
    expect(again.json()).toEqual(first.json());

    const rows = await rowsOf(connectionId);
    expect(rows.map((row) => [row.purchaseId, row.productId, row.reasonCode, row.reasonText])).toEqual([
      [purchaseId, hbo, 'too_expensive', 'Too much for us this year.'],
    ]);
    // The words stay in their own row: the audit names the unsubscription, never what was written.
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, purchaseId));
    expect(JSON.stringify(audits)).not.toContain('Too much');
  });

  it('by card and through the operator: the reason rides in a JSON body, never the query string', async () => {
    const card = await subscribed(7);
    const byCard = await t.app.inject({
      method: 'DELETE',
      url: `/api/prepaid/v1/purchases?connectionId=${card.connectionId}&purchaseId=${card.purchaseId}&connectionType=prepaid`,
      headers: card.headers,
      payload: { reason: { code: 'technical_problems' } },
    });
    expect(byCard.statusCode, byCard.body).toBe(200);
    expect((await rowsOf(card.connectionId)).map((row) => [row.reasonCode, row.reasonText])).toEqual([
      ['technical_problems', null],
    ]);

    const operator = await subscribed(6);
    const byOperator = await t.app.inject({
      method: 'DELETE',
      url: `/api/mobitel/v1/purchases?connectionId=${operator.connectionId}&productId=${hbo}&connectionType=mobitel`,
      headers: operator.headers,
      payload: { reason: { code: 'moving_provider', text: 'Moving abroad' } },
    });
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect((await rowsOf(operator.connectionId)).map((row) => [row.reasonCode, row.reasonText])).toEqual([
      ['moving_provider', 'Moving abroad'],
    ]);
  });

  it('without a reason: the same answer as before, counted as not given', async () => {
    const { connectionId, headers, purchaseId } = await subscribed(7);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/prepaid/v1/purchases?connectionId=${connectionId}&purchaseId=${purchaseId}&connectionType=prepaid`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['billingEndDate', 'purchaseId', 'purchaseStatus']);
    expect((await rowsOf(connectionId)).map((row) => [row.purchaseId, row.reasonCode, row.reasonText])).toEqual([
      [purchaseId, null, null],
    ]);
  });
});

describe('a malformed reason', () => {
  const refusals: [string, unknown, string][] = [
    ['an unknown code', { code: 'bored' }, 'reason'],
    ['text without a code', { text: 'why not' }, 'reason'],
    ['text over 500 characters', { code: 'other', text: 'x'.repeat(501) }, 'reason'],
    ['empty text', { code: 'other', text: '   ' }, 'reason'],
    ['an extra field', { code: 'other', note: 'x' }, 'note'],
  ];
  it.each(refusals)('is refused with a sentence and unsubscribes nothing: %s', async (_name, reason, field) => {
    const { connectionId, headers, purchaseId } = await subscribed(1);
    const response = await t.app.inject({
      method: 'POST',
      url: `${BILLING}/user-purchase/unsubscribe`,
      headers,
      payload: { ...billBody(connectionId, purchaseId), reason },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(new RegExp(field, 'i'));
    expect(await purchaseStatus(purchaseId)).toBe('PURCHASE_COMPLETE');
    expect(await rowsOf(connectionId)).toEqual([]);
  });

  it('takes exactly 500 characters', async () => {
    const { connectionId, headers, purchaseId } = await subscribed(1);
    const response = await t.app.inject({
      method: 'POST',
      url: `${BILLING}/user-purchase/unsubscribe`,
      headers,
      payload: { ...billBody(connectionId, purchaseId), reason: { code: 'other', text: 'y'.repeat(500) } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowsOf(connectionId))[0]?.reasonText).toHaveLength(500);
  });
});

describe('a connection unsubscribed with a reason', () => {
  it('keeps one row for the connection, and a repeat (409) adds none', async () => {
    const { connectionId, headers } = await subscriber(t, { connectionType: 2 });
    await insertPurchase(t.db, { connectionId, product: 'hbo', offer: 'monthly', status: 'PURCHASE_COMPLETE' });
    const url = `${USERS}/connection/unsubscribe/${connectionId}`;
    const payload = { reason: { code: 'not_watching_enough' } };
    const first = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Unsubscription success', status: 'pending_terminated' });
    const again = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(again.statusCode).toBe(409);
    expect((await rowsOf(connectionId)).map((row) => [row.purchaseId, row.reasonCode])).toEqual([
      [null, 'not_watching_enough'],
    ]);
  });

  it('card and operator connections too; without a body as before', async () => {
    const card = await subscriber(t, { connectionType: 7 });
    const withReason = await t.app.inject({
      method: 'POST',
      url: `${USERS}/connections/unsubscribe/${card.connectionId}`,
      headers: card.headers,
      payload: { reason: { code: 'other', text: 'Getting a satellite dish' } },
    });
    expect(withReason.statusCode, withReason.body).toBe(200);
    expect((await rowsOf(card.connectionId)).map((row) => row.reasonText)).toEqual(['Getting a satellite dish']);

    const operator = await subscriber(t, { connectionType: 6 });
    const without = await t.app.inject({
      method: 'POST',
      url: `${USERS}/connections/unsubscribe/${operator.connectionId}`,
      headers: operator.headers,
    });
    expect(without.statusCode, without.body).toBe(200);
    expect((await rowsOf(operator.connectionId)).map((row) => row.reasonCode)).toEqual([null]);
  });

  it("another account's connection is a 404 and keeps no reason", async () => {
    const owner = await subscriber(t, { connectionType: 2 });
    const stranger = await subscriber(t, { connectionType: 2 });
    const response = await t.app.inject({
      method: 'POST',
      url: `${USERS}/connection/unsubscribe/${owner.connectionId}`,
      headers: stranger.headers,
      payload: { reason: { code: 'other', text: 'not mine' } },
    });
    expect(response.statusCode).toBe(404);
    expect(await rowsOf(owner.connectionId)).toEqual([]);
  });
});
