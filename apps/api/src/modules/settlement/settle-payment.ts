import type { UiLanguage } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import { channelsFor } from '../notification-preferences/preferences';
import { completeUpgrade, dropUpgrade, upgradeSettledSms } from '../package-change/charged-upgrade';
import { provisionPurchases, type ToProvision } from '../package-change/switch-base-package';
import { failPurchase } from '../purchasing/fail-purchase';
import { completePaidPurchase, provisionPaidPurchase } from './complete-paid-purchase';
import { heldPaymentSettledSms } from './held-payment-sms';
import { issuePurchasedVoucher } from './issue-gift-voucher';
import { applyReactivation, provisionReactivated } from './reactivate-connection';
import type { PurchasePayment, RecordSettlement, Settlement, SettlementDeps, SettlementRecord } from './settlement';

export type { PaymentFor, PurchasePayment, RecordSettlement, SettlementDeps } from './settlement';

/** What is left to do once the payment's commit is through. */
type AfterCommit =
  | { kind: 'completePurchase'; purchase: PurchasePayment['purchase']; markPaid: boolean }
  | { kind: 'provisionReactivated'; purchaseId: string; connectionId: string; productId: string }
  | { kind: 'provisionUpgrade'; connectionId: string; started: ToProvision[] };

/**
 * The one entry for "a payment settled" (README.md). `pay` is the payer's own work: it writes the
 * payment's outcome, usually in a transaction, and calls `record(tx, settlement)` in that commit for the
 * payment it settled, or with the database for a payment an earlier commit settled. Recording does, in
 * the commit, what must not be lost with it (a failed purchase freed, a reactivated connection, an
 * issued gift voucher, the held payment's SMS); once `pay` has returned, its commit through, the TV
 * platform is told and the connection's state is followed (a registration completed, an unsubscribe
 * that covers the purchase). A `pay` that throws rolls back and leaves nothing to follow. `language` is
 * the paying request's (English for the lifecycle sweep and the gateway), for a registration's SMS.
 */
export async function settlePayment<T>(
  deps: SettlementDeps,
  language: UiLanguage,
  pay: (record: RecordSettlement) => Promise<T>,
): Promise<T> {
  const afterCommit: AfterCommit[] = [];
  const answer = await pay(async (db, settlement) => {
    const recorded = await recordSettlement(db, deps.integrations, settlement);
    afterCommit.push(...recorded.afterCommit);
    return recorded.record;
  });
  for (const step of afterCommit) {
    if (step.kind === 'provisionReactivated') {
      // Counted once committed, before the platform is asked: the connection is active whatever it answers.
      deps.metrics.reactivations.inc();
      await provisionReactivated(deps.db, deps.integrations, step);
    } else if (step.kind === 'provisionUpgrade') {
      await provisionPurchases(deps.db, deps.integrations, step.connectionId, step.started);
    } else if (step.markPaid) await completePaidPurchase(deps, step.purchase, language);
    else await provisionPaidPurchase(deps, step.purchase, language);
  }
  return answer;
}

/**
 * A settlement's part of the payment's commit, and what it leaves for after the commit. Paid: a pending
 * purchase is marked paid, a reactivation makes its connection active, a gift voucher is issued. Failed:
 * a purchase fails with its payment and frees the product; a refused reactivation leaves the connection
 * suspended and a refused voucher issues nothing. An upgrade's difference paid applies the upgrade;
 * refused, it drops it and the old package stays (decision 0056), and one settled after the change had
 * answered is told by SMS. A payment held for review is told by SMS how it ended.
 */
async function recordSettlement(
  db: DbOrTx,
  integrations: SettlementDeps['integrations'],
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
  } else if (target.purpose === 'UPGRADE') {
    let settled: boolean;
    if (!paid) settled = await dropUpgrade(db, target.purchaseId, target.accountId);
    else {
      const started = await completeUpgrade(db, integrations.jobQueue, target.purchaseId, target.accountId);
      afterCommit.push({ kind: 'provisionUpgrade', connectionId: target.connectionId, started });
      settled = started.length > 0;
    }
    // An upgrade paid is a payment receipt, which the account may have turned off; a refused one always goes out.
    const told = target.tell && settled && (!paid || (await receiptsBySms(db, target.accountId)));
    const sms = told && (await upgradeSettledSms(db, target.purchaseId, paid ? 'applied' : 'dropped'));
    if (sms) await integrations.sms.send(db, sms);
  }
  const held = settlement.heldPayment;
  if (held && (!paid || (await receiptsBySms(db, held.accountId)))) {
    await integrations.sms.send(db, { to: held.mobile, text: heldPaymentSettledSms(settlement.outcome, held) });
  }
  return { record, afterCommit };
}

/** Whether the account takes payment receipts by SMS (decision 0066). */
async function receiptsBySms(db: DbOrTx, accountId: string): Promise<boolean> {
  return (await channelsFor(db, accountId, 'paymentReceipts')).sms;
}

/** The purchase is paid in the same commit as its payment; its reference number follows the commit. */
async function markPurchasePaid(db: DbOrTx, purchaseId: string): Promise<void> {
  await db
    .update(purchases)
    .set({ status: 'PAYMENT_SUCCESS', paymentStatus: 'SUCCESS' })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'PURCHASE_PENDING')));
}
