import type { PaymentStatus, TransactionResult, UiLanguage } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { purchasedVouchers, purchases } from '../../db/schema';
import type { Provisioning } from '../../integrations/provisioning';
import { recordAudit } from '../../lib/audit';
import { type IdempotencyScope, storeIdempotentResult } from '../../lib/idempotency';
import { completePaidPurchase, failPurchase } from '../purchasing/entitlements';
import { issuePurchasedVoucher } from '../vouchers/issue-voucher';
import type { OperatorCall } from './operator-call';
import { operatorResult } from './operator-result';
import { type OperatorTransaction, readOperatorTransaction, writeOperatorOutcome } from './operator-transactions';

/**
 * The purchase is paid in the same commit as its payment, so a crash before provisioning never leaves a
 * paid purchase looking unpaid; completePaidPurchase then provisions it (and finds this step done).
 */
async function markPurchasePaid(db: DbOrTx, purchaseId: string): Promise<void> {
  await db
    .update(purchases)
    .set({ status: 'PAYMENT_SUCCESS', paymentStatus: 'SUCCESS' })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'PURCHASE_PENDING')));
}

export interface SettleInput {
  db: Database;
  provisioning: Provisioning;
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
}

/** A payment once the operator's answer is written, for the caller to answer from. */
export interface SettledPayment {
  transaction: OperatorTransaction;
  /** Whether this request wrote the answer; false when another request had settled the payment meanwhile. */
  applied: boolean;
  /** The voucher a paid VOUCHER payment issued (by this request or the one that settled it); else null. */
  voucher: { id: string; code: string } | null;
}

/**
 * A paid VOUCHER payment's voucher. Only the request whose answer settled the payment issues it, in the
 * same commit; the transaction id is unique on the purchased voucher, so it is issued once whatever
 * races. A request finding the payment already paid reads the one issued.
 */
async function paidVoucher(
  tx: Transaction,
  transaction: OperatorTransaction,
  applied: boolean,
): Promise<SettledPayment['voucher']> {
  if (transaction.purpose !== 'VOUCHER' || transaction.status !== 'SUCCESS' || transaction.giftVoucherId === null) {
    return null;
  }
  if (applied) {
    return issuePurchasedVoucher(tx, {
      giftVoucherId: transaction.giftVoucherId,
      connectionId: transaction.connectionId,
      transactionId: transaction.id,
      now: new Date(),
    });
  }
  const [issued] = await tx
    .select({ id: purchasedVouchers.id, code: purchasedVouchers.code })
    .from(purchasedVouchers)
    .where(eq(purchasedVouchers.transactionId, transaction.id));
  return issued ?? null;
}

/**
 * Writes the operator's answer for a payment, in one transaction with what it pays for, its audit record
 * and the idempotency key's answer (`answer`, in the caller's shape). A purchase's payment: paid, the
 * purchase is paid and, after the commit, provisioned; refused, the purchase fails and the product can be
 * bought again. A gift voucher's payment (purpose VOUCHER, no purchase): paid, the voucher is issued;
 * refused, nothing is. RETRY or PENDING: the payment stays open for a retry or a verify by transaction id
 * (retry.ts), which settles it the same way. A payment another request settled meanwhile is answered as
 * that request left it.
 */
export async function settleOperatorPayment<T>(input: SettleInput, answer: (settled: SettledPayment) => T): Promise<T> {
  const { db, transactionId, call } = input;
  const status = call.outcome.status;
  const settled = await db.transaction(async (tx) => {
    const applied = await writeOperatorOutcome(tx, transactionId, input.expected, call.outcome);
    const transaction = await readOperatorTransaction(tx, transactionId);
    if (applied && transaction.purchaseId !== null) {
      if (status === 'SUCCESS') await markPurchasePaid(tx, transaction.purchaseId);
      if (status === 'FAILURE') await failPurchase(tx, transaction.purchaseId);
    }
    const voucher = await paidVoucher(tx, transaction, applied);
    const forVoucher = transaction.purpose === 'VOUCHER';
    await recordAudit(tx, {
      action: forVoucher ? 'voucher.operator_payment' : 'purchase.operator_payment',
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
    return { applied, transaction, result };
  });
  const { transaction } = settled;
  if (settled.applied && status === 'SUCCESS' && transaction.purchaseId !== null && transaction.productId !== null) {
    await completePaidPurchase(
      db,
      input.provisioning,
      {
        id: transaction.purchaseId,
        connectionId: transaction.connectionId,
        productId: transaction.productId,
      },
      input.language,
    );
  }
  return settled.result;
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
