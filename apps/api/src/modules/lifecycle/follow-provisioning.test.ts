import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp, testConfig } from '../../../test/app';
import { buyHboOnBill, purchaseState } from '../../../test/purchases';
import { purchases } from '../../db/schema';
import { createIntegrations } from '../../integrations';
import type { Provisioning, ProvisioningOutcome, ProvisioningRequest } from '../../integrations/provisioning';
import { followProvisioning } from './follow-provisioning';

/** A TV platform that answers what it is told to, per purchase, and records every ask. */
class ScriptedPlatform implements Provisioning {
  readonly answers = new Map<string, ProvisioningOutcome[]>();
  readonly asked: string[] = [];
  nextAnswer: ProvisioningOutcome[] = [];

  async provision(request: ProvisioningRequest): Promise<ProvisioningOutcome> {
    this.asked.push(request.purchaseId);
    const script = this.answers.get(request.purchaseId) ?? this.nextAnswer;
    this.answers.set(request.purchaseId, script);
    return script.length > 1 ? (script.shift() as ProvisioningOutcome) : (script[0] ?? 'SUCCESS');
  }

  async remove(): Promise<ProvisioningOutcome> {
    return 'SUCCESS';
  }
}

const platform = new ScriptedPlatform();
const base = testConfig().jobQueue;
// Two asks after the purchase's own, 1 s and then about 2 s later, polled every half second.
const jobQueue = { ...base, pollSeconds: 0.5, provisioning: { retryLimit: 2, retryDelaySeconds: 1 } };
let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp(
    { jobQueue },
    { ...createIntegrations(testConfig({ jobQueue }), pino({ level: 'silent' })), provisioning: platform },
  );
});
afterAll(() => t.close());

const stateOf = (id: string) => purchaseState(t.db, id);

/** HBO bought on the bill, the platform answering `answers` in turn (the last one from then on). */
async function buyWhilePlatformAnswers(answers: ProvisioningOutcome[]) {
  platform.nextAnswer = [...answers];
  const { connectionId } = await buyHboOnBill(t);
  const [purchase] = await t.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.connectionId, connectionId));
  return purchase?.id ?? '';
}

async function until(id: string, provisioningStatus: ProvisioningOutcome) {
  await expect.poll(async () => (await stateOf(id))?.provisioningStatus, { timeout: 15_000 }).toBe(provisioningStatus);
}

describe('the provisioning follow-up job', () => {
  it('asks the platform again with back-off and completes the purchase once it has finished', async () => {
    const id = await buyWhilePlatformAnswers(['PENDING', 'SUCCESS']);
    expect(await stateOf(id)).toEqual({ status: 'PAYMENT_SUCCESS', provisioningStatus: 'PENDING' });

    await until(id, 'SUCCESS');
    expect(await stateOf(id)).toEqual({ status: 'PURCHASE_COMPLETE', provisioningStatus: 'SUCCESS' });
    expect(platform.asked.filter((asked) => asked === id)).toHaveLength(2);
  });

  it('gives the provisioning up as FAILURE after its last ask, the purchase still paid', async () => {
    const id = await buyWhilePlatformAnswers(['PENDING']);

    await until(id, 'FAILURE');
    expect(await stateOf(id)).toEqual({ status: 'PAYMENT_SUCCESS', provisioningStatus: 'FAILURE' });
    // The purchase's own ask, then the job's first try and its two retries.
    expect(platform.asked.filter((asked) => asked === id)).toHaveLength(4);
  });

  it('asks nothing for a purchase the platform finished at once', async () => {
    const id = await buyWhilePlatformAnswers(['SUCCESS']);
    expect(await stateOf(id)).toEqual({ status: 'PURCHASE_COMPLETE', provisioningStatus: 'SUCCESS' });
    // The job's first try comes after a second and finds nothing to do.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(platform.asked.filter((asked) => asked === id)).toHaveLength(1);
  });

  it('records the platform status of a running purchase left PENDING (a package switched, a connection reactivated)', async () => {
    const id = await buyWhilePlatformAnswers(['SUCCESS']);
    await t.db.update(purchases).set({ provisioningStatus: 'PENDING' }).where(eq(purchases.id, id));
    platform.answers.set(id, ['FAILURE']);

    expect(
      await followProvisioning(
        { db: t.db, integrations: t.app.integrations, publicUrl: '', metrics: t.app.metrics },
        id,
      ),
    ).toBe('completed');
    expect(await stateOf(id)).toEqual({ status: 'PURCHASE_COMPLETE', provisioningStatus: 'FAILURE' });
  });
});
