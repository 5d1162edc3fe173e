import { nationalNumber } from '@selfcare/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { unavailableFor } from '../lib/database-unavailable';
import { ExternalCallError, ExternalSystem, type RecordAdapterCall } from './external-system';
import { caasMeaning, NOT_RECEIVED_OUTCOME, PENDING_DESCRIPTION, UNAVAILABLE_OUTCOME } from './hsenid-caas-codes';
import type { OperatorBilling, OperatorChargeOutcome, OperatorChargeRequest } from './operator-billing';

/** What the CaaS answers (HTTP 200 for refusals too); a real server may add fields, which are ignored. */
const caasAnswer = z.looseObject({
  statusCode: z.string().min(1),
  statusDetail: z.string().optional(),
  externalTrxId: z.string().optional(),
  internalTrxId: z.string().optional(),
});

/** A status code that is not about this subscriber's charge: counted against the circuit, then answered. */
class CaasRefusal extends ExternalCallError {
  constructor(
    readonly outcome: OperatorChargeOutcome,
    code: string,
    retryable: boolean,
  ) {
    super(`CaaS answered ${code}`, retryable, code);
  }
}

export interface HsenidCaasOptions {
  /** The CaaS root, without a trailing slash. */
  url: string;
  applicationId: string;
  password: string;
  log: FastifyBaseLogger;
  timeoutMs: number;
  record?: RecordAdapterCall | undefined;
  failuresToOpen?: number;
  openSeconds?: number;
}

/** Our transaction id (a UUID) without its hyphens: the 32 characters CaaS allows in externalTrxId. */
export const externalTrxIdOf = (reference: string) => reference.replaceAll('-', '');

/** The address CaaS charges: tel: and the number in international form, e.g. tel:94712345678. */
export const subscriberIdOf = (msisdn: string) => `tel:94${nationalNumber(msisdn)}`;

/**
 * Operator billing over hSenid's Charging as a Service (Mobitel mSpace, Dialog Ideamart): a direct
 * debit from the subscriber's mobile account, with our transaction id as externalTrxId, the key the
 * CaaS deduplicates on. A debit is sent once and never retried here: one that timed out or lost its
 * answer is left PENDING by the caller and asked about through the transaction status query
 * (docs/decisions/0048), so it is never charged twice.
 */
export class HsenidOperatorBilling implements OperatorBilling {
  private readonly system: ExternalSystem;
  private readonly openSeconds: number;

  constructor(private readonly options: HsenidCaasOptions) {
    this.openSeconds = options.openSeconds ?? 30;
    this.system = new ExternalSystem({
      name: 'operator-billing',
      log: options.log,
      timeoutMs: options.timeoutMs,
      record: options.record,
      failuresToOpen: options.failuresToOpen,
      openSeconds: this.openSeconds,
    });
  }

  requireReachable(): void {
    if (this.system.refusing) throw unavailableFor(this.openSeconds);
  }

  charge(request: OperatorChargeRequest): Promise<OperatorChargeOutcome> {
    return this.ask('direct-debit', '/caas/direct/debit', 0, {
      externalTrxId: externalTrxIdOf(request.reference),
      subscriberId: subscriberIdOf(request.msisdn),
      paymentInstrumentName: 'Mobile Account',
      amount: request.amount.toFixed(2),
      currency: 'LKR',
    });
  }

  /** A lookup, so retried on transient failures; it never debits. */
  status(reference: string): Promise<OperatorChargeOutcome> {
    return this.ask('transaction-status', '/caas/transaction/status', 2, {
      externalTrxId: externalTrxIdOf(reference),
    });
  }

  private async ask(
    operation: string,
    path: string,
    retries: number,
    fields: { externalTrxId: string } & Record<string, string>,
  ): Promise<OperatorChargeOutcome> {
    const { url, applicationId, password } = this.options;
    const body = JSON.stringify({ applicationId, password, ...fields });
    try {
      return await this.system.call(
        operation,
        async (signal) => {
          const response = await fetch(`${url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json;charset=utf-8', accept: 'application/json' },
            body,
            signal,
          });
          if (response.status === 404 && operation === 'transaction-status') return this.noStatusQuery();
          if (!response.ok) {
            throw new ExternalCallError(`HTTP ${response.status}`, response.status >= 500, response.status);
          }
          const answer = caasAnswer.safeParse(await response.json().catch(() => null));
          if (!answer.success) throw new ExternalCallError('the answer is not a CaaS status', true, response.status);
          const { statusCode, externalTrxId, internalTrxId } = answer.data;
          if (externalTrxId !== undefined && externalTrxId !== fields.externalTrxId) {
            throw new ExternalCallError('the answer is for another transaction', false, statusCode);
          }
          return this.outcomeOf(statusCode, internalTrxId);
        },
        { retries },
      );
    } catch (error) {
      if (error instanceof CaasRefusal) return error.outcome;
      throw error;
    }
  }

  private outcomeOf(statusCode: string, internalTrxId: string | undefined): OperatorChargeOutcome {
    const meaning = caasMeaning(statusCode);
    if (meaning.kind === 'configuration') throw new CaasRefusal(UNAVAILABLE_OUTCOME, statusCode, false);
    if (meaning.kind === 'unknown-reference') return NOT_RECEIVED_OUTCOME;
    const { outcome } = meaning;
    if (outcome.status === 'RETRY') throw new CaasRefusal(outcome, statusCode, true);
    // The operator's own transaction id is the subscriber's proof of payment.
    return outcome.status === 'SUCCESS' ? { ...outcome, authCode: internalTrxId ?? null } : outcome;
  }

  /** This operator's CaaS publishes no status query: the charge stays open for its charging report. */
  private noStatusQuery(): OperatorChargeOutcome {
    this.options.log.warn(
      { system: 'operator-billing', operation: 'transaction-status' },
      'the CaaS has no transaction status query; settle open charges from the operator charging report',
    );
    return { status: 'PENDING', description: PENDING_DESCRIPTION, authCode: null, networkError: false };
  }

  shutdown(): void {
    this.system.shutdown();
  }
}
