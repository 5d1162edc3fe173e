import type { PaymentStatus, TransactionResult } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import type { Provisioning } from '../../integrations/provisioning';
import { recordAudit } from '../../lib/audit';
import { type IdempotencyScope, storeIdempotentResult } from '../../lib/idempotency';
import { completePaidPurchase, failPurchase } from '../purchasing/entitlements';
import type { OperatorCall } from './operator-call';
import { operatorResult } from './operator-result';
import { readOperatorTransaction, writeOperatorOutcome } from './operator-transactions';

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
}

/**
 * Writes the operator's answer for a purchase's payment, in one transaction with its audit record and
 * the idempotency key's answer. Paid: the purchase is paid and, after the commit, provisioned. Refused:
 * the purchase fails and the product can be bought again. RETRY or PENDING: the purchase keeps waiting
 * (PURCHASE_PENDING) for a retry or a verify by transaction id. A payment another request settled
 * meanwhile is answered as that request left it.
 */
export async function settleOperatorPurchase(input: SettleInput): Promise<TransactionResult> {
  const { db, transactionId, call } = input;
  const status = call.outcome.status;
  const settled = await db.transaction(async (tx) => {
    const applied = await writeOperatorOutcome(tx, transactionId, input.expected, call.outcome);
    const transaction = await readOperatorTransaction(tx, transactionId);
    if (applied && transaction.purchaseId !== null) {
      if (status === 'SUCCESS') await markPurchasePaid(tx, transaction.purchaseId);
      if (status === 'FAILURE') await failPurchase(tx, transaction.purchaseId);
    }
    await recordAudit(tx, {
      action: 'purchase.operator_payment',
      outcome: status === 'SUCCESS' || status === 'PENDING' ? 'success' : 'failure',
      accountId: input.accountId,
      subjectType: 'transaction',
      subjectId: transactionId,
      details: {
        purchaseId: transaction.purchaseId,
        operatorStatus: status,
        description: call.outcome.description,
        authCode: call.outcome.authCode,
        networkError: call.outcome.networkError,
        adapterError: call.adapterError,
        applied,
      },
    });
    const result = operatorResult(transaction, applied ? call.outcome : undefined);
    await storeIdempotentResult(tx, input.idempotency, result);
    return { applied, transaction, result };
  });
  const { transaction } = settled;
  if (settled.applied && status === 'SUCCESS' && transaction.purchaseId !== null && transaction.productId !== null) {
    await completePaidPurchase(db, input.provisioning, {
      id: transaction.purchaseId,
      connectionId: transaction.connectionId,
      productId: transaction.productId,
    });
  }
  return settled.result;
}
