import type { AcceptedRetentionOffer } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday } from '../../../test/catalogue';
import { sweepContext } from '../../../test/sweep-context';
import { acceptedRetentionOffers } from '../../db/schema';
import { runLifecycleSweep } from '../lifecycle/sweep';
import { addMonths } from '../products/dates';
import { auditsOf, holder, linesOf, purchaseRow } from '../subscription-pause/test-kit';
import { acceptOffer, offerOnHbo, TWO_MONTHS_PAUSE } from './test-kit';

/** Accepts of a pause offer racing each other and the sweep on PostgreSQL (decision 0073). */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
  await offerOnHbo(t, TWO_MONTHS_PAUSE);
});
afterAll(() => t.close());

describe('pause offer races on PostgreSQL', () => {
  it('six accepts at once: one pause, one accepted row, one audit row each, every answer the same', async () => {
    const end = dateFromToday(20);
    const who = await holder(t, { billingEndDate: end });
    const answers = await Promise.all(Array.from({ length: 6 }, () => acceptOffer(t, who, TWO_MONTHS_PAUSE)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = answers.map((answer) => answer.json<AcceptedRetentionOffer>());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(
      await t.db.select().from(acceptedRetentionOffers).where(eq(acceptedRetentionOffers.purchaseId, who.purchaseId)),
    ).toHaveLength(1);
    expect(await auditsOf(t, who.purchaseId, 'purchase.retention_accept')).toHaveLength(1);
    expect(await auditsOf(t, who.purchaseId, 'purchase.pause')).toHaveLength(1);
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({ pausePeriods: 2, pauseResumesOn: addMonths(end, 2) });
  });

  it('an accept racing the renewal day has one outcome: paused before it, or paused after it renewed', async () => {
    const end = dateFromToday(0);
    const who = await holder(t, { billingEndDate: end });
    const [accept] = await Promise.all([
      acceptOffer(t, who, TWO_MONTHS_PAUSE),
      runLifecycleSweep(sweepContext(t), end),
    ]);
    const row = await purchaseRow(t, who.purchaseId);
    const lines = await linesOf(t, who.purchaseId);
    if (lines.length === 0) {
      // The pause came first: the period ending today is the last paid one, nothing renews until the resume.
      expect(accept.statusCode, accept.body).toBe(200);
      expect(row).toMatchObject({ billingEndDate: end, pausePeriods: 2, pauseResumesOn: addMonths(end, 2) });
    } else {
      // The renewal came first and is the subscriber's; the pause starts after that paid period.
      expect(lines).toHaveLength(1);
      expect(accept.statusCode, accept.body).toBe(200);
      expect(row).toMatchObject({
        billingEndDate: addMonths(end, 1),
        pausePeriods: 2,
        pauseResumesOn: addMonths(end, 3),
      });
    }
    expect(await auditsOf(t, who.purchaseId, 'purchase.retention_accept')).toHaveLength(1);
  });
});
