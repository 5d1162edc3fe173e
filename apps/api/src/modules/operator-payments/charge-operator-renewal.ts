import { DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import type { Database } from '../../db/client';
import type { Integrations } from '../../integrations';
import { recordAudit } from '../../lib/audit';
import { callOperator, type OperatorCall } from './call-operator';
import { openOperatorTransaction, writeOperatorOutcome } from './operator-transactions';

/** SUCCESS: paid. FAILURE: the operator refused. PENDING: not settled yet (the operator said PENDING or RETRY). */
export type OperatorRenewalOutcome = 'SUCCESS' | 'FAILURE' | 'PENDING';

export interface OperatorRenewal {
  purchase: { id: string };
  connection: { id: string; mobile: string | null };
  /** What the operator charges, taxes included. */
  amount: number;
  /** The taxes within `amount`, for the payments list; 0 when left out. */
  taxAmount?: number;
  /** The product's name: the payment's item name and the charge's description on the phone bill. */
  itemName: string;
}

/** For the lifecycle sweep, whose descriptions are in English (decision 0020). */
const noMobileNumber: OperatorCall = {
  outcome: {
    status: 'FAILURE',
    description: messageTextIn(DEFAULT_UI_LANGUAGE, 'purchase.noMobileNumber'),
    authCode: null,
    networkError: false,
  },
  adapterError: null,
};

/**
 * Charges one period's renewal of an operator payer's (type 6) subscription, for the lifecycle sweep: a
 * RENEWAL payment is committed, the operator is charged with its id as the reference (outside any
 * database transaction), and the answer is written onto it. Only the payment is written: extending the
 * period, or suspending the connection, is the caller's decision. A PENDING answer leaves the payment
 * open (PENDING or RETRY) for the caller to look at again; the caller also makes sure one period is
 * charged by one sweep only.
 */
export async function chargeOperatorRenewal(
  db: Database,
  integrations: Pick<Integrations, 'operatorBilling'>,
  renewal: OperatorRenewal,
): Promise<OperatorRenewalOutcome> {
  const { purchase, connection } = renewal;
  const transactionId = await openOperatorTransaction(db, {
    connectionId: connection.id,
    purchaseId: purchase.id,
    purpose: 'RENEWAL',
    amount: renewal.amount,
    taxAmount: renewal.taxAmount ?? 0,
    itemName: renewal.itemName,
  });
  const msisdn = connection.mobile;
  const call =
    msisdn === null
      ? noMobileNumber
      : await callOperator(
          () =>
            integrations.operatorBilling.charge({
              msisdn,
              amount: renewal.amount,
              reference: transactionId,
              description: renewal.itemName,
            }),
          DEFAULT_UI_LANGUAGE,
        );
  const status = call.outcome.status;
  await db.transaction(async (tx) => {
    await writeOperatorOutcome(tx, transactionId, ['PENDING'], call.outcome);
    await recordAudit(tx, {
      action: 'purchase.operator_renewal',
      outcome: status === 'SUCCESS' || status === 'PENDING' ? 'success' : 'failure',
      subjectType: 'transaction',
      subjectId: transactionId,
      details: {
        purchaseId: purchase.id,
        connectionId: connection.id,
        operatorStatus: status,
        description: call.outcome.description,
        authCode: call.outcome.authCode,
        adapterError: call.adapterError,
      },
    });
  });
  if (status === 'SUCCESS' || status === 'FAILURE') return status;
  return 'PENDING';
}
