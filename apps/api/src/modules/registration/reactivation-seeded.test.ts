import type { BasePackage, ReactivationDetails, RegistrationCompletion } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { postNotification, signedNotification } from '../../../test/card-payments';
import { bearer, loginToken } from '../../../test/factories';
import { connections } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-subscribers';
import { connectionId as seededConnectionId } from '../../db/seed/subscribers/connections';
import { REGISTER, subscribe } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function completionOf(connectionId: string, headers: Record<string, string>) {
  const response = await t.app.inject({ url: `${REGISTER}/${connectionId}/completion`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RegistrationCompletion>();
}

/** expired@selfcare.lk (demo data): a suspended prepaid connection whose one-off PEO Family quarter ended. */
describe('the expired demo login', () => {
  it('is offered a new package instead of RE-ACTIVATE, and is complete only once the card pays', async () => {
    const connectionId = seededConnectionId('tharindu-prepaid');
    const headers = bearer(await loginToken(t.app, { email: 'expired@selfcare.lk', password: DEMO_PASSWORD }));
    const details = await t.app.inject({
      url: `/api/billing/v1/billing/user-purchase/reactivation-details?connectionId=${connectionId}`,
      headers,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json<ReactivationDetails>()).toMatchObject({
      connectionType: 7,
      status: 'suspended',
      recurring: false,
      basePackage: { productName: 'PEO Family', purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' },
    });

    const listed = await t.app.inject({ url: `${REGISTER}/packages?connectionId=${connectionId}`, headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const names = listed.json<BasePackage[]>().map((item) => item.name);
    // Sold in months, like the quarter that ended: the seven-day pass is not offered.
    expect(names).toEqual(expect.arrayContaining(['PEOTVGO', 'PEO Family']));
    expect(names).not.toContain('PEO Weekly Pass');
    const chosen = listed.json<BasePackage[]>().find((item) => item.name === 'PEOTVGO');
    if (!chosen?.purchaseOption) throw new Error('PEOTVGO is not offered');

    const answer = await subscribe(
      t,
      headers,
      { connectionId, productId: chosen.id, purchaseOptionId: chosen.purchaseOption.id, extraPackageIds: [] },
      'expired-demo-1',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const paying = answer.json<{ kind: string; checkout: { referenceNumber: string; amount: string } }>();
    expect(paying.kind).toBe('card');
    // Its registration finished long ago, but the new package is not paid yet: /paymentStatus keeps waiting.
    expect(await completionOf(connectionId, headers)).toMatchObject({
      completed: false,
      payment: { status: 'PENDING', productName: 'PEOTVGO' },
    });

    const notified = await postNotification(
      t,
      signedNotification(t, {
        orderId: paying.checkout.referenceNumber,
        amount: paying.checkout.amount,
        statusCode: 2,
      }),
    );
    expect(notified.statusCode, notified.body).toBe(200);
    const [row] = await t.db.select().from(connections).where(eq(connections.id, connectionId));
    expect(row?.status).toBe('active');
    expect(await completionOf(connectionId, headers)).toMatchObject({
      completed: true,
      productName: 'PEOTVGO',
      payment: { status: 'SUCCESS', paymentMethod: 'VISA' },
    });
  });
});
