import {
  type CancellationReason,
  ConnectionType,
  type ConnectionUnsubscribeResponse,
  type UiLanguage,
} from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, paidLivePurchaseStatuses, products, productTypes, purchases } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { recordCancellation } from '../cancellations/record-cancellation';
import { utcDate } from '../products/dates';
import { purchaseRule } from '../purchasing/errors';
import { unsubscribeBlockedUntil } from '../purchasing/upgrade-lock';
import { profileConflict, profileRule } from './errors';

/** Which unsubscribe path a connection uses: bill payers (types 1-5) one, card and operator payers the other. */
export type UnsubscribePath = 'fixed-line' | 'card-or-operator';

function pathOf(connectionType: number): UnsubscribePath {
  return connectionType === ConnectionType.mobileOperator || connectionType === ConnectionType.prepaidCard
    ? 'card-or-operator'
    : 'fixed-line';
}

/** The connection's running base package: its latest package bought on its own that still gives access. */
async function liveBasePurchase(db: DbOrTx, connectionId: string) {
  const [row] = await db
    .select({
      id: purchases.id,
      purchaseType: purchases.purchaseType,
      billingEndDate: purchases.billingEndDate,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(
      and(
        eq(purchases.connectionId, connectionId),
        eq(purchases.isBundled, false),
        eq(productTypes.typeName, 'package'),
        inArray(purchases.status, [...paidLivePurchaseStatuses]),
      ),
    )
    .orderBy(desc(purchases.purchasedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Unsubscribes a whole connection (spec 002 section 4 "Profile unsubscribe"): it becomes
 * pending_terminated until its base package's paid period ends (today when nothing is paid ahead), its
 * subscriptions stop renewing, and the lifecycle sweep ends it on that date (lifecycle/terminations.ts).
 * Run it in a transaction: the connection row is locked so two requests cannot both act. The reason, when
 * given, is kept with it (decision 0071).
 */
export async function unsubscribeConnection(
  tx: DbOrTx,
  input: {
    accountId: string;
    connectionId: string;
    path: UnsubscribePath;
    language: UiLanguage;
    ipAddress: string;
    reason?: CancellationReason;
  },
): Promise<ConnectionUnsubscribeResponse> {
  const [connection] = await tx
    .select({ connectionType: connections.connectionType, status: connections.status })
    .from(connections)
    .where(
      and(
        eq(connections.id, input.connectionId),
        eq(connections.accountId, input.accountId),
        ne(connections.status, 'pending_registration'),
      ),
    )
    .for('update');
  if (!connection) throw notFound();
  if (pathOf(connection.connectionType) !== input.path) throw profileRule('profile.wrongUnsubscribeType');
  if (connection.status === 'pending_terminated') throw profileConflict('profile.alreadyTerminating');
  if (connection.status === 'unsubscribed') throw profileConflict('profile.connectionEnded');

  const base = await liveBasePurchase(tx, input.connectionId);
  // The profile page hides the button then (spec 002 section 2.2); the server holds the same rule.
  if (base?.purchaseType === 'PURCHASE_TYPE_TRANSACTIONAL') throw profileConflict('profile.oneOffBasePackage');
  const today = utcDate(new Date());
  const blockedUntil = await unsubscribeBlockedUntil(tx, input.connectionId, today);
  if (blockedUntil) throw purchaseRule('packageChange.unsubscribeBlocked', { date: blockedUntil });
  const terminationDate = base?.billingEndDate && base.billingEndDate > today ? base.billingEndDate : today;

  const now = new Date();
  await tx
    .update(connections)
    .set({
      status: 'pending_terminated',
      pendingTerminationDate: terminationDate,
      // Types 1-5 leave the account's list at once; operator and card ones stay listed until they end.
      leftAccountAt: input.path === 'fixed-line' ? now : null,
      updatedAt: now,
    })
    .where(eq(connections.id, input.connectionId));
  // Nothing renews any more; one-off and bundled rows end on their own or with their package.
  const stopped = await tx
    .update(purchases)
    .set({ status: 'PURCHASE_PENDING_REMOVE', unsubscribedAt: now, updatedAt: now })
    .where(
      and(
        eq(purchases.connectionId, input.connectionId),
        eq(purchases.status, 'PURCHASE_COMPLETE'),
        eq(purchases.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
        eq(purchases.isBundled, false),
      ),
    )
    .returning({ id: purchases.id });
  await recordAudit(tx, {
    action: 'connection.unsubscribe',
    outcome: 'success',
    accountId: input.accountId,
    ipAddress: input.ipAddress,
    subjectType: 'connection',
    subjectId: input.connectionId,
    details: { terminationDate, previousStatus: connection.status, subscriptionsStopped: stopped.length },
  });
  await recordCancellation(tx, { connectionId: input.connectionId }, input.reason);
  return {
    message: messageTextIn(input.language, 'profile.unsubscribed'),
    status: 'pending_terminated',
    terminationDate,
  };
}
