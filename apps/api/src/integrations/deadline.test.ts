import type { ProductDetail, TransactionResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/app';
import { demo } from '../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../test/factories';
import { hboMonthlySubscribeBody } from '../../test/purchases';
import { billLines, purchases, transactions } from '../db/schema';
import {
  hboPage,
  mobitelSubscriber,
  purchase,
  purchaseBody,
  type RecordingOperatorBilling,
  recordingIntegrations,
  retry,
} from '../modules/operator-payments/test-kit';
import type { Provisioning, ProvisioningOutcome, ProvisioningRequest } from './provisioning';
import { SandboxProvisioning } from './provisioning';

const ADAPTER_TIMEOUT_MS = 300;

/** The TV platform as a test sets it: answering, failing with an error, or never answering. */
class FaultyProvisioning extends SandboxProvisioning implements Provisioning {
  fault: 'none' | 'error' | 'silent' = 'none';

  override async provision(request: ProvisioningRequest): Promise<ProvisioningOutcome> {
    if (this.fault === 'error') throw new Error('platform unreachable');
    if (this.fault === 'silent') return new Promise<never>(() => {});
    return super.provision(request);
  }
}

let t: TestApp;
let operator: RecordingOperatorBilling;
const platform = new FaultyProvisioning();
beforeAll(async () => {
  const recording = recordingIntegrations();
  operator = recording.operator;
  t = await createSeededTestApp(
    { adapterTimeoutMs: ADAPTER_TIMEOUT_MS },
    { ...recording.integrations, provisioning: platform },
  );
});
afterAll(() => t.close());

describe('an operator that never answers a charge', () => {
  it('answers the purchase as being processed once the deadline passes, and a later verify completes it', async () => {
    const subscriber = await mobitelSubscriber(t);
    const body = purchaseBody(subscriber, await hboPage(t, subscriber));
    operator.silent = true;
    const started = Date.now();
    const response = await purchase(t, subscriber, body).finally(() => {
      operator.silent = false;
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(ADAPTER_TIMEOUT_MS + 5_000);
    const result = response.json<TransactionResult>();
    expect(result).toMatchObject({
      status: 'SUCCESS',
      paymentStatus: null,
      description: 'Your payment is being processed by your mobile operator.',
    });
    const [payment] = await t.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, result.transactionId ?? ''));
    expect(payment?.status).toBe('PENDING');

    const verified = await retry(t, subscriber, result.transactionId ?? '');
    expect(verified.json<TransactionResult>().paymentStatus).toBe('SUCCESS');
    expect((await hboPage(t, subscriber)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });
});

describe('a TV platform that fails or never answers after the bill is charged', () => {
  const BASE = '/api/billing/v1/billing';

  async function subscribeHbo() {
    const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
    const [connectionId = ''] = account.connectionIds;
    const headers = bearer(await loginToken(t.app, account));
    const page = await t.app.inject({
      url: `${BASE}/user-products/${demo.productId('hbo')}?conid=${connectionId}`,
      headers,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/user-purchase/subscribe`,
      headers,
      payload: hboMonthlySubscribeBody(connectionId, page.json<ProductDetail>()),
    });
    return { connectionId, response };
  }

  it.each(['error', 'silent'] as const)(
    'with the platform %s: the purchase is paid once and recorded as waiting for the platform, not a server error',
    async (fault) => {
      platform.fault = fault;
      const { connectionId, response } = await subscribeHbo().finally(() => {
        platform.fault = 'none';
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TransactionResult>()).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS' });
      const rows = await t.db
        .select({ status: purchases.status, provisioningStatus: purchases.provisioningStatus })
        .from(purchases)
        .where(eq(purchases.connectionId, connectionId));
      expect(rows).toEqual([{ status: 'PAYMENT_SUCCESS', provisioningStatus: 'PENDING' }]);
      expect(await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId))).toHaveLength(1);
    },
  );
});
