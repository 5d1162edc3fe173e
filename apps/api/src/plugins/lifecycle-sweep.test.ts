import { sriLankaDate } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp } from '../../test/app';
import { dateFromToday, insertPurchase } from '../../test/catalogue';
import { createAccount } from '../../test/factories';
import { purchases, revenueSummaryDays } from '../db/schema';

afterEach(() => {
  vi.useRealTimers();
});

describe('the lifecycle sweep in the server', () => {
  // The seeded app is made inside the test (its interval must be faked first): a minute, as hooks have.
  it('sweeps for today every lifecycleSweepMinutes', { timeout: 60_000 }, async () => {
    // Only the interval is faked: the database and the polling below keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const t = await createSeededTestApp({ lifecycleSweepMinutes: 30 });
    try {
      const account = await createAccount(t.db, { connections: [{}] });
      const purchaseId = await insertPurchase(t.db, {
        connectionId: account.connectionIds[0] ?? '',
        product: 'hbo',
        offer: 'monthly',
        status: 'PURCHASE_PENDING_REMOVE',
        billingEndDate: dateFromToday(-3),
      });
      const status = async () =>
        (await t.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, purchaseId)))[0]
          ?.status;

      vi.advanceTimersByTime(30 * 60_000);
      await vi.waitFor(async () => expect(await status()).toBe('PURCHASE_REMOVED'), { timeout: 15_000, interval: 100 });
      // Then the closed days' revenue (decision 0069): yesterday in Sri Lanka is summarised.
      const yesterday = sriLankaDate(new Date(Date.now() - 86_400_000));
      await vi.waitFor(
        async () =>
          expect(
            await t.db.select().from(revenueSummaryDays).where(eq(revenueSummaryDays.day, yesterday)),
          ).toHaveLength(1),
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      await t.close();
    }
  });
});
