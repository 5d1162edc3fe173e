import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { storeIdempotentResult } from '../../lib/idempotency';
import type { OpenedUpgrade, UpgradeAnswer, UpgradePayer } from '../package-change/upgrade-payer';
import { purchaseRule } from '../purchasing/errors';
import { type RecordSettlement, type SettlementDeps, settlePayment } from '../settlement/settle-payment';
import { cardOnFileOfConnection } from './card-on-file';
import { chargeCardOnFile } from './charge-card-on-file';

/** A card upgrade payment whose outcome is written, to settle the upgrade it pays for. */
export interface SettledCardUpgrade {
  /** The upgrade's package purchase the payment pays for. */
  purchaseId: string;
  connectionId: string;
  accountId: string;
  status: 'SUCCESS' | 'FAILURE';
  /** Settled after the change answered (the sweep): the subscriber is told by SMS. */
  tell: boolean;
}

/**
 * The upgrade a card payment's written outcome pays for, in the caller's commit through the settlement
 * (decision 0056): paid, the upgrade is applied; refused, it is dropped and the old package stays. Once:
 * an upgrade no longer PENDING is left alone, whoever settles it (the charge, the sweep).
 */
export function settleCardUpgradeIn(db: DbOrTx, record: RecordSettlement, payment: SettledCardUpgrade) {
  return record(db, {
    outcome: payment.status === 'SUCCESS' ? 'paid' : 'failed',
    for: {
      purpose: 'UPGRADE',
      purchaseId: payment.purchaseId,
      connectionId: payment.connectionId,
      accountId: payment.accountId,
      tell: payment.tell,
    },
  });
}

/** The change's answer once the card on file has answered (or not) for the upgrade's difference. */
function cardUpgradeAnswer(
  upgrade: OpenedUpgrade,
  status: 'SUCCESS' | 'FAILURE' | 'PENDING',
  reason: string | null,
): UpgradeAnswer {
  if (status === 'FAILURE') return { outcome: 'refused', packageName: upgrade.packageName, reason };
  return {
    outcome: 'changed',
    result: {
      changeType: 'UPGRADE',
      status: status === 'SUCCESS' ? 'APPLIED' : 'PENDING',
      productId: upgrade.productId,
      packageName: upgrade.packageName,
      changeDate: upgrade.changeDate,
      charged: upgrade.charge.charged,
    },
  };
}

/**
 * A card payer's (type 7) upgrade, charged its prorated difference on the account's card on file through
 * PayHere's Charging API (decision 0056). chargeCardOnFile commits the PENDING UPGRADE payment before
 * PayHere is called and writes its answer; the settlement then applies the upgrade (SUCCESS) or drops
 * it (FAILURE) in one transaction with the audit and the Idempotency-Key's answer. A lost answer leaves
 * the payment and the upgrade PENDING: the sweep asks PayHere by order id (lifecycle/open-card-renewals.ts).
 */
export const cardUpgradePayer: UpgradePayer = {
  async ready({ buyer }, tx) {
    if (!(await cardOnFileOfConnection(tx, buyer.connectionId))) throw purchaseRule('packageChange.noCardOnFile');
  },

  async charge(context, upgrade) {
    const { buyer } = context;
    const charged = await chargeCardOnFile(context.db, context.integrations.cardGateway, {
      connectionId: upgrade.connectionId,
      purpose: 'UPGRADE',
      purchaseId: upgrade.purchaseId,
      amount: upgrade.charge.charged,
      taxAmount: upgrade.charge.taxAmount,
      itemName: upgrade.packageName,
    });
    const deps: SettlementDeps = context;
    return settlePayment(deps, context.language, (record) =>
      context.db.transaction(async (tx) => {
        // Settled as the payment stands, which only its first writer set: PayHere's answer, or the sweep's.
        const [payment] = await tx
          .select({ status: transactions.status, description: transactions.description })
          .from(transactions)
          .where(eq(transactions.id, charged.transactionId))
          .for('update');
        const status = payment?.status === 'SUCCESS' || payment?.status === 'FAILURE' ? payment.status : 'PENDING';
        if (status !== 'PENDING') {
          await settleCardUpgradeIn(tx, record, {
            purchaseId: upgrade.purchaseId,
            connectionId: upgrade.connectionId,
            accountId: buyer.accountId,
            status,
            tell: false,
          });
        }
        await recordAudit(tx, {
          action: 'package.upgrade_card_payment',
          outcome: status === 'FAILURE' ? 'failure' : 'success',
          accountId: buyer.accountId,
          ipAddress: buyer.ipAddress,
          subjectType: 'transaction',
          subjectId: charged.transactionId,
          details: { purchaseId: upgrade.purchaseId, gatewayStatus: charged.status, status },
        });
        const answer = cardUpgradeAnswer(upgrade, status, payment?.description ?? null);
        await storeIdempotentResult(tx, context.idempotency, answer);
        return answer;
      }),
    );
  },
};
