import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { dateFromToday, insertPurchase, type PurchaseInput } from '../../../test/catalogue';
import { bearer, type ConnectionInput, createAccount, loginToken } from '../../../test/factories';
import { auditLog, billLines, purchases } from '../../db/schema';
import type { SweepCounts } from '../lifecycle/sweep';
import { addMonths } from '../products/dates';

const BILLING = '/api/billing/v1/billing';

/** A subscriber of our own holding one running purchase (HBO monthly at Rs 450 unless told), logged in. */
export async function holder(
  t: TestApp,
  purchase: Partial<Omit<PurchaseInput, 'connectionId'>> = {},
  connection: ConnectionInput = { connectionType: 1 },
) {
  const account = await createAccount(t.db, { connections: [connection] });
  const [connectionId = ''] = account.connectionIds;
  const { billingEndDate = dateFromToday(20), ...rest } = purchase;
  const purchaseId = await insertPurchase(t.db, {
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    ...rest,
    billingEndDate: null,
    connectionId,
  });
  // The period a month long, ending on the day asked for, which may be long past.
  const billingStartDate = billingEndDate ? addMonths(billingEndDate, -1) : dateFromToday(-10);
  await t.db
    .update(purchases)
    .set({ price: 450, billingStartDate, billingEndDate })
    .where(eq(purchases.id, purchaseId));
  return { account, connectionId, purchaseId, headers: bearer(await loginToken(t.app, account)) };
}

type Holder = Awaited<ReturnType<typeof holder>>;

export const pause = (t: TestApp, who: Holder, periods: number, purchaseId = who.purchaseId) =>
  t.app.inject({
    method: 'POST',
    url: `${BILLING}/subscriptions/${purchaseId}/pause`,
    headers: who.headers,
    payload: { connectionId: who.connectionId, periods },
  });

export const resume = (t: TestApp, who: Holder, purchaseId = who.purchaseId) =>
  t.app.inject({
    method: 'POST',
    url: `${BILLING}/subscriptions/${purchaseId}/resume`,
    headers: who.headers,
    payload: { connectionId: who.connectionId },
  });

/** Runs the sandbox's sweep as of `asOf`; nothing in it may fail. */
export async function sweep(t: TestApp, asOf: string): Promise<SweepCounts> {
  const response = await t.app.inject({ method: 'POST', url: '/sandbox/lifecycle/sweep', payload: { asOf } });
  expect(response.statusCode, response.body).toBe(200);
  const counts = response.json<SweepCounts>();
  expect(counts.errors).toBe(0);
  return counts;
}

export async function purchaseRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, id));
  if (!row) throw new Error(`no purchase ${id}`);
  return row;
}

export const linesOf = (t: TestApp, purchaseId: string) =>
  t.db.select().from(billLines).where(eq(billLines.purchaseId, purchaseId));

export const auditsOf = (t: TestApp, purchaseId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, purchaseId), eq(auditLog.action, action)));
