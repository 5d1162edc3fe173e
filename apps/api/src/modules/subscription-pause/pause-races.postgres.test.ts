import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday } from '../../../test/catalogue';
import { firstCardPayment } from '../../../test/first-card-payment';
import { sweepContext } from '../../../test/sweep-context';
import { transactions } from '../../db/schema';
import { runLifecycleSweep } from '../lifecycle/sweep';
import { addDays, addMonths, utcDate } from '../products/dates';
import { auditsOf, holder, linesOf, pause, purchaseRow, resume } from './test-kit';

/**
 * Pauses racing each other and the sweep on PostgreSQL, where requests really run side by side: each
 * race has exactly one outcome, and a period is never both charged and paused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
});
afterAll(() => t.close());

const ROUNDS = 6;

describe('pause races on PostgreSQL', () => {
  it("a pause and the sweep's renewal on the renewal day: charged or paused, never both", async () => {
    let paused = 0;
    let charged = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const end = dateFromToday(0);
      const who = await holder(t, { billingEndDate: end });
      const [answer] = await Promise.all([pause(t, who, 1), runLifecycleSweep(sweepContext(t), end)]);
      expect(answer.statusCode, answer.body).toBe(200);
      const lines = await linesOf(t, who.purchaseId);
      const row = await purchaseRow(t, who.purchaseId);
      if (lines.length === 0) {
        // The pause came first: the period is not charged, access runs to its end.
        paused += 1;
        expect(row).toMatchObject({ billingEndDate: end, pauseResumesOn: addMonths(end, 1) });
      } else {
        // The renewal came first: the period renewed is the subscriber's; the pause starts after it.
        charged += 1;
        expect(lines).toHaveLength(1);
        expect(row).toMatchObject({ billingEndDate: addMonths(end, 1), pauseResumesOn: addMonths(end, 2) });
      }
      expect(answer.json().accessUntil).toBe(row.billingEndDate);
      // Whoever won, a second sweep of the day charges nothing more.
      await runLifecycleSweep(sweepContext(t), end);
      expect(await linesOf(t, who.purchaseId)).toHaveLength(lines.length);
    }
    expect(paused + charged).toBe(ROUNDS);
  });

  it("a card payer's pause and the sweep's card renewal: paused uncharged, or charged and not paused for it", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const end = dateFromToday(0);
      const who = await holder(t, { billingEndDate: end }, { connectionType: 7, serviceType: 'Prepaid' });
      await firstCardPayment(t.db, {
        connectionId: who.connectionId,
        purchaseId: who.purchaseId,
        cardNumber: '4916217501611292',
      });
      const [answer] = await Promise.all([pause(t, who, 1), runLifecycleSweep(sweepContext(t), end)]);
      const charges = await t.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.purchaseId, who.purchaseId), eq(transactions.purpose, 'RENEWAL')));
      const row = await purchaseRow(t, who.purchaseId);
      if (answer.statusCode === 409) {
        // The sweep had claimed the period: its charge went on, and the pause was refused while it ran.
        expect(answer.json().message).toBe(
          'A payment for this subscription is being processed. Please try again later.',
        );
        expect(charges).toHaveLength(1);
        expect(row.pauseResumesOn).toBeNull();
      } else {
        expect(answer.statusCode, answer.body).toBe(200);
        // Paused before the claim: nothing charged; or after the charge: the pause starts after it.
        expect(charges.length).toBeLessThanOrEqual(1);
        expect(row.billingEndDate).toBe(charges.length === 0 ? end : addMonths(end, 1));
        expect(row.pauseResumesOn).toBe(addMonths(row.billingEndDate ?? '', 1));
      }
    }
  });

  it('two pause requests at once: the same answer, one pause recorded', async () => {
    const who = await holder(t, { billingEndDate: dateFromToday(9) });
    const answers = await Promise.all(Array.from({ length: 6 }, () => pause(t, who, 2)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await auditsOf(t, who.purchaseId, 'purchase.pause')).toHaveLength(1);
  });

  it("a pause for 1 and one for 3 at once: one wins, the other is told it's paused already", async () => {
    const who = await holder(t, { billingEndDate: dateFromToday(9) });
    const answers = await Promise.all([pause(t, who, 1), pause(t, who, 3)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditsOf(t, who.purchaseId, 'purchase.pause')).toHaveLength(1);
  });

  it('an early resume and the sweep resuming on the day: resumed once, charged once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Paid until 32 days ago, paused for a month: its resume day has come.
      const end = dateFromToday(-32);
      const who = await holder(t, { billingEndDate: end });
      expect((await pause(t, who, 1)).statusCode).toBe(200);
      await runLifecycleSweep(sweepContext(t), addDays(end, 2));
      expect((await purchaseRow(t, who.purchaseId)).pausedAt).not.toBeNull();

      const today = utcDate(new Date());
      const [answer] = await Promise.all([resume(t, who), runLifecycleSweep(sweepContext(t), today)]);
      expect(answer.statusCode, answer.body).toBe(200);
      const resumed = [
        ...(await auditsOf(t, who.purchaseId, 'purchase.resume')),
        ...(await auditsOf(t, who.purchaseId, 'lifecycle.resume')),
      ];
      expect(resumed).toHaveLength(1);
      await runLifecycleSweep(sweepContext(t), today);
      expect(await linesOf(t, who.purchaseId)).toHaveLength(1);
      expect(await purchaseRow(t, who.purchaseId)).toMatchObject({
        pauseResumesOn: null,
        pausedAt: null,
        provisioningStatus: 'SUCCESS',
      });
    }
  });
});
