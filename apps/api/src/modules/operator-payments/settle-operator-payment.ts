import type { PaymentStatus, TransactionResult, UiLanguage } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { purchasedVouchers } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { type IdempotencyScope, storeIdempotentResult } from '../../lib/idempotency';
import { type PaymentFor, type SettlementDeps, settlePayment } from '../settlement/settle-payment';
import type { OperatorCall } from './call-operator';
import { operatorResult } from './operator-result';
import { type OperatorTransaction, readOperatorTransaction, writeOperatorOutcome } from './operator-transactions';

export interface SettleInput extends SettlementDeps {
  accountId: string;
  transactionId: string;
  /** The states the payment must still be in for this answer to count. */
  expected: readonly PaymentStatus[];
  call: OperatorCall;
  idempotency: IdempotencyScope;
  /** The caller's language: the answer's description and the SMS of a registration it completes are in it. */
  language: UiLanguage;
  /** The caller's address for the audit log; null for the lifecycle sweep. */
  ipAddress: string | null;
  /** Set by an upgrade's own change request, which answers the subscriber itself; anyone later tells them by SMS. */
  byUpgradeRequest?: true;
}

/** A payment once the operator's answer is written, for the caller to answer from. */
export interface SettledPayment {
  transaction: OperatorTransaction;
  /** Whether this request wrote the answer; false when another request had settled the payment meanwhile. */
  applied: boolean;
  /** The voucher a paid VOUCHER payment issued (by this request or the one that settled it); else null. */
  voucher: { id: string; code: string } | null;
}

/** What an operator payment pays for, as the settlement takes it: a purchase, a gift voucher, or an upgrade. */
function paymentFor(
  transaction: OperatorTransaction,
  accountId: string,
  now: Date,
  byUpgrade: boolean,
): PaymentFor | null {
  const { connectionId } = transaction;
  if (transaction.purpose === 'VOUCHER' && transaction.giftVoucherId !== null) {
    return {
      purpose: 'VOUCHER',
      giftVoucherId: transaction.giftVoucherId,
      connectionId,
      transactionId: transaction.id,
      now,
    };
  }
  if (transaction.purpose === 'UPGRADE' && transaction.purchaseId !== null) {
    return { purpose: 'UPGRADE', purchaseId: transaction.purchaseId, connectionId, accountId, tell: !byUpgrade };
  }
  if (transaction.purpose !== 'PURCHASE' || transaction.purchaseId === null || transaction.productId === null) {
    return null;
  }
  return {
    purpose: 'PURCHASE',
    purchase: { id: transaction.purchaseId, connectionId, productId: transaction.productId },
    row: 'pending',
  };
}

/**
 * The voucher a paid VOUCHER payment issued when another request settled it: the transaction id is
 * unique on the purchased voucher, so it is issued once whatever races.
 */
async function voucherIssuedEarlier(tx: Transaction, transaction: OperatorTransaction) {
  if (transaction.purpose !== 'VOUCHER' || transaction.status !== 'SUCCESS') return null;
  const [issued] = await tx
    .select({ id: purchasedVouchers.id, code: purchasedVouchers.code })
    .from(purchasedVouchers)
    .where(eq(purchasedVouchers.transactionId, transaction.id));
  return issued ?? null;
}

/**
 * Writes the operator's answer for a payment, in one transaction with its audit record and the
 * idempotency key's answer (`answer`, in the caller's shape). Paid or refused, the settlement does what
 * the payment was for (settlement/settle-payment.ts): a purchase paid and provisioned after the commit,
 * or failed so the product can be bought again; a gift voucher issued, or none; an upgrade applied, or
 * dropped. RETRY or PENDING: the
 * payment stays open for a retry or a verify by transaction id (retry-operator-payment.ts), which settles it the same
 * way. A payment another request settled meanwhile is answered as that request left it.
 */
export async function settleOperatorPayment<T>(input: SettleInput, answer: (settled: SettledPayment) => T): Promise<T> {
  const { db, transactionId, call } = input;
  const status = call.outcome.status;
  return settlePayment(input, input.language, (record) =>
    db.transaction(async (tx) => {
      const applied = await writeOperatorOutcome(tx, transactionId, input.expected, call.outcome);
      const transaction = await readOperatorTransaction(tx, transactionId);
      const settledFor =
        status === 'SUCCESS' || status === 'FAILURE'
          ? paymentFor(transaction, input.accountId, new Date(), input.byUpgradeRequest === true)
          : null;
      const recorded =
        applied && settledFor
          ? await record(tx, { outcome: status === 'SUCCESS' ? 'paid' : 'failed', for: settledFor })
          : null;
      const voucher = applied ? (recorded?.voucher ?? null) : await voucherIssuedEarlier(tx, transaction);
      const forVoucher = transaction.purpose === 'VOUCHER';
      await recordAudit(tx, {
        action: forVoucher
          ? 'voucher.operator_payment'
          : transaction.purpose === 'UPGRADE'
            ? 'package.upgrade_operator_payment'
            : 'purchase.operator_payment',
        outcome: status === 'SUCCESS' || status === 'PENDING' ? 'success' : 'failure',
        accountId: input.accountId,
        ipAddress: input.ipAddress,
        subjectType: 'transaction',
        subjectId: transactionId,
        details: {
          ...(forVoucher
            ? { giftVoucherId: transaction.giftVoucherId, purchasedVoucherId: applied ? (voucher?.id ?? null) : null }
            : { purchaseId: transaction.purchaseId }),
          operatorStatus: status,
          description: call.outcome.description,
          authCode: call.outcome.authCode,
          networkError: call.outcome.networkError,
          adapterError: call.adapterError,
          applied,
        },
      });
      const result = answer({ transaction, applied, voucher });
      await storeIdempotentResult(tx, input.idempotency, result);
      return result;
    }),
  );
}

/**
 * settleOperatorPayment answered in the operator purchase's shape (operatorResult): the purchase, retry
 * and registration calls. A gift voucher's payment settled here (by a retry or verify) is answered the
 * same way, without the code: the client reads it from the connection's purchased vouchers.
 */
export function settleOperatorPurchase(input: SettleInput): Promise<TransactionResult> {
  return settleOperatorPayment(input, ({ transaction, applied }) =>
    operatorResult(transaction, input.language, applied ? input.call.outcome : undefined),
  );
}
