import {
  type ConsolePriceChange,
  type ConsolePriceChangeCreated,
  type ConsolePriceChangePreview,
  type ConsoleProduct,
  type ConsolePurchaseOption,
  nextDate,
  type ProductDetail,
  sriLankaDate,
} from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { sweepContext } from '../../../test/sweep-context';
import { auditLog, billLines, type PurchaseStatus, purchases } from '../../db/schema';
import { runLifecycleSweep, type SweepCounts } from '../lifecycle/sweep';
import { channelForm, consoleCaller } from './test-kit';

let t: TestApp;
let manager: Awaited<ReturnType<typeof consoleCaller>>;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
  manager = await consoleCaller(t, 'catalogue_manager');
});
afterAll(() => t.close());

const today = () => sriLankaDate(new Date());
const tomorrow = () => nextDate(today());
const yesterday = () => new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function sweep(asOf: string): Promise<SweepCounts> {
  const response = await t.app.inject({ method: 'POST', url: '/sandbox/lifecycle/sweep', payload: { asOf } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SweepCounts>();
}

/** A new standalone channel at `price` a month; its product and only option. */
async function pricedProduct(name: string, price: number) {
  const response = await manager.call('POST', '/products', channelForm(name, price));
  expect(response.statusCode, response.body).toBe(201);
  const product = response.json<ConsoleProduct>();
  const [option] = product.purchaseOptions;
  if (!option) throw new Error('no option');
  return { product, option };
}

/** A bill payer's subscription to the product at `price` a period, its period ending `billingEndDate`. */
async function subscription(
  productId: string,
  optionId: string,
  price: number,
  status: PurchaseStatus,
  billingEndDate: string,
) {
  const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
  const [row] = await t.db
    .insert(purchases)
    .values({
      connectionId: account.connectionIds[0] ?? '',
      productId,
      purchaseOptionId: optionId,
      purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
      status,
      paymentStatus: 'SUCCESS',
      provisioningStatus: 'SUCCESS',
      paymentMethod: 'MONTHLY_BILL',
      price,
      discountAmount: 0,
      purchasedAt: new Date(Date.now() - 20 * 86_400_000),
      billingStartDate: yesterday(),
      billingEndDate,
    })
    .returning({ id: purchases.id });
  return row?.id ?? '';
}

const purchaseRow = async (id: string) => (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0];
const appliedAudits = (changeId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'console.price_change_applied'), eq(auditLog.subjectId, changeId)));

describe('dated price changes', () => {
  it('previews, schedules once a day, and applies on its day before the renewals', async () => {
    const { product, option } = await pricedProduct('Dated Price TV', 500);
    // One subscriber pays 50 less than the option (a discount or voucher), one the full price, one has unsubscribed.
    const discounted = await subscription(product.id, option.id, 450, 'PURCHASE_COMPLETE', tomorrow());
    const full = await subscription(product.id, option.id, 500, 'PURCHASE_COMPLETE', nextDate(tomorrow()));
    const leaving = await subscription(product.id, option.id, 500, 'PURCHASE_PENDING_REMOVE', tomorrow());

    const base = `/purchase-options/${option.id}/price-changes`;
    const preview = await manager.call('GET', `${base}/preview?price=600&effectiveOn=${tomorrow()}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ConsolePriceChangePreview>()).toEqual({
      affectedSubscriptions: 2,
      currentPrice: 500,
      newPrice: 600,
      effectiveOn: tomorrow(),
    });

    const past = await manager.call('POST', base, { price: 600, effectiveOn: yesterday() });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toContain(today());
    expect((await manager.call('POST', base, { price: 600, effectiveOn: '2026-02-30' })).statusCode).toBe(400);
    expect((await manager.call('POST', base, { price: 1.005, effectiveOn: tomorrow() })).statusCode).toBe(400);

    const created = await manager.call('POST', base, { price: 600, effectiveOn: tomorrow() });
    expect(created.statusCode, created.body).toBe(201);
    const change = created.json<ConsolePriceChangeCreated>();
    expect(change).toMatchObject({
      price: 600,
      effectiveOn: tomorrow(),
      status: 'scheduled',
      affectedSubscriptions: 2,
    });
    const twice = await manager.call('POST', base, { price: 650, effectiveOn: tomorrow() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toContain(tomorrow());

    // Another day's change can be removed while it waits.
    const later = (
      await manager.call('POST', base, { price: 700, effectiveOn: nextDate(nextDate(tomorrow())) })
    ).json<ConsolePriceChange>();
    expect((await manager.call('DELETE', `/price-changes/${later.id}`)).statusCode).toBe(204);
    expect((await manager.call('DELETE', `/price-changes/${later.id}`)).statusCode).toBe(404);
    const listed = (await manager.call('GET', base)).json<{ items: ConsolePriceChange[] }>().items;
    expect(listed.map((item) => item.id)).toEqual([change.id]);

    // Today's sweep is a day early: nothing changes.
    await sweep(today());
    const optionNow = async () =>
      (await manager.call('GET', `/products/${product.id}/purchase-options`)).json<{ items: ConsolePurchaseOption[] }>()
        .items[0];
    expect(await optionNow()).toMatchObject({
      price: 500,
      scheduledPriceChanges: [expect.objectContaining({ id: change.id })],
    });
    expect((await purchaseRow(discounted))?.price).toBe(450);

    const counts = await sweep(tomorrow());
    expect(counts.priceChangesApplied).toBeGreaterThanOrEqual(1);
    expect(await optionNow()).toMatchObject({ price: 600, purchasePrice: 600, scheduledPriceChanges: [] });
    // New purchases are quoted the new price.
    const portal = (await t.app.inject({ url: `/api/products/v1/products/${product.id}` })).json<ProductDetail>();
    expect(portal.purchaseOption).toMatchObject({ defaultPrice: 600, purchasePrice: 600 });
    // The renewal due that day charged the new price, less the subscriber's own 50.
    const lines = await t.db.select().from(billLines).where(eq(billLines.purchaseId, discounted));
    expect(lines.map((line) => line.amount)).toEqual([550]);
    expect(await purchaseRow(discounted)).toMatchObject({ price: 550, discountAmount: 50 });
    expect(await purchaseRow(full)).toMatchObject({ price: 600, discountAmount: 0 });
    expect((await purchaseRow(leaving))?.price).toBe(500);

    await sweep(tomorrow());
    const audits = await appliedAudits(change.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      staffId: manager.staff.id,
      details: expect.objectContaining({
        before: expect.objectContaining({ price: 500 }),
        after: expect.objectContaining({ price: 600 }),
      }),
    });
    const applied = (await manager.call('GET', base)).json<{ items: ConsolePriceChange[] }>().items;
    expect(applied[0]).toMatchObject({ id: change.id, status: 'applied' });
    expect((await manager.call('DELETE', `/price-changes/${change.id}`)).statusCode).toBe(409);
    const scheduled = await manager.audit(`action=console.schedule_price_change&subjectId=${change.id}`);
    expect(scheduled[0]?.details).toMatchObject({
      after: expect.objectContaining({ price: 600, affectedSubscriptions: 2 }),
    });
  });

  it('is applied once when two sweeps run at the same time', async () => {
    const { product, option } = await pricedProduct('Raced Price TV', 300);
    const held = await subscription(product.id, option.id, 280, 'PURCHASE_COMPLETE', nextDate(nextDate(tomorrow())));
    const created = await manager.call('POST', `/purchase-options/${option.id}/price-changes`, {
      price: 360,
      effectiveOn: today(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const change = created.json<ConsolePriceChange>();
    const context = sweepContext(t);
    await Promise.all([runLifecycleSweep(context, today()), runLifecycleSweep(context, today())]);
    expect(await appliedAudits(change.id)).toHaveLength(1);
    expect(await purchaseRow(held)).toMatchObject({ price: 340, discountAmount: 20 });
  });

  it('refuses unknown options and changes', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await manager.call('GET', `/purchase-options/${unknown}/price-changes`)).statusCode).toBe(404);
    const post = await manager.call('POST', `/purchase-options/${unknown}/price-changes`, {
      price: 10,
      effectiveOn: tomorrow(),
    });
    expect(post.statusCode).toBe(404);
    expect((await manager.call('DELETE', `/price-changes/${unknown}`)).statusCode).toBe(404);
  });
});
