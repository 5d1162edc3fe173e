import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { insertPurchase } from '../../../test/catalogue';
import { cancellations } from '../../db/schema';
import { subscriber, USERS } from '../profile/test-kit';

/**
 * On PostgreSQL, where requests really run side by side: the same unsubscribe sent ten times at once,
 * each with a reason, leaves one cancellation row (the purchase or connection row is locked first).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const rowsOf = (connectionId: string) =>
  t.db.select().from(cancellations).where(eq(cancellations.connectionId, connectionId));

describe('unsubscribing with a reason, ten times at once', () => {
  it('a card subscription: every answer the same, one row', async () => {
    const { connectionId, headers } = await subscriber(t, { connectionType: 7 });
    const purchaseId = await insertPurchase(t.db, {
      connectionId,
      product: 'hbo',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/prepaid/v1/purchases?connectionId=${connectionId}&purchaseId=${purchaseId}&connectionType=prepaid`,
          headers,
          payload: { reason: { code: 'too_expensive', text: 'Too much' } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await rowsOf(connectionId)).toHaveLength(1);
  });

  it('a connection: one success, the rest 409, one row', async () => {
    const { connectionId, headers } = await subscriber(t, { connectionType: 2 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${USERS}/connection/unsubscribe/${connectionId}`,
          headers,
          payload: { reason: { code: 'moving_provider' } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await rowsOf(connectionId)).toHaveLength(1);
  });
});
