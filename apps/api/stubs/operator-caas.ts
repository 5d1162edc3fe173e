import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * hSenid Charging as a Service as Mobitel mSpace and Dialog Ideamart publish it: JSON POSTs with the
 * application's credentials in the body, HTTP 200 with a statusCode for every business answer
 * (docs/integrations.md, "Operator billing and consent"), and the transaction status query this project
 * asks the operator for (docs/decisions/0048).
 */

/** The answer the stub gives the next direct debit instead of charging the balance. */
export type CaasNextAnswer =
  /** This status code, nothing charged (a refusal, a transient error, E1830 not on the network...). */
  | { kind: 'code'; statusCode: string }
  /** P1003: accepted, charged when asked about it (the status query answers S1000 then). */
  | { kind: 'pending' }
  /** Charged at once, answered only after `delayMs` (longer than the caller waits). */
  | { kind: 'timeout'; delayMs?: number }
  /** Charged, then the connection is closed without an answer. */
  | { kind: 'lost' }
  /** An HTTP error page (e.g. 503) from the platform, nothing charged. */
  | { kind: 'http'; status: number };

export interface CaasCharge {
  externalTrxId: string;
  subscriberId: string;
  amount: string;
  internalTrxId: string;
  statusCode: string;
  statusDetail: string;
  /** Whether money left the subscriber's balance; true at most once per externalTrxId. */
  debited: boolean;
}

export interface CaasRequest {
  operation: 'direct-debit' | 'transaction-status' | 'balance-query';
  externalTrxId: string | null;
}

export interface CaasOptions {
  applicationId: string;
  password: string;
  /** Every subscriber's chargeable balance until one is set, in rupees. */
  defaultBalance: number;
}

/** statusDetail of the codes the stub answers on its own; a scripted code without one answers its code. */
const DETAILS: Record<string, string> = {
  S1000: 'Request was successfully processed.',
  P1003: 'Request was successfully processed. The charging result will be notified.',
  E1312: 'Invalid request',
  E1313:
    'Authentication failure. There is no active application, or no active service provider, or the given password in the request is invalid.',
  E1325: 'Format of the address is invalid',
  E1308: 'Error during the charging operation',
  E1377: 'Invalid payment instrument name.',
  E1378: 'Insufficient balance.',
  E1379: 'Transaction has already completed.',
  E1380: 'Transaction currency not supported.',
  E1606: 'Invalid charging amount',
  E1601: 'An unexpected error has occurred',
  E1603: 'Temporary System Error occurred while delivering your request.',
  E1830: 'This service is not available for this network users',
  E1857: 'Invalid reference number',
};

const SUBSCRIBER = /^tel:94\d{9}$/;
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

type Body = Record<string, unknown>;
const text = (body: Body, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);

export class CaasStub {
  readonly charges = new Map<string, CaasCharge>();
  readonly requests: CaasRequest[] = [];
  private readonly balances = new Map<string, number>();
  private readonly script: CaasNextAnswer[] = [];

  constructor(private readonly options: CaasOptions) {}

  next(answer: CaasNextAnswer): void {
    this.script.push(answer);
  }

  setBalance(subscriberId: string, rupees: number): void {
    this.balances.set(subscriberId, rupees);
  }

  balanceOf(subscriberId: string): number {
    return this.balances.get(subscriberId) ?? this.options.defaultBalance;
  }

  reset(): void {
    this.charges.clear();
    this.requests.length = 0;
    this.balances.clear();
    this.script.length = 0;
  }

  routes(app: FastifyInstance): void {
    app.post('/caas/direct/debit', (request, reply) => this.directDebit(request.body, reply));
    app.post('/caas/transaction/status', async (request) => this.transactionStatus(request.body));
    app.post('/caas/balance/query', async (request) => this.balanceQuery(request.body));
  }

  /** A refusal of the request itself, before any charging: credentials first, then the fields. */
  private refusal(body: unknown): { statusCode: string; statusDetail: string } | null {
    if (typeof body !== 'object' || body === null) return status('E1312');
    const fields = body as Body;
    if (
      text(fields, 'applicationId') !== this.options.applicationId ||
      text(fields, 'password') !== this.options.password
    ) {
      return status('E1313');
    }
    return null;
  }

  private async directDebit(body: unknown, reply: FastifyReply) {
    const refused = this.refusal(body);
    if (refused) return refused;
    const fields = body as Body;
    const externalTrxId = text(fields, 'externalTrxId');
    const subscriberId = text(fields, 'subscriberId');
    const amount = text(fields, 'amount');
    if (!externalTrxId || externalTrxId.length > 32 || !subscriberId || !amount) return status('E1312');
    this.requests.push({ operation: 'direct-debit', externalTrxId });
    if (!SUBSCRIBER.test(subscriberId)) return status('E1325');
    if (text(fields, 'paymentInstrumentName') !== 'Mobile Account') return status('E1377');
    if (!AMOUNT.test(amount) || Number(amount) <= 0) return status('E1606');
    if (fields.currency !== undefined && fields.currency !== 'LKR') return status('E1380');
    const earlier = this.charges.get(externalTrxId);
    if (earlier) {
      // The same externalTrxId again: never a second debit; a completed one is E1379, as documented.
      return earlier.debited ? answerOf({ ...earlier, ...status('E1379') }) : answerOf(earlier);
    }
    const scripted = this.script.shift();
    if (scripted?.kind === 'http')
      return reply.code(scripted.status).type('text/html').send('<h1>Service Unavailable</h1>');
    const charge = this.record(externalTrxId, subscriberId, amount);
    if (scripted?.kind === 'code') return answerOf(Object.assign(charge, status(scripted.statusCode)));
    if (scripted?.kind === 'pending') return answerOf(Object.assign(charge, status('P1003')));
    this.debit(charge);
    if (scripted?.kind === 'lost') {
      reply.raw.destroy();
      return reply;
    }
    if (scripted?.kind === 'timeout') await sleep(scripted.delayMs ?? 60_000);
    return answerOf(charge);
  }

  private transactionStatus(body: unknown) {
    const refused = this.refusal(body);
    if (refused) return refused;
    const externalTrxId = text(body as Body, 'externalTrxId');
    if (!externalTrxId) return status('E1312');
    this.requests.push({ operation: 'transaction-status', externalTrxId });
    const charge = this.charges.get(externalTrxId);
    if (!charge) return { ...status('E1857'), externalTrxId };
    // A pending charge is settled when asked about: the stub's "pending, then success".
    if (charge.statusCode === 'P1003') this.debit(charge);
    return answerOf(charge);
  }

  private balanceQuery(body: unknown) {
    const refused = this.refusal(body);
    if (refused) return refused;
    const subscriberId = text(body as Body, 'subscriberId');
    if (!subscriberId) return status('E1312');
    this.requests.push({ operation: 'balance-query', externalTrxId: null });
    if (!SUBSCRIBER.test(subscriberId)) return status('E1325');
    return {
      ...status('S1000'),
      chargeableBalance: this.balanceOf(subscriberId).toFixed(2),
      accountStatus: 'Active',
      accountType: 'Pre Paid',
    };
  }

  private record(externalTrxId: string, subscriberId: string, amount: string): CaasCharge {
    const charge: CaasCharge = {
      externalTrxId,
      subscriberId,
      amount,
      internalTrxId: String(randomInt(10 ** 12, 10 ** 13)),
      ...status('P1003'),
      debited: false,
    };
    this.charges.set(externalTrxId, charge);
    return charge;
  }

  /** Takes the amount from the balance (S1000), or refuses for want of it (E1378). */
  private debit(charge: CaasCharge): void {
    const balance = this.balanceOf(charge.subscriberId);
    if (balance < Number(charge.amount)) {
      Object.assign(charge, status('E1378'));
      return;
    }
    this.balances.set(charge.subscriberId, balance - Number(charge.amount));
    Object.assign(charge, status('S1000'), { debited: true });
  }
}

function status(statusCode: string) {
  return { statusCode, statusDetail: DETAILS[statusCode] ?? statusCode };
}

function answerOf(charge: Pick<CaasCharge, 'externalTrxId' | 'internalTrxId' | 'statusCode' | 'statusDetail'>) {
  return {
    statusCode: charge.statusCode,
    statusDetail: charge.statusDetail,
    externalTrxId: charge.externalTrxId,
    internalTrxId: charge.internalTrxId,
    timeStamp: new Date().toISOString(),
  };
}
