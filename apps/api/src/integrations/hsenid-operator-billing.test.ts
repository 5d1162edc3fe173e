import { randomInt, randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_STUB, type OperatorStub, startOperatorStub } from '../../stubs/operator';
import { ServiceUnavailableError } from '../lib/database-unavailable';
import { ExternalCallError } from './external-system';
import {
  externalTrxIdOf,
  type HsenidCaasOptions,
  HsenidOperatorBilling,
  subscriberIdOf,
} from './hsenid-operator-billing';

let stub: OperatorStub;
const adapters: HsenidOperatorBilling[] = [];
beforeAll(async () => {
  stub = await startOperatorStub();
});
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.shutdown();
});
afterAll(() => stub.close());

function billing(overrides: Partial<HsenidCaasOptions> = {}) {
  const adapter = new HsenidOperatorBilling({
    url: stub.url,
    applicationId: OPERATOR_STUB.applicationId,
    password: OPERATOR_STUB.password,
    log: pino({ level: 'silent' }),
    timeoutMs: 2000,
    ...overrides,
  });
  adapters.push(adapter);
  return adapter;
}

const mobile = () => `071${String(randomInt(10_000_000)).padStart(7, '0')}`;
const chargeOf = (msisdn = mobile(), amount = 450) => ({
  msisdn,
  amount,
  reference: randomUUID(),
  description: 'HBO monthly',
});
const debitsOf = (reference: string) =>
  stub.caas.requests.filter((r) => r.operation === 'direct-debit' && r.externalTrxId === externalTrxIdOf(reference));

describe('HsenidOperatorBilling against the CaaS stub', () => {
  it('debits the mobile account once: tel: address, rupees with cents, our reference as externalTrxId', async () => {
    const request = chargeOf('0712345678', 1234.5);
    stub.caas.setBalance('tel:94712345678', 5000);
    const outcome = await billing().charge(request);

    const charge = stub.caas.charges.get(externalTrxIdOf(request.reference));
    expect(charge).toMatchObject({ subscriberId: 'tel:94712345678', amount: '1234.50', debited: true });
    expect(externalTrxIdOf(request.reference)).toHaveLength(32);
    expect(outcome).toEqual({
      status: 'SUCCESS',
      description: null,
      authCode: charge?.internalTrxId,
      networkError: false,
    });
    expect(stub.caas.balanceOf('tel:94712345678')).toBe(3765.5);
  });

  it('refuses for insufficient balance (E1378) with the reason the subscriber sees, and takes nothing', async () => {
    const request = chargeOf();
    stub.caas.setBalance(subscriberIdOf(request.msisdn), 100);
    const outcome = await billing().charge(request);
    expect(outcome).toMatchObject({ status: 'FAILURE', description: 'Insufficient balance in your mobile account.' });
    expect(stub.caas.balanceOf(subscriberIdOf(request.msisdn))).toBe(100);
  });

  it('PENDING (P1003) is asked about with the status query, which answers it paid', async () => {
    const adapter = billing();
    const request = chargeOf();
    stub.caas.next({ kind: 'pending' });
    expect(await adapter.charge(request)).toMatchObject({ status: 'PENDING' });
    expect(await adapter.status(request.reference)).toMatchObject({ status: 'SUCCESS' });
    expect(stub.caas.balanceOf(subscriberIdOf(request.msisdn))).toBe(550);
    expect(debitsOf(request.reference)).toHaveLength(1);
  });

  it.each([
    ['E1308', 'FAILURE', 'Your mobile operator could not complete the payment.', false],
    ['E1406', 'FAILURE', 'The payment was not confirmed on your phone.', false],
    ['E1342', 'FAILURE', 'This mobile number cannot be charged for this service.', false],
    ['E1830', 'FAILURE', 'Please try again with a mobitel network connection.', true],
    ['E1603', 'RETRY', 'Your mobile operator could not be reached. Please retry the payment.', false],
    ['E1318', 'RETRY', 'Your mobile operator could not be reached. Please retry the payment.', false],
    ['E1328', 'RETRY', 'Payments on the mobile bill are unavailable just now. Please retry the payment later.', false],
    ['P1003', 'PENDING', 'Your payment is being processed by your mobile operator.', false],
  ] as const)('answers %s as %s', async (statusCode, status, description, networkError) => {
    stub.caas.next({ kind: 'code', statusCode });
    expect(await billing().charge(chargeOf())).toEqual({ status, description, authCode: null, networkError });
  });

  it('wrong credentials (E1313) take nothing and ask the subscriber to retry later', async () => {
    const request = chargeOf();
    const outcome = await billing({ password: 'not-the-password-of-this-app' }).charge(request);
    expect(outcome).toMatchObject({ status: 'RETRY' });
    expect(stub.caas.charges.has(externalTrxIdOf(request.reference))).toBe(false);
  });

  it('a 5xx page is a failed call (the caller keeps the payment PENDING); nothing was charged', async () => {
    stub.caas.next({ kind: 'http', status: 503 });
    const request = chargeOf();
    await expect(billing().charge(request)).rejects.toBeInstanceOf(ExternalCallError);
    expect(await billing().status(request.reference)).toMatchObject({
      status: 'RETRY',
      description: 'The payment did not reach your mobile operator. Please retry the payment.',
    });
  });

  it('a charge that times out is not sent again: the status query finds it paid, debited once', async () => {
    const adapter = billing({ timeoutMs: 300 });
    const request = chargeOf();
    stub.caas.next({ kind: 'timeout', delayMs: 1500 });
    await expect(adapter.charge(request)).rejects.toThrow();
    expect(await adapter.status(request.reference)).toMatchObject({ status: 'SUCCESS' });
    expect(debitsOf(request.reference)).toHaveLength(1);
    expect(stub.caas.balanceOf(subscriberIdOf(request.msisdn))).toBe(550);
  });

  it('a lost answer is asked about, never debited a second time', async () => {
    const adapter = billing();
    const request = chargeOf();
    stub.caas.next({ kind: 'lost' });
    await expect(adapter.charge(request)).rejects.toThrow();
    expect(await adapter.status(request.reference)).toMatchObject({ status: 'SUCCESS' });
    const asked = stub.caas.requests.filter((r) => r.externalTrxId === externalTrxIdOf(request.reference));
    expect(asked.map((r) => r.operation)).toEqual(['direct-debit', 'transaction-status']);
  });

  it('the same reference sent again is answered as already completed (E1379), not charged twice', async () => {
    const adapter = billing();
    const request = chargeOf();
    const first = await adapter.charge(request);
    const again = await adapter.charge(request);
    expect(again).toEqual(first);
    expect(stub.caas.balanceOf(subscriberIdOf(request.msisdn))).toBe(550);
  });

  it('opens its circuit after repeated failures: refused with 503 and Retry-After, nothing sent', async () => {
    const adapter = billing({ failuresToOpen: 2, openSeconds: 45 });
    expect(() => adapter.requireReachable()).not.toThrow();
    stub.caas.next({ kind: 'http', status: 502 });
    stub.caas.next({ kind: 'http', status: 502 });
    await expect(adapter.charge(chargeOf())).rejects.toThrow();
    await expect(adapter.charge(chargeOf())).rejects.toThrow();
    const refused = (() => {
      try {
        adapter.requireReachable();
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ServiceUnavailableError);
    expect((refused as ServiceUnavailableError).headers['retry-after']).toBe('45');
    const sent = stub.caas.requests.length;
    await expect(adapter.charge(chargeOf())).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(stub.caas.requests).toHaveLength(sent);
  });
});
