import type { AcceptedRetentionOffer } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday } from '../../../test/catalogue';
import { sweepContext } from '../../../test/sweep-context';
import { acceptedRetentionOffers } from '../../db/schema';
import { runLifecycleSweep } from '../lifecycle/sweep';
import { addMonths } from '../products/dates';
import { auditsOf, holder, linesOf } from '../subscription-pause/test-kit';
import { acceptOffer, offerOnHbo } from './test-kit';

/** Accepts racing each other and the sweep on PostgreSQL, where requests really run side by side. */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
  await offerOnHbo(t);
});
afterAll(() => t.close());

describe('retention offer races on PostgreSQL', () => {
  it('several accepts at once: one accepted row, one audit row, every answer the same', async () => {
    const who = await holder(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => acceptOffer(t, who)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = answers.map((answer) => answer.json<AcceptedRetentionOffer>());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    const rows = await t.db
      .select()
      .from(acceptedRetentionOffers)
      .where(eq(acceptedRetentionOffers.purchaseId, who.purchaseId));
    expect(rows).toHaveLength(1);
    expect(await auditsOf(t, who.purchaseId, 'purchase.retention_accept')).toHaveLength(1);
  });

  it('two sweeps renewing the same day spend one discounted renewal', async () => {
    const end = dateFromToday(0);
    const who = await holder(t, { billingEndDate: end });
    expect((await acceptOffer(t, who)).statusCode).toBe(200);
    await Promise.all([runLifecycleSweep(sweepContext(t), end), runLifecycleSweep(sweepContext(t), end)]);
    expect((await linesOf(t, who.purchaseId)).map((line) => line.amount)).toEqual([315]);
    const [row] = await t.db
      .select()
      .from(acceptedRetentionOffers)
      .where(eq(acceptedRetentionOffers.purchaseId, who.purchaseId));
    expect(row?.renewalsLeft).toBe(2);
    await Promise.all([
      runLifecycleSweep(sweepContext(t), addMonths(end, 3)),
      runLifecycleSweep(sweepContext(t), addMonths(end, 3)),
    ]);
    const amounts = (await linesOf(t, who.purchaseId)).map((line) => line.amount).sort((a, b) => a - b);
    expect(amounts).toEqual([315, 315, 315, 450]);
  });
});
