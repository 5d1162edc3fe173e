import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { newHboBuyer } from '../../../test/purchases';
import { socketWrites } from '../../../test/socket-writes';
import { billLines, purchases } from '../../db/schema';

/**
 * Decision 0028 on PostgreSQL: a postpaid subscribe's 14 statements (statement-count.test.ts) leave the
 * api in 8 writes, each a round trip, where one statement a round trip took 14 (test/socket-writes.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

/** One postpaid subscribe by a new buyer, and the socket writes made while it ran. */
async function subscribeOnce() {
  const { connectionId, headers, body } = await newHboBuyer(t);
  let answer = { statusCode: 0, body: '' };
  const writes = await socketWrites(async () => {
    answer = await t.app.inject({
      method: 'POST',
      url: '/api/billing/v1/billing/user-purchase/subscribe',
      headers: { ...headers, 'idempotency-key': `round-trips-${connectionId}` },
      payload: body,
    });
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { connectionId, writes };
}

describe('round trips per postpaid subscribe', () => {
  it('sends the independent statements of the purchase together', async () => {
    const { connectionId, writes } = await subscribeOnce();
    // The session; the buyer with the PIN's hash and locks; the PIN's audit row; begin, the key, the
    // held state, the quote and the pending downgrade; the purchase, its bill line and audit row; the
    // key's answer; commit; the provisioning follow-up's job (decision 0051); provisioning. With the
    // subscriber caches on, the session is read from memory.
    expect(writes).toBe(9);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.connectionId, connectionId));
    expect(purchase).toMatchObject({ status: 'PURCHASE_COMPLETE', provisioningStatus: 'SUCCESS' });
    expect(await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId))).toHaveLength(1);
  });
});
