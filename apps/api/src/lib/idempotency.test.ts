import { ErrorCode } from '@selfcare/contracts';
import { messagesSi } from '@selfcare/contracts/messages/locales/si';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/app';
import { newHboBuyer } from '../../test/purchases';
import { connections, idempotencyKeys } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe('a retried Idempotency-Key whose first request has no answer yet', () => {
  it('answers 409 with a code of its own, whatever the language of the message', async () => {
    const buyer = await newHboBuyer(t);
    const [connection] = await t.db
      .select({ accountId: connections.accountId })
      .from(connections)
      .where(eq(connections.id, buyer.connectionId));
    // The first request claimed the key and is still waiting (an operator charge runs between transactions).
    await t.db
      .insert(idempotencyKeys)
      .values({ accountId: connection?.accountId ?? '', key: 'first-still-running', requestHash: 'first' });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/v1/billing/user-purchase/subscribe',
      headers: { ...buyer.headers, 'idempotency-key': 'first-still-running', 'accept-language': 'si' },
      payload: buyer.body,
    });

    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      code: ErrorCode.idempotencyInProgress,
      message: messagesSi.purchase?.idempotencyInProgress,
    });
  });
});
