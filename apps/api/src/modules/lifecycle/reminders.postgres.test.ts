import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, insertPurchase } from '../../../test/catalogue';
import { createAccount } from '../../../test/factories';
import { sweepContext } from '../../../test/sweep-context';
import { outboxMessages, purchases, sentReminders } from '../../db/schema';
import { addDays } from '../products/dates';
import { sendReminders } from './reminders';
import { runLifecycleSweep } from './sweep';

/**
 * Decision 0066's "once each", on PostgreSQL, where two sweeps really run at once (PGlite runs one
 * statement at a time): the sweeps of two api instances on one database, started together, send each
 * reminder once; so do many sends of the same reminder racing each other.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function dueSubscriptions(count: number, end: string) {
  const made: { purchaseId: string; mobile: string; email: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const mobile = `+9477${String(5_000_000 + index + Math.floor(Math.random() * 4_000_000))}`;
    const account = await createAccount(t.db, { connections: [{ connectionType: 1, mobile }] });
    const purchaseId = await insertPurchase(t.db, {
      connectionId: account.connectionIds[0] ?? '',
      product: 'hbo',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
      billingEndDate: end,
    });
    await t.db.update(purchases).set({ price: 450 }).where(eq(purchases.id, purchaseId));
    made.push({ purchaseId, mobile, email: account.email });
  }
  return made;
}

describe('reminders under concurrent sweeps', () => {
  it('two sweeps started together remind each renewal once: one row and one SMS and e-mail each', async () => {
    const asOf = dateFromToday(40);
    const due = await dueSubscriptions(12, addDays(asOf, 3));
    const [first, second] = await Promise.all([
      runLifecycleSweep(sweepContext(t), asOf),
      runLifecycleSweep(sweepContext(t), asOf),
    ]);
    expect(first?.errors).toBe(0);
    expect(second?.errors).toBe(0);
    expect((first?.renewalReminders ?? 0) + (second?.renewalReminders ?? 0)).toBeGreaterThanOrEqual(due.length);

    const ids = due.map((item) => item.purchaseId);
    const rows = await t.db.select().from(sentReminders).where(inArray(sentReminders.purchaseId, ids));
    expect(rows).toHaveLength(due.length);
    const recipients = due.flatMap((item) => [item.mobile, item.email]);
    const messages = await t.db
      .select({ recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(inArray(outboxMessages.recipient, recipients));
    expect(messages.map((message) => message.recipient).sort()).toEqual([...recipients].sort());

    // A rerun of the day sends nothing more.
    await runLifecycleSweep(sweepContext(t), asOf);
    expect(await t.db.select().from(sentReminders).where(inArray(sentReminders.purchaseId, ids))).toHaveLength(
      due.length,
    );
  });

  it('many sends of one reminder at once record and queue it once', async () => {
    const asOf = dateFromToday(55);
    const [due] = await dueSubscriptions(1, addDays(asOf, 3));
    const context = sweepContext(t);
    const dunning = {
      retryDays: context.renewalRetryDays,
      publicUrl: context.publicUrl,
      sms: t.app.integrations.sms,
      email: t.app.integrations.email,
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sendReminders(t.db, dunning, 'renewal', [due?.purchaseId ?? ''], asOf)),
    );
    expect(answers.flat()).toEqual([{ kind: 'renewal', sms: true, email: true }]);
    const messages = await t.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.recipient, [due?.mobile ?? '', due?.email ?? '']));
    expect(messages).toHaveLength(2);
  });
});
