import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { watchStatements } from '../../../test/catalogue';
import { newHboBuyer } from '../../../test/purchases';
import type { Database } from '../../db/client';
import { billLines, purchases } from '../../db/schema';

/**
 * What a postpaid subscribe costs the database, in statements sent (each a round trip; issue 7's
 * subscribe target is bound by them), its transaction's `begin`, statements and `commit` included, with
 * the statements' text for the failure message.
 */
async function statementsSent(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  await watchStatements(db, (statement) => sent.push(statement.text), run, { transactions: true });
  return sent;
}

const BASE = '/api/billing/v1/billing';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe('statements per postpaid subscribe', () => {
  it('buys HBO on a fresh connection with a PIN and an Idempotency-Key in 16 statements', async () => {
    const { connectionId, headers, body } = await newHboBuyer(t);
    let answer = { statusCode: 0, body: '' };
    const sent = await statementsSent(t.db, async () => {
      answer = await t.app.inject({
        method: 'POST',
        url: `${BASE}/user-purchase/subscribe`,
        headers: { ...headers, 'idempotency-key': `statements-${connectionId}` },
        payload: body,
      });
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // The session, the buyer with the PIN's hash and locks, the PIN's audit row; the transaction: begin,
    // the key, the base package locked FOR KEY SHARE to see it is not paused (decision 0074), the held
    // state, the product with its option and taxes, a pending downgrade, the purchase,
    // its bill line and audit row, the key's answer, commit; then the provisioning follow-up job queued
    // (decision 0050), and provisioning with the connection's status. With the subscriber caches on
    // (decision 0017) the session is read from memory: 15.
    expect(sent, sent.join('\n')).toHaveLength(16);
    // The count is of a purchase that really completed, billed once.
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.connectionId, connectionId));
    expect(purchase).toMatchObject({ status: 'PURCHASE_COMPLETE', provisioningStatus: 'SUCCESS' });
    expect(await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId))).toHaveLength(1);
  });
});
