import type { TransactionResult, UiLanguage } from '@selfcare/contracts';
import type { Database } from '../../db/client';
import type { Integrations } from '../../integrations';
import { claimIdempotencyKey, type IdempotencyScope } from '../../lib/idempotency';
import type { Metrics } from '../../observability/metrics';
import { purchaseRule } from '../purchasing/errors';
import { callOperator } from './call-operator';
import { lockOwnTransaction, markCharging, type OperatorTransaction } from './operator-transactions';
import { upgradeCall } from './operator-upgrade';
import { settleOperatorPurchase } from './settle-operator-payment';

export interface RetryContext {
  db: Database;
  integrations: Integrations;
  /** Where the web app is reached, for the e-mail of a registration the payment completes. */
  publicUrl: string;
  accountId: string;
  idempotency: IdempotencyScope;
  /** The caller's language (English in the lifecycle sweep's reconciliation). */
  language: UiLanguage;
  /** The caller's address for the audit log (null in the lifecycle sweep's reconciliation). */
  ipAddress: string | null;
  /** The app's metrics, for what the payment's settlement counts. */
  metrics: Metrics;
}

/** What the locked payment calls for: charge it again, or ask the operator how an open charge went. */
type Step =
  | { kind: 'answered'; result: TransactionResult }
  | { kind: 'verify'; transaction: OperatorTransaction }
  | { kind: 'charge'; transaction: OperatorTransaction; msisdn: string };

/** The payments a subscriber retries: a purchase's, and a gift voucher's (decision 0011). */
const RETRYABLE_PURPOSES: readonly OperatorTransaction['purpose'][] = ['PURCHASE', 'VOUCHER'];

/** An upgrade's payment is never charged again, only asked about while open (decision 0056). */
const isRetryable = (transaction: OperatorTransaction) =>
  RETRYABLE_PURPOSES.includes(transaction.purpose) ||
  (transaction.purpose === 'UPGRADE' && transaction.status === 'PENDING');

/**
 * Under the payment's row lock: only the caller's operator purchase or gift voucher payments the operator
 * asked to retry (RETRY) or has not settled (PENDING) go further. A RETRY payment is marked PENDING before
 * the lock is released, so of two retries racing each other only the first charges; the second verifies.
 */
function claimRetry(context: RetryContext, transactionId: string): Promise<Step> {
  return context.db.transaction(async (tx): Promise<Step> => {
    const earlier = await claimIdempotencyKey<TransactionResult>(tx, context.idempotency);
    if (earlier) return { kind: 'answered', result: earlier.stored };
    const transaction = await lockOwnTransaction(tx, context.accountId, transactionId);
    const open = transaction.status === 'RETRY' || transaction.status === 'PENDING';
    if (transaction.channel !== 'OPERATOR' || !isRetryable(transaction) || !open) {
      throw purchaseRule('purchase.notRetryable');
    }
    if (transaction.status === 'PENDING') return { kind: 'verify', transaction };
    if (transaction.mobile === null) throw purchaseRule('purchase.noMobileNumber');
    await markCharging(tx, transaction.id);
    return { kind: 'charge', transaction, msisdn: transaction.mobile };
  });
}

/**
 * Retries an operator payment by its transaction id (spec 001 "retry of operator payment by transaction
 * id"). A RETRY payment is charged again with the same reference, which the operator treats as the same
 * charge; a PENDING one is first verified with the operator, and one it answers RETRY for waits for the
 * next retry. The answer is written as for a purchase (settleOperatorPurchase): a paid purchase is
 * completed, a paid gift voucher payment issues the voucher, a paid upgrade's difference applies it (an
 * upgrade's open payment is only verified, and a RETRY refuses it).
 */
export async function retryOperatorPayment(context: RetryContext, transactionId: string): Promise<TransactionResult> {
  const step = await claimRetry(context, transactionId);
  if (step.kind === 'answered') return step.result;
  const { transaction } = step;
  const billing = context.integrations.operatorBilling;
  const call = await callOperator(
    () =>
      step.kind === 'verify'
        ? billing.status(transaction.id)
        : billing.charge({
            msisdn: step.msisdn,
            amount: transaction.amount,
            reference: transaction.id,
            description: transaction.itemName,
          }),
    context.language,
  );
  return settleOperatorPurchase({
    db: context.db,
    integrations: context.integrations,
    publicUrl: context.publicUrl,
    metrics: context.metrics,
    accountId: context.accountId,
    transactionId,
    expected: ['PENDING'],
    call: transaction.purpose === 'UPGRADE' ? upgradeCall(call) : call,
    idempotency: context.idempotency,
    language: context.language,
    ipAddress: context.ipAddress,
  });
}
