import type { ProductDetail } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo } from '../../../test/catalogue';
import { hboMonthlySubscribeBody } from '../../../test/purchases';
import { sweepContext } from '../../../test/sweep-context';
import { products, purchases } from '../../db/schema';
import { runLifecycleSweep } from '../lifecycle/sweep';
import { addMonths } from '../products/dates';
import { holder, linesOf, pause, purchaseRow } from './test-kit';

/**
 * A base package's pause (decision 0074) racing the sweep's renewal of the same day and a purchase on
 * its connection, on PostgreSQL: one outcome each, never a charged period paused, never a purchase
 * beside a paused base package.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
  await t.db
    .update(products)
    .set({ pauseAllowed: true })
    .where(eq(products.id, demo.productId('peo-family')));
});
afterAll(() => t.close());

const ROUNDS = 6;
const baseHolder = (billingEndDate: string) => holder(t, { product: 'peo-family', offer: 'monthly', billingEndDate });

describe('base package pause races on PostgreSQL', () => {
  it("the pause and the sweep's renewal on the renewal day: charged or paused, never both", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const end = dateFromToday(0);
      const who = await baseHolder(end);
      const [answer] = await Promise.all([pause(t, who, 1), runLifecycleSweep(sweepContext(t), end)]);
      expect(answer.statusCode, answer.body).toBe(200);
      const lines = await linesOf(t, who.purchaseId);
      const row = await purchaseRow(t, who.purchaseId);
      expect(lines.length).toBeLessThanOrEqual(1);
      const paidUntil = lines.length === 0 ? end : addMonths(end, 1);
      expect(row).toMatchObject({ billingEndDate: paidUntil, pauseResumesOn: addMonths(paidUntil, 1) });
      expect(answer.json().accessUntil).toBe(paidUntil);
      await runLifecycleSweep(sweepContext(t), end);
      expect(await linesOf(t, who.purchaseId)).toHaveLength(lines.length);
    }
  });

  it('the pause and a purchase on its connection: one of them is refused', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const who = await baseHolder(dateFromToday(12));
      const page = await t.app.inject({
        url: `/api/billing/v1/billing/user-products/${demo.productId('hbo')}?conid=${who.connectionId}`,
        headers: who.headers,
      });
      const [paused, bought] = await Promise.all([
        pause(t, who, 1),
        t.app.inject({
          method: 'POST',
          url: '/api/billing/v1/billing/user-purchase/subscribe',
          headers: who.headers,
          payload: hboMonthlySubscribeBody(who.connectionId, page.json<ProductDetail>()),
        }),
      ]);
      expect([paused.statusCode, bought.statusCode].sort()).toEqual(
        paused.statusCode === 200 ? [200, 422] : [200, 409],
      );
      const live = await t.db.select().from(purchases).where(eq(purchases.connectionId, who.connectionId));
      const base = await purchaseRow(t, who.purchaseId);
      if (paused.statusCode === 200) expect(live).toHaveLength(1);
      else expect(base.pauseResumesOn).toBeNull();
    }
  });
});
