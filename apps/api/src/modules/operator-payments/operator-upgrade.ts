import type { OperatorChargeOutcome } from '../../integrations/operator-billing';
import type { OpenedUpgrade, UpgradeAnswer, UpgradePayer } from '../package-change/upgrade-payer';
import { callOperator, type OperatorCall } from './call-operator';
import { type OperatorTransaction, openOperatorTransaction } from './operator-transactions';
import { requireMobile } from './require-mobile';
import { settleOperatorPayment } from './settle-operator-payment';

/**
 * An upgrade is never left waiting for a retry: the operator's RETRY refuses it like a FAILURE, and the
 * subscriber may ask for the upgrade again (decision 0056).
 */
export function upgradeCall(call: OperatorCall): OperatorCall {
  if (call.outcome.status !== 'RETRY') return call;
  const outcome: OperatorChargeOutcome = { ...call.outcome, status: 'FAILURE' };
  return { ...call, outcome };
}

/** The change's answer once the operator's answer is written on the upgrade's payment. */
export function upgradeAnswer(transaction: OperatorTransaction, upgrade: OpenedUpgrade): UpgradeAnswer {
  if (transaction.status === 'FAILURE' || transaction.status === 'RETRY') {
    return { outcome: 'refused', packageName: upgrade.packageName, reason: transaction.description };
  }
  return {
    outcome: 'changed',
    result: {
      changeType: 'UPGRADE',
      status: transaction.status === 'SUCCESS' ? 'APPLIED' : 'PENDING',
      productId: upgrade.productId,
      packageName: upgrade.packageName,
      changeDate: upgrade.changeDate,
      charged: upgrade.charge.charged,
    },
  };
}

/** The operator's payment is always written with the upgrade (openPayment). */
function requireOpened(paymentId: string | null): string {
  if (paymentId === null) throw new Error('an operator upgrade has no payment opened');
  return paymentId;
}

/**
 * An operator payer's (type 6) upgrade, charged its prorated difference on the phone bill exactly as an
 * operator purchase is (decision 0056): the PENDING UPGRADE payment is written with the upgrade, the
 * operator is charged with the payment's id as its reference, and its answer is written with the
 * settlement, which applies the upgrade (SUCCESS) or drops it (FAILURE, RETRY). An unanswered charge
 * stays PENDING, and the sweep asks the operator about it (lifecycle/open-operator-payments.ts).
 */
export const operatorUpgradePayer: UpgradePayer = {
  async ready({ buyer, integrations }) {
    requireMobile(buyer);
    // Refused (503, Retry-After) before the upgrade and its payment are written while the operator is down.
    integrations.operatorBilling.requireReachable();
  },

  openPayment: (tx, upgrade) =>
    openOperatorTransaction(tx, {
      purpose: 'UPGRADE',
      purchaseId: upgrade.purchaseId,
      connectionId: upgrade.connectionId,
      amount: upgrade.charge.charged,
      taxAmount: upgrade.charge.taxAmount,
      itemName: upgrade.packageName,
    }),

  async charge(context, upgrade, opened) {
    const { buyer, integrations } = context;
    const paymentId = requireOpened(opened);
    const call = await callOperator(
      () =>
        integrations.operatorBilling.charge({
          msisdn: requireMobile(buyer),
          amount: upgrade.charge.charged,
          reference: paymentId,
          description: upgrade.packageName,
        }),
      context.language,
    );
    return settleOperatorPayment(
      {
        db: context.db,
        integrations,
        publicUrl: context.publicUrl,
        metrics: context.metrics,
        accountId: buyer.accountId,
        transactionId: paymentId,
        expected: ['PENDING'],
        call: upgradeCall(call),
        idempotency: context.idempotency,
        language: context.language,
        ipAddress: buyer.ipAddress,
        byUpgradeRequest: true,
      },
      ({ transaction }) => upgradeAnswer(transaction, upgrade),
    );
  },
};
