import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp, testConfig } from '../../../test/app';
import { newHboBuyer, purchaseState } from '../../../test/purchases';
import { sweepContext } from '../../../test/sweep-context';
import { billLines, purchases } from '../../db/schema';
import { createIntegrations } from '../../integrations';
import {
  type ProvisioningOutcome,
  type ProvisioningRequest,
  SandboxProvisioning,
} from '../../integrations/provisioning';
import { runLifecycleSweep } from './sweep';
import { PROVISIONING_GRACE_MS } from './waiting-provisionings';

/** The TV platform, unreachable while `down` is set; it records every purchase it was asked to provision. */
class FlakyPlatform extends SandboxProvisioning {
  down = false;
  readonly asked: string[] = [];

  override async provision(request: ProvisioningRequest): Promise<ProvisioningOutcome> {
    this.asked.push(request.purchaseId);
    if (this.down) throw new Error('platform unreachable');
    return super.provision(request);
  }
}

const platform = new FlakyPlatform();
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp(
    {},
    { ...createIntegrations(testConfig(), pino({ level: 'silent' })), provisioning: platform },
  );
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const sweep = () => runLifecycleSweep(sweepContext(t), today());

/** HBO bought on the bill while the platform was down, its last change `ageMs` ago. */
async function paidAndWaiting(ageMs: number) {
  const { connectionId, headers, body } = await newHboBuyer(t);
  platform.down = true;
  const response = await t.app
    .inject({
      method: 'POST',
      url: '/api/billing/v1/billing/user-purchase/subscribe',
      headers,
      payload: body,
    })
    .finally(() => {
      platform.down = false;
    });
  expect(response.statusCode, response.body).toBe(200);
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.connectionId, connectionId));
  expect(purchase).toMatchObject({ status: 'PAYMENT_SUCCESS', provisioningStatus: 'PENDING' });
  const id = purchase?.id ?? '';
  await t.db
    .update(purchases)
    .set({ updatedAt: new Date(Date.now() - ageMs) })
    .where(eq(purchases.id, id));
  return { id, connectionId };
}

const stateOf = (id: string) => purchaseState(t.db, id);

describe('the sweep provisions again a paid purchase the platform left waiting', () => {
  it('completes one waiting longer than the grace period, once, without charging again', async () => {
    const { id, connectionId } = await paidAndWaiting(PROVISIONING_GRACE_MS + 60_000);
    const first = await sweep();
    expect(first.provisioningsCompleted).toBeGreaterThanOrEqual(1);
    expect(await stateOf(id)).toEqual({ status: 'PURCHASE_COMPLETE', provisioningStatus: 'SUCCESS' });
    expect(await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId))).toHaveLength(1);
    const asked = platform.asked.filter((purchaseId) => purchaseId === id).length;
    await sweep();
    expect(platform.asked.filter((purchaseId) => purchaseId === id)).toHaveLength(asked);
  });

  it('leaves one paid within the grace period to the purchase itself', async () => {
    const { id } = await paidAndWaiting(60_000);
    await sweep();
    expect(await stateOf(id)).toEqual({ status: 'PAYMENT_SUCCESS', provisioningStatus: 'PENDING' });
  });

  it('keeps it waiting while the platform is still down, and asks again only after another grace period', async () => {
    const { id } = await paidAndWaiting(PROVISIONING_GRACE_MS + 60_000);
    platform.down = true;
    const counts = await sweep().finally(() => {
      platform.down = false;
    });
    expect(counts.provisioningsPending).toBeGreaterThanOrEqual(1);
    expect(await stateOf(id)).toEqual({ status: 'PAYMENT_SUCCESS', provisioningStatus: 'PENDING' });
    const asked = platform.asked.filter((purchaseId) => purchaseId === id).length;
    await sweep();
    expect(platform.asked.filter((purchaseId) => purchaseId === id)).toHaveLength(asked);
    expect((await stateOf(id))?.status).toBe('PAYMENT_SUCCESS');
  });

  it('asks the platform once when two sweeps run at the same time', async () => {
    const { id } = await paidAndWaiting(PROVISIONING_GRACE_MS + 60_000);
    const before = platform.asked.filter((purchaseId) => purchaseId === id).length;
    await Promise.all([sweep(), sweep()]);
    expect(platform.asked.filter((purchaseId) => purchaseId === id)).toHaveLength(before + 1);
    expect((await stateOf(id))?.status).toBe('PURCHASE_COMPLETE');
  });
});
