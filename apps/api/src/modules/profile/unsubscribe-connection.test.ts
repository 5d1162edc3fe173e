import type { ConnectionUnsubscribeResponse } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, demoToken, insertPurchase } from '../../../test/catalogue';
import { bearer } from '../../../test/factories';
import { auditLog, connections, purchases } from '../../db/schema';
import type { SandboxProvisioning } from '../../integrations/provisioning';
import { endConnection } from '../lifecycle/terminations';
import { subscriber, USERS } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const fixedLine = (id: string) => `${USERS}/connection/unsubscribe/${id}`;
const prepaidOrMobitel = (id: string) => `${USERS}/connections/unsubscribe/${id}`;

async function connectionRow(id: string) {
  const [row] = await t.db.select().from(connections).where(eq(connections.id, id));
  return row;
}

async function statuses(connectionId: string) {
  const rows = await t.db
    .select({ id: purchases.id, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.connectionId, connectionId));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

describe('POST /connection/unsubscribe/{id} (types 1-5)', () => {
  it("ends the connection with its base package's paid period and stops every subscription renewing", async () => {
    const { connectionId, headers } = await subscriber(t);
    const billingEnd = dateFromToday(20);
    const base = await insertPurchase(t.db, {
      connectionId,
      product: 'peo-family',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
      billingEndDate: billingEnd,
    });
    const addOn = await insertPurchase(t.db, {
      connectionId,
      product: 'hbo',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
    });
    const rental = await insertPurchase(t.db, {
      connectionId,
      product: 'sihina-desa',
      offer: '2-days',
      status: 'PURCHASE_COMPLETE',
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
    });

    const response = await t.app.inject({ method: 'POST', url: fixedLine(connectionId), headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Unsubscription success',
      status: 'pending_terminated',
      terminationDate: billingEnd,
    });
    expect(await connectionRow(connectionId)).toMatchObject({
      status: 'pending_terminated',
      pendingTerminationDate: billingEnd,
    });
    expect(await statuses(connectionId)).toEqual({
      [base]: 'PURCHASE_PENDING_REMOVE',
      [addOn]: 'PURCHASE_PENDING_REMOVE',
      [rental]: 'PURCHASE_COMPLETE',
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, connectionId));
    expect(audits.map((entry) => [entry.action, entry.outcome])).toContainEqual(['connection.unsubscribe', 'success']);

    // The lifecycle sweep ends it on that date, not before.
    expect(await endConnection(t.db, t.app.integrations.jobQueue, connectionId, dateFromToday(19))).toBe(false);
    expect(await endConnection(t.db, t.app.integrations.jobQueue, connectionId, billingEnd)).toBe(true);
    expect((await connectionRow(connectionId))?.status).toBe('unsubscribed');
    // Everything it held is taken off the TV platform, by the removal jobs queued with the ending.
    const platform = t.app.integrations.provisioning as SandboxProvisioning;
    await vi.waitFor(() => expect(platform.removed).toEqual(expect.arrayContaining([base, addOn, rental])), {
      timeout: 15_000,
    });
  });

  it('the connection leaves the account at once: no longer listed, and its details and devices answer 404', async () => {
    const { connectionId, headers } = await subscriber(t);
    await insertPurchase(t.db, { connectionId, product: 'peo-family', offer: 'monthly', status: 'PURCHASE_COMPLETE' });
    const listed = async () =>
      (await t.app.inject({ method: 'POST', url: `${USERS}/account/connections`, headers })).json<
        { connectionId: string }[]
      >();
    expect((await listed()).map((row) => row.connectionId)).toContain(connectionId);

    const response = await t.app.inject({ method: 'POST', url: fixedLine(connectionId), headers });
    expect(response.statusCode, response.body).toBe(200);
    expect((await listed()).map((row) => row.connectionId)).not.toContain(connectionId);
    const details = await t.app.inject({ url: `${USERS}/connection/details/${connectionId}`, headers });
    expect(details.statusCode).toBe(404);
    const devicesList = await t.app.inject({ url: `${USERS}/connections/${connectionId}/devices`, headers });
    expect(devicesList.statusCode).toBe(404);
    // The sweep still ends it on its date, as for any connection pending termination.
    expect((await connectionRow(connectionId))?.status).toBe('pending_terminated');
  });

  it('a repeat with the same Idempotency-Key answers the same; without one it is a 409; nothing changes', async () => {
    const { connectionId, headers } = await subscriber(t);
    await insertPurchase(t.db, { connectionId, product: 'peo-family', offer: 'monthly', status: 'PURCHASE_COMPLETE' });
    const send = (key?: string) =>
      t.app.inject({
        method: 'POST',
        url: fixedLine(connectionId),
        headers: key ? { ...headers, 'idempotency-key': key } : headers,
      });
    const first = await send(`unsubscribe-${connectionId}`);
    expect(first.statusCode, first.body).toBe(200);
    const before = { connection: await connectionRow(connectionId), purchases: await statuses(connectionId) };

    const replay = await send(`unsubscribe-${connectionId}`);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<ConnectionUnsubscribeResponse>()).toEqual(first.json());
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'This connection is already unsubscribed and ends on its termination date.',
    );
    expect({ connection: await connectionRow(connectionId), purchases: await statuses(connectionId) }).toEqual(before);
  });

  it('ends today when nothing is paid ahead', async () => {
    const { connectionId, headers } = await subscriber(t);
    const response = await t.app.inject({ method: 'POST', url: fixedLine(connectionId), headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ConnectionUnsubscribeResponse>().terminationDate).toBe(dateFromToday(0));
  });

  it('refuses a connection whose base package is a one-off purchase, and changes nothing', async () => {
    const { connectionId, headers } = await subscriber(t);
    await insertPurchase(t.db, {
      connectionId,
      product: 'peo-family',
      offer: 'quarterly',
      status: 'PURCHASE_COMPLETE',
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
    });
    const response = await t.app.inject({ method: 'POST', url: fixedLine(connectionId), headers });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'A connection whose package is a one-off purchase cannot be unsubscribed.',
    );
    expect((await connectionRow(connectionId))?.status).toBe('active');
  });

  it('refuses the demo connection that is already pending termination', async () => {
    const headers = bearer(await demoToken(t.app, 'leaving@selfcare.lk'));
    const connectionId = demo.connectionId('chamari-home');
    const before = await connectionRow(connectionId);
    const response = await t.app.inject({ method: 'POST', url: fixedLine(connectionId), headers });
    expect(response.statusCode).toBe(409);
    expect(await connectionRow(connectionId)).toEqual(before);
  });

  it('a prepaid connection on this path is a 422', async () => {
    const { connectionId, headers } = await subscriber(t, { connectionType: 7, serviceType: 'Prepaid' });
    const response = await t.app.inject({ method: 'POST', url: fixedLine(connectionId), headers });
    expect(response.statusCode).toBe(422);
    expect((await connectionRow(connectionId))?.status).toBe('active');
  });
});

describe('POST /connections/unsubscribe/{id} (types 6 and 7)', () => {
  it('unsubscribes the demo prepaid connection until its card-paid period ends', async () => {
    const headers = bearer(await demoToken(t.app, 'prepaid@selfcare.lk'));
    const connectionId = demo.connectionId('dilani-prepaid');
    const [base] = await t.db
      .select({ billingEndDate: purchases.billingEndDate })
      .from(purchases)
      .where(eq(purchases.id, await basePurchaseId(connectionId)));
    const response = await t.app.inject({ method: 'POST', url: prepaidOrMobitel(connectionId), headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Unsubscription success',
      status: 'pending_terminated',
      terminationDate: base?.billingEndDate,
    });
    // Card and operator connections stay listed, with the termination banner, until they end.
    const listed = await t.app.inject({ method: 'POST', url: `${USERS}/account/connections`, headers });
    expect(listed.json()).toContainEqual(expect.objectContaining({ connectionId, status: 'pending_terminated' }));
  });

  it('a fixed-line connection on this path is a 422', async () => {
    const { connectionId, headers } = await subscriber(t);
    const response = await t.app.inject({ method: 'POST', url: prepaidOrMobitel(connectionId), headers });
    expect(response.statusCode).toBe(422);
  });
});

/** The demo prepaid connection's PEOTVGO monthly subscription. */
async function basePurchaseId(connectionId: string) {
  const rows = await t.db
    .select({ id: purchases.id, productId: purchases.productId })
    .from(purchases)
    .where(eq(purchases.connectionId, connectionId));
  const base = rows.find((row) => row.productId === demo.productId('peotvgo'));
  if (!base) throw new Error('demo prepaid connection has no PEOTVGO package');
  return base.id;
}
