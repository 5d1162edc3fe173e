import type { AcceptedRetentionOffer } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo } from '../../../test/catalogue';
import { acceptedRetentionOffers, basePackageChanges } from '../../db/schema';
import { addDays } from '../products/dates';
import { auditsOf } from '../subscription-pause/test-kit';
import { acceptOffer, offerOn, packageHolder, TO_PEO_LITE } from './test-kit';

/** Accepts of a downgrade offer racing each other on PostgreSQL (decision 0075). */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
  await offerOn(t, 'peo-family', TO_PEO_LITE);
});
afterAll(() => t.close());

describe('downgrade offer races on PostgreSQL', () => {
  it('six accepts at once: one scheduled downgrade, one accepted row, one audit row each, one answer', async () => {
    const end = dateFromToday(20);
    const who = await packageHolder(t, end);
    const answers = await Promise.all(Array.from({ length: 6 }, () => acceptOffer(t, who, TO_PEO_LITE)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = answers.map((answer) => answer.json<AcceptedRetentionOffer>());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(
      await t.db.select().from(acceptedRetentionOffers).where(eq(acceptedRetentionOffers.purchaseId, who.purchaseId)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(basePackageChanges).where(eq(basePackageChanges.connectionId, who.connectionId)),
    ).toEqual([
      expect.objectContaining({
        status: 'PENDING',
        toProductId: demo.productId('peo-lite'),
        changeDate: addDays(end, 1),
      }),
    ]);
    expect(await auditsOf(t, who.purchaseId, 'purchase.retention_accept')).toHaveLength(1);
    expect(await auditsOf(t, who.connectionId, 'package.downgrade_scheduled')).toHaveLength(1);
  });
});
