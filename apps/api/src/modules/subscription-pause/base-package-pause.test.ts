import type { ProductDetail } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, insertPurchase } from '../../../test/catalogue';
import { DEFAULT_PIN } from '../../../test/factories';
import { hboMonthlySubscribeBody } from '../../../test/purchases';
import { basePackageChanges, products, purchases } from '../../db/schema';
import type { SandboxProvisioning } from '../../integrations/provisioning';
import { addDays, addMonths, utcDate } from '../products/dates';
import { auditsOf, holder, linesOf, pause, purchaseRow, resume, sweep } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ renewalRetryDays: [] });
});
afterAll(() => t.close());

const platform = () => t.app.integrations.provisioning as SandboxProvisioning;
const BILLING = '/api/billing/v1/billing';
const PEO_FAMILY = demo.productId('peo-family');

const allowPause = (allowed: boolean) =>
  t.db.update(products).set({ pauseAllowed: allowed }).where(eq(products.id, PEO_FAMILY));

/** A connection whose only purchase is PEO Family monthly (Rs 450 a month here), with a bundled channel. */
async function baseHolder(billingEndDate = dateFromToday(10)) {
  const who = await holder(t, { product: 'peo-family', offer: 'monthly', billingEndDate });
  const bundled = await insertPurchase(t.db, {
    connectionId: who.connectionId,
    product: 'hbo',
    status: 'PURCHASE_COMPLETE',
  });
  await t.db.update(purchases).set({ parentPurchaseId: who.purchaseId }).where(eq(purchases.id, bundled));
  return { ...who, bundled };
}

describe("a base package's pause", () => {
  it('is refused with the same 422 while the operator has not allowed it', async () => {
    await allowPause(false);
    const who = await baseHolder();
    const response = await pause(t, who, 1);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This product cannot be paused.');
    expect((await purchaseRow(t, who.purchaseId)).pauseResumesOn).toBeNull();
  });

  it('pauses once allowed, audited as a base package, and the package page says it may', async () => {
    await allowPause(true);
    const end = dateFromToday(10);
    const who = await baseHolder(end);
    const page = await t.app.inject({
      url: `${BILLING}/user-products/${PEO_FAMILY}?conid=${who.connectionId}`,
      headers: who.headers,
    });
    expect(page.json<ProductDetail>().pauseAllowed).toBe(true);
    const response = await pause(t, who, 3);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      purchaseId: who.purchaseId,
      periods: 3,
      accessUntil: end,
      resumesOn: addMonths(end, 3),
      accessPaused: false,
    });
    expect(await auditsOf(t, who.purchaseId, 'purchase.pause')).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ basePackage: true, periods: 3 }) }),
    ]);
  });

  it('still pauses monthly only, for 1-3 months, and only on the caller’s connection', async () => {
    await allowPause(true);
    const who = await baseHolder();
    for (const periods of [0, 4]) expect((await pause(t, who, periods)).statusCode).toBe(400);
    const intruder = await holder(t);
    expect((await pause(t, intruder, 1, who.purchaseId)).statusCode).toBe(404);
    expect((await resume(t, intruder, who.purchaseId)).statusCode).toBe(404);
    const quarterly = await holder(t, {
      product: 'peo-family',
      offer: 'quarterly',
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
    });
    expect((await pause(t, quarterly, 1)).json().message).toBe('One-off purchases cannot be paused.');
    expect((await purchaseRow(t, who.purchaseId)).pauseResumesOn).toBeNull();
  });

  it('is refused while anything else runs on the connection, or a package change waits', async () => {
    await allowPause(true);
    const who = await baseHolder();
    const channel = await insertPurchase(t.db, {
      connectionId: who.connectionId,
      product: 'cinemax',
      offer: 'monthly',
      status: 'PURCHASE_PENDING_REMOVE',
      billingEndDate: dateFromToday(4),
    });
    const refused = await pause(t, who, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your base package cannot be paused while other purchases on this connection are running. Unsubscribe from them, or wait until they end, first.',
    );
    await t.db.update(purchases).set({ status: 'PURCHASE_REMOVED' }).where(eq(purchases.id, channel));
    await t.db.insert(basePackageChanges).values({
      connectionId: who.connectionId,
      fromProductId: PEO_FAMILY,
      toProductId: demo.productId('peo-lite'),
      toPurchaseOptionId: demo.optionId('peo-lite', 'monthly'),
      changeType: 'DOWNGRADE',
      changeDate: dateFromToday(10),
      status: 'PENDING',
      requestedAt: new Date(),
    });
    const waiting = await pause(t, who, 1);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('Your base package cannot be paused while a package change is waiting.');
    expect(await auditsOf(t, who.purchaseId, 'purchase.pause')).toEqual([]);
  });

  it('blocks purchases on the connection while paused, in the language asked for', async () => {
    await allowPause(true);
    const who = await baseHolder();
    expect((await pause(t, who, 2)).statusCode).toBe(200);
    const resumesOn = (await purchaseRow(t, who.purchaseId)).pauseResumesOn;
    const hbo = await t.app.inject({
      url: `${BILLING}/user-products/${demo.productId('cinemax')}?conid=${who.connectionId}`,
      headers: who.headers,
    });
    const page = hbo.json<ProductDetail>();
    const body = hboMonthlySubscribeBody(who.connectionId, page, {
      productId: demo.productId('cinemax'),
      purchaseOption: demo.optionId('cinemax', 'monthly'),
    });
    for (const [language, text] of [
      ['en', `Purchases are not available while your base package is paused (until ${resumesOn}). Resume it first.`],
      [
        'ta',
        `உங்கள் அடிப்படைப் பொதி (${resumesOn} வரை) இடைநிறுத்தப்பட்டிருக்கும்போது கொள்வனவுகளை மேற்கொள்ள முடியாது. முதலில் அதை மீளத் தொடங்கவும்.`,
      ],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${BILLING}/user-purchase/subscribe`,
        headers: { ...who.headers, 'accept-language': language },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message).toBe(text);
    }
    const live = await t.db.select().from(purchases).where(eq(purchases.connectionId, who.connectionId));
    expect(live.map((row) => row.productId).sort()).toEqual([PEO_FAMILY, demo.productId('hbo')].sort());
  });

  it('refuses a package change while paused, and allows it once resumed', async () => {
    await allowPause(true);
    const who = await baseHolder();
    expect((await pause(t, who, 1)).statusCode).toBe(200);
    const resumesOn = (await purchaseRow(t, who.purchaseId)).pauseResumesOn;
    const change = () =>
      t.app.inject({
        method: 'POST',
        url: `${BILLING}/user-purchase/basepackage/change`,
        headers: who.headers,
        payload: {
          userConnectionId: who.connectionId,
          userId: who.account.id,
          userConnectionType: 1,
          productId: demo.productId('peo-premium'),
          purchaseOptionId: demo.optionId('peo-premium', 'monthly'),
          productTypeId: demo.typeId('package'),
          pin: DEFAULT_PIN,
          changeType: 'UPGRADE',
        },
      });
    const refused = await change();
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(
      `Purchases are not available while your base package is paused (until ${resumesOn}). Resume it first.`,
    );
    expect((await resume(t, who)).statusCode).toBe(200);
    const allowed = await change();
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

describe('the sweep and a paused base package', () => {
  it('takes the package and what it includes off after the paid period, charges nothing, renews on the day', async () => {
    await allowPause(true);
    const end = dateFromToday(3);
    const who = await baseHolder(end);
    expect((await pause(t, who, 1)).statusCode).toBe(200);
    await sweep(t, end);
    expect(await linesOf(t, who.purchaseId)).toHaveLength(0);
    await sweep(t, addDays(end, 2));
    await vi.waitFor(
      () => {
        expect(platform().removed).toContain(who.purchaseId);
        expect(platform().removed).toContain(who.bundled);
      },
      { timeout: 15_000 },
    );
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({
      status: 'PURCHASE_COMPLETE',
      pausedAt: expect.any(Date),
    });
    await sweep(t, addDays(addMonths(end, 1), -1));
    expect(await linesOf(t, who.purchaseId)).toHaveLength(0);

    const resumesOn = addMonths(end, 1);
    await sweep(t, resumesOn);
    expect(await linesOf(t, who.purchaseId)).toEqual([expect.objectContaining({ amount: 450 })]);
    expect(await purchaseRow(t, who.purchaseId)).toMatchObject({
      billingEndDate: addMonths(resumesOn, 1),
      pauseResumesOn: null,
      provisioningStatus: 'SUCCESS',
    });
    expect((await purchaseRow(t, who.bundled)).provisioningStatus).toBe('SUCCESS');
  });

  it('resumes early at the subscriber’s asking: access back at once, charged by the next sweep', async () => {
    await allowPause(true);
    const who = await baseHolder(dateFromToday(-5));
    expect((await pause(t, who, 2)).statusCode).toBe(200);
    await sweep(t, dateFromToday(0));
    expect((await purchaseRow(t, who.purchaseId)).pausedAt).not.toBeNull();
    const today = utcDate(new Date());
    const response = await resume(t, who);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ purchaseId: who.purchaseId, renewsOn: today });
    expect((await purchaseRow(t, who.bundled)).provisioningStatus).toBe('SUCCESS');
    await sweep(t, today);
    expect(await linesOf(t, who.purchaseId)).toEqual([expect.objectContaining({ amount: 450 })]);
    expect(await auditsOf(t, who.purchaseId, 'purchase.resume')).toHaveLength(1);
  });
});
