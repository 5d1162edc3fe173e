import type { UiLanguage } from '@selfcare/contracts';
import { completePaidPurchase, provisionPaidPurchase } from './complete-paid-purchase';
import { provisionReactivated } from './reactivate-connection';
import { recordSettlement } from './record-settlement';
import type { AfterCommit, RecordSettlement, SettlementDeps } from './settlement';

export type {
  GiftVoucherPayment,
  PaymentFor,
  PurchasePayment,
  ReactivationPayment,
  RecordSettlement,
  Settlement,
  SettlementDeps,
  SettlementRecord,
} from './settlement';

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
    const recorded = await recordSettlement(db, deps.integrations.sms, settlement);
    afterCommit.push(...recorded.afterCommit);
    return recorded.record;
  });
  for (const step of afterCommit) {
    if (step.kind === 'provisionReactivated') await provisionReactivated(deps.db, deps.integrations.provisioning, step);
    else if (step.markPaid) await completePaidPurchase(deps, step.purchase, language);
    else await provisionPaidPurchase(deps, step.purchase, language);
  }
  return answer;
}
