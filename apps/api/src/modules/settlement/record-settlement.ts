import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import type { SmsSender } from '../../integrations/sms';
import { failPurchase } from '../purchasing/fail-purchase';
import { heldPaymentSettledSms } from './held-payment-sms';
import { issuePurchasedVoucher } from './issue-gift-voucher';
import { applyReactivation } from './reactivate-connection';
import type { AfterCommit, Settlement, SettlementRecord } from './settlement';

/**
 * A settlement's part of the payment's commit, and what it leaves for after the commit. Paid: a pending
 * purchase is marked paid, a reactivation makes its connection active, a gift voucher is issued. Failed:
 * a purchase fails with its payment and frees the product; a refused reactivation leaves the connection
 * suspended and a refused voucher issues nothing. A payment held for review is told by SMS how it ended.
 */
export async function recordSettlement(
  db: DbOrTx,
  sms: SmsSender,
  settlement: Settlement,
): Promise<{ record: SettlementRecord; afterCommit: AfterCommit[] }> {
  const record: SettlementRecord = { voucher: null, reactivated: false };
  const afterCommit: AfterCommit[] = [];
  const paid = settlement.outcome === 'paid';
  const target = settlement.for;
  if (target.purpose === 'PURCHASE') {
    if (!paid) await failPurchase(db, target.purchase.id);
    else {
      if (target.row === 'pending') await markPurchasePaid(db, target.purchase.id);
      afterCommit.push({
        kind: 'completePurchase',
        purchase: target.purchase,
        markPaid: target.row !== 'paidWithReference',
      });
    }
  } else if (target.purpose === 'REACTIVATION' && paid) {
    record.reactivated = await applyReactivation(db, target);
    if (record.reactivated) afterCommit.push({ kind: 'provisionReactivated', ...target });
  } else if (target.purpose === 'VOUCHER' && paid) {
    record.voucher = await issuePurchasedVoucher(db, target);
  }
  const held = settlement.heldPayment;
  if (held) {
    await sms.send(db, { to: held.mobile, text: heldPaymentSettledSms(settlement.outcome, held) });
  }
  return { record, afterCommit };
}

/** The purchase is paid in the same commit as its payment; its reference number follows the commit. */
async function markPurchasePaid(db: DbOrTx, purchaseId: string): Promise<void> {
  await db
    .update(purchases)
    .set({ status: 'PAYMENT_SUCCESS', paymentStatus: 'SUCCESS' })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'PURCHASE_PENDING')));
}
