import { randomInt } from 'node:crypto';
import type { ProductDetail } from '@selfcare/contracts';
import pino from 'pino';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { testConfig } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { createIntegrations, type Integrations } from '../../integrations';
import type {
  OperatorBilling,
  OperatorChargeOutcome,
  OperatorChargeRequest,
} from '../../integrations/operator-billing';
import { SandboxOperatorBilling } from '../../integrations/sandbox-operator-billing';

/** Shared by the mobitel route tests: an operator that records its calls, and a type 6 subscriber. */

export const MOBITEL = '/api/mobitel/v1';
export const hbo = demo.productId('hbo');
export const hboMonthly = demo.optionId('hbo', 'monthly');

/**
 * The sandbox operator, recording every call, unreachable (throwing) while `unreachable` is set and
 * silent (a charge that never answers) while `silent` is.
 */
export class RecordingOperatorBilling implements OperatorBilling {
  readonly charges: OperatorChargeRequest[] = [];
  readonly statusChecks: string[] = [];
  unreachable = false;
  silent = false;
  private readonly sandbox = new SandboxOperatorBilling();

  requireReachable(): void {}

  async charge(request: OperatorChargeRequest): Promise<OperatorChargeOutcome> {
    this.charges.push(request);
    if (this.unreachable) throw new Error('operator unreachable');
    if (this.silent) return new Promise<never>(() => {});
    return this.sandbox.charge(request);
  }

  async status(reference: string): Promise<OperatorChargeOutcome> {
    this.statusChecks.push(reference);
    return this.sandbox.status(reference);
  }

  chargesTo(msisdn: string): OperatorChargeRequest[] {
    return this.charges.filter((charge) => charge.msisdn === msisdn);
  }
}

export function recordingIntegrations(): { integrations: Integrations; operator: RecordingOperatorBilling } {
  const operator = new RecordingOperatorBilling();
  return {
    integrations: { ...createIntegrations(testConfig(), pino({ level: 'silent' })), operatorBilling: operator },
    operator,
  };
}

/**
 * A mobile number of its own for each test, ending in the digit that picks the sandbox operator's answer
 * (1 insufficient balance, 2 RETRY, 3 PENDING, 4 not on the network, else SUCCESS).
 */
export function mobileEndingIn(lastDigit: number): string {
  return `07${String(randomInt(10_000_000)).padStart(7, '0')}${lastDigit}`;
}

export interface MobitelSubscriber {
  accountId: string;
  connectionId: string;
  mobile: string;
  headers: Record<string, string>;
}

export async function mobitelSubscriber(t: TestApp, lastDigit = 5): Promise<MobitelSubscriber> {
  const mobile = mobileEndingIn(lastDigit);
  const account = await createAccount(t.db, {
    connections: [{ connectionType: 6, serviceType: 'Mobitel', mobile }],
  });
  const [connectionId = ''] = account.connectionIds;
  return { accountId: account.id, connectionId, mobile, headers: bearer(await loginToken(t.app, account)) };
}

export async function hboPage(t: TestApp, subscriber: MobitelSubscriber): Promise<ProductDetail> {
  const response = await t.app.inject({
    url: `/api/billing/v1/billing/user-products/${hbo}?conid=${subscriber.connectionId}`,
    headers: subscriber.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductDetail>();
}

export function purchaseBody(
  subscriber: MobitelSubscriber,
  page: ProductDetail,
  overrides: Record<string, unknown> = {},
) {
  return {
    purchaseOptionId: hboMonthly,
    currency: 'LKR',
    amount: page.purchaseOption?.purchasePrice,
    productId: hbo,
    userId: subscriber.accountId,
    userConnectionId: subscriber.connectionId,
    userConnectionType: 'mobitel',
    pin: DEFAULT_PIN,
    ...overrides,
  };
}

export function purchase(
  t: TestApp,
  subscriber: MobitelSubscriber,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${MOBITEL}/purchases`,
    headers: { ...subscriber.headers, ...headers },
    payload: body,
  });
}

export function retry(
  t: TestApp,
  subscriber: Pick<MobitelSubscriber, 'headers'>,
  transactionId: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${MOBITEL}/payments/${transactionId}/retry`,
    headers: { ...subscriber.headers, ...headers },
  });
}
