import type { ReactivationRequest, TransactionResult } from '@selfcare/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { claimIdempotencyKey, storeIdempotentResult } from '../../lib/idempotency';
import { callOperator } from '../operator-payments/call-operator';
import { operatorResult } from '../operator-payments/operator-result';
import { readOperatorTransaction, writeOperatorOutcome } from '../operator-payments/operator-transactions';
import { requireMobile } from '../operator-payments/require-mobile';
import { settlePayment } from '../settlement/settle-payment';
import type { ReactivationContext } from './card-reactivation';
import { checkReactivation, reactivationInProgress } from './check-reactivation';

/**
 * A charge we have sent and the operator has not answered yet is marked by paymentStatus null (status
 * PENDING); once the operator answers PENDING, paymentStatus is PENDING too. One left unanswered this
 * long (the request died mid-call) is asked about instead of waited for.
 */
const UNANSWERED_AFTER_MS = 2 * 60 * 1000;

/** What the first transaction decided: an answer already known, or an operator call to make. */
type Step =
  | { kind: 'answered'; result: TransactionResult }
  | {
      kind: 'charge' | 'verify';
      transactionId: string;
      msisdn: string;
      amount: number;
      itemName: string;
      base: { purchaseId: string; productId: string };
    };

/** The connection's open operator reactivation payment (PENDING or RETRY), if any. */
async function openReactivation(tx: DbOrTx, connectionId: string) {
  const [row] = await tx
    .select({
      id: transactions.id,
      status: transactions.status,
      paymentStatus: transactions.paymentStatus,
      createdAt: transactions.createdAt,
      amount: transactions.amount,
      itemName: transactions.itemName,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.connectionId, connectionId),
        eq(transactions.purpose, 'REACTIVATION'),
        eq(transactions.channel, 'OPERATOR'),
        inArray(transactions.status, ['PENDING', 'RETRY']),
      ),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Under the connection's row lock: a payment the operator asked to retry is charged again with the same
 * reference; one it reported PENDING is asked about; one being charged right now by another request
 * answers 409. Otherwise a new REACTIVATION payment is opened (committed before the operator is called).
 */
function claimCharge(context: ReactivationContext, input: Omit<ReactivationRequest, 'currency'>): Promise<Step> {
  const { buyer } = context;
  const msisdn = requireMobile(buyer);
  return context.db.transaction(async (tx): Promise<Step> => {
    const earlier = await claimIdempotencyKey<TransactionResult>(tx, context.idempotency);
    if (earlier) return { kind: 'answered', result: earlier.stored };
    const { base, quote } = await checkReactivation(tx, buyer, input);
    const baseRef = { purchaseId: base.id, productId: base.productId };
    const open = await openReactivation(tx, buyer.connectionId);
    if (open) {
      const unanswered = open.status === 'PENDING' && open.paymentStatus === null;
      if (unanswered && Date.now() - open.createdAt.getTime() < UNANSWERED_AFTER_MS) throw reactivationInProgress();
      const kind = open.status === 'RETRY' ? 'charge' : 'verify';
      await tx
        .update(transactions)
        .set({ status: 'PENDING', paymentStatus: null, updatedAt: new Date() })
        .where(eq(transactions.id, open.id));
      return { kind, transactionId: open.id, msisdn, amount: open.amount, itemName: open.itemName, base: baseRef };
    }
    const [row] = await tx
      .insert(transactions)
      .values({
        connectionId: buyer.connectionId,
        purpose: 'REACTIVATION',
        purchaseId: base.id,
        itemName: quote.product.name,
        channel: 'OPERATOR',
        amount: quote.charged,
        taxAmount: quote.taxAmount,
        status: 'PENDING',
        paymentStatus: null,
      })
      .returning({ id: transactions.id });
    if (!row) throw new Error('transaction insert returned no row');
    await recordAudit(tx, {
      action: 'reactivation.start',
      outcome: 'success',
      accountId: buyer.accountId,
      ipAddress: buyer.ipAddress,
      subjectType: 'transaction',
      subjectId: row.id,
      details: { connectionId: buyer.connectionId, purchaseId: base.id, charged: quote.charged, channel: 'OPERATOR' },
    });
    return {
      kind: 'charge',
      transactionId: row.id,
      msisdn,
      amount: quote.charged,
      itemName: quote.product.name,
      base: baseRef,
    };
  });
}

/**
 * Reactivates a suspended operator payer's (type 6) connection: the operator is charged one period of the
 * base package outside any database transaction, then its answer is written. SUCCESS makes the
 * connection active at once; PENDING leaves it suspended until a later reactivate call, which asks the
 * operator instead of charging again; FAILURE and RETRY answer the operator's reason.
 */
export async function operatorReactivation(
  context: ReactivationContext,
  input: Omit<ReactivationRequest, 'currency'>,
): Promise<TransactionResult> {
  const { db, integrations, buyer } = context;
  const step = await claimCharge(context, input);
  if (step.kind === 'answered') return step.result;
  const billing = integrations.operatorBilling;
  const call = await callOperator(
    () =>
      step.kind === 'verify'
        ? billing.status(step.transactionId)
        : billing.charge({
            msisdn: step.msisdn,
            amount: step.amount,
            reference: step.transactionId,
            description: step.itemName,
          }),
    context.language,
  );
  const status = call.outcome.status;
  return settlePayment(context, context.language, (record) =>
    db.transaction(async (tx) => {
      const applied = await writeOperatorOutcome(tx, step.transactionId, ['PENDING'], call.outcome);
      if (applied && (status === 'SUCCESS' || status === 'FAILURE')) {
        await record(tx, {
          outcome: status === 'SUCCESS' ? 'paid' : 'failed',
          for: {
            purpose: 'REACTIVATION',
            accountId: buyer.accountId,
            ipAddress: buyer.ipAddress,
            connectionId: buyer.connectionId,
            purchaseId: step.base.purchaseId,
            productId: step.base.productId,
            transactionId: step.transactionId,
            channel: 'OPERATOR',
          },
        });
      }
      await recordAudit(tx, {
        action: 'reactivation.operator_payment',
        outcome: status === 'SUCCESS' || status === 'PENDING' ? 'success' : 'failure',
        accountId: buyer.accountId,
        ipAddress: buyer.ipAddress,
        subjectType: 'transaction',
        subjectId: step.transactionId,
        details: {
          connectionId: buyer.connectionId,
          operatorStatus: status,
          description: call.outcome.description,
          networkError: call.outcome.networkError,
          adapterError: call.adapterError,
          verified: step.kind === 'verify',
          applied,
        },
      });
      const result = operatorResult(
        await readOperatorTransaction(tx, step.transactionId),
        context.language,
        applied ? call.outcome : undefined,
      );
      await storeIdempotentResult(tx, context.idempotency, result);
      return result;
    }),
  );
}
