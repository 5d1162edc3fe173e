import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_STUB, type OperatorStub, startOperatorStub } from '../../../stubs/operator';
import { createSeededTestApp, type TestApp, testConfig } from '../../../test/app';
import { purchases } from '../../db/schema';
import { createIntegrations } from '../../integrations';
import { HsenidOperatorBilling } from '../../integrations/hsenid-operator-billing';
import { hboPage, mobitelSubscriber, purchase, purchaseBody } from './test-kit';

/** The purchase route while the operator's CaaS is down: a few charges fail, then its circuit opens. */
let stub: OperatorStub;
let billing: HsenidOperatorBilling;
let t: TestApp;
beforeAll(async () => {
  stub = await startOperatorStub();
  const log = pino({ level: 'silent' });
  billing = new HsenidOperatorBilling({
    url: stub.url,
    applicationId: OPERATOR_STUB.applicationId,
    password: OPERATOR_STUB.password,
    log,
    timeoutMs: 2000,
    failuresToOpen: 2,
    openSeconds: 40,
  });
  t = await createSeededTestApp({}, { ...createIntegrations(testConfig(), log), operatorBilling: billing });
});
afterAll(async () => {
  await t.close();
  billing.shutdown();
  await stub.close();
});

describe('POST /api/mobitel/v1/purchases with the operator down', () => {
  it('keeps the failed charges PENDING, then answers 503 with Retry-After and writes nothing', async () => {
    stub.caas.next({ kind: 'http', status: 503 });
    stub.caas.next({ kind: 'http', status: 503 });
    for (const _ of [1, 2]) {
      const subscriber = await mobitelSubscriber(t);
      const failed = await purchase(t, subscriber, purchaseBody(subscriber, await hboPage(t, subscriber)));
      expect(failed.statusCode, failed.body).toBe(200);
      expect(failed.json()).toMatchObject({ status: 'SUCCESS', paymentStatus: null });
    }

    const subscriber = await mobitelSubscriber(t);
    const sent = stub.caas.requests.length;
    const refused = await purchase(t, subscriber, purchaseBody(subscriber, await hboPage(t, subscriber)));
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe('40');
    expect(stub.caas.requests).toHaveLength(sent);
    expect(await t.db.select().from(purchases).where(eq(purchases.connectionId, subscriber.connectionId))).toEqual([]);
  }, 90_000);
});
