import { AsyncLocalStorage } from 'node:async_hooks';
import { Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { newHboBuyer } from '../../../test/purchases';
import { billLines, purchases } from '../../db/schema';

/**
 * Decision 0028 on PostgreSQL: a postpaid subscribe's 14 statements (statement-count.test.ts) leave the
 * api in 8 writes, each a round trip, where one statement a round trip took 14. Counted as the socket
 * writes the request itself makes (app.inject uses no socket; the change feed's only reads): the job
 * queue's workers poll on their own sockets on their own schedule, outside the request's async context,
 * and under a loaded run several of their polls fell inside a purchase.
 */
async function socketWrites(run: () => Promise<unknown>): Promise<number> {
  const prototype = Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
  const originals = { _write: prototype._write, _writev: prototype._writev };
  const request = new AsyncLocalStorage<true>();
  let writes = 0;
  for (const method of ['_write', '_writev'] as const) {
    prototype[method] = function (this: Socket, ...args: unknown[]) {
      if (request.getStore()) writes += 1;
      return originals[method].apply(this, args);
    };
  }
  try {
    await request.run(true, run);
  } finally {
    Object.assign(prototype, originals);
  }
  return writes;
}

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
