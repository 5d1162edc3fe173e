import { DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { and, asc, desc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { basePackageChanges, connections, transactions } from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import { recordAudit } from '../../lib/audit';
import { type SettlementDeps, settlePayment } from '../settlement/settle-payment';

/**
 * How long an upgrade may wait for its charge before the sweep looks at it: far beyond the adapter
 * deadline, so an upgrade whose request is still charging is never taken for one left behind.
 */
export const OPEN_UPGRADE_GRACE_MS = 5 * 60_000;

/** Upgrades still waiting for their charge (decision 0056), requested before `requestedBefore`. */
export async function openUpgrades(db: DbOrTx, requestedBefore: Date, after: string | null, limit: number) {
  const rows = await db
    .select({ id: basePackageChanges.id })
    .from(basePackageChanges)
    .where(
      and(
        isLiteral(basePackageChanges.status, 'PENDING'),
        eq(basePackageChanges.changeType, 'UPGRADE'),
        isNotNull(basePackageChanges.purchaseId),
        lt(basePackageChanges.requestedAt, requestedBefore),
        after === null ? undefined : gt(basePackageChanges.id, after),
      ),
    )
    .orderBy(asc(basePackageChanges.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * An upgrade its own request left waiting although its charge is over: the request died after the card
 * on file's answer was written (paid or refused) and before the upgrade was settled, or before the
 * payment was written at all. Settled now as the charge would have: paid, applied; refused or never
 * charged, dropped. One whose payment is still open is left to the operator's and the card's
 * reconciliation (open-operator-payments.ts, open-card-renewals.ts). The settlement locks the change,
 * so it happens once.
 */
export async function settleOpenUpgrade(context: SettlementDeps, changeId: string): Promise<'settled' | 'waiting'> {
  const { db } = context;
  const [change] = await db
    .select({
      purchaseId: basePackageChanges.purchaseId,
      connectionId: basePackageChanges.connectionId,
      accountId: connections.accountId,
    })
    .from(basePackageChanges)
    .innerJoin(connections, eq(connections.id, basePackageChanges.connectionId))
    .where(and(eq(basePackageChanges.id, changeId), eq(basePackageChanges.status, 'PENDING')));
  if (!change?.purchaseId) return 'waiting';
  const { purchaseId, connectionId, accountId } = change;
  const [payment] = await db
    .select({ id: transactions.id, status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.purchaseId, purchaseId), eq(transactions.purpose, 'UPGRADE')))
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  if (payment?.status === 'PENDING') return 'waiting';
  const paid = payment?.status === 'SUCCESS';
  return settlePayment(context, DEFAULT_UI_LANGUAGE, (record) =>
    db.transaction(async (tx) => {
      await record(tx, {
        outcome: paid ? 'paid' : 'failed',
        for: { purpose: 'UPGRADE', purchaseId, connectionId, accountId, tell: true },
      });
      await recordAudit(tx, {
        action: 'lifecycle.upgrade_settled',
        outcome: paid ? 'success' : 'failure',
        accountId,
        subjectType: 'package_change',
        subjectId: changeId,
        details: { purchaseId, paymentId: payment?.id ?? null, paymentStatus: payment?.status ?? null },
      });
      return 'settled' as const;
    }),
  );
}
