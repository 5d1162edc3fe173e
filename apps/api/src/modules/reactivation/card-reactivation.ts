import type { PrepaidPurchaseResponse, ReactivationRequest, UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { transactions } from '../../db/schema';
import type { Integrations } from '../../integrations';
import { recordAudit } from '../../lib/audit';
import { type IdempotencyScope, idempotent } from '../../lib/idempotency';
import type { Metrics } from '../../observability/metrics';
import { startCardPayment } from '../card-payments/start-card-payment';
import type { Buyer } from '../purchasing/load-buyer';
import { checkReactivation } from './check-reactivation';

export interface ReactivationContext {
  db: Database;
  integrations: Integrations;
  buyer: Buyer;
  idempotency: IdempotencyScope;
  publicUrl: string;
  /** The caller's language, for the descriptions the reactivation writes. */
  language: UiLanguage;
  /** The app's metrics, for what the payment's settlement counts. */
  metrics: Metrics;
}

/**
 * An earlier reactivation checkout of the connection left unpaid (its popup dismissed, nothing heard
 * from the gateway) is given up, so only the newest checkout can reactivate; a notification for the
 * old order is then acknowledged and ignored.
 */
async function abandonUnpaidReactivation(tx: Transaction, buyer: Buyer, language: UiLanguage): Promise<void> {
  const abandoned = await tx
    .update(transactions)
    .set({ status: 'FAILURE', paymentStatus: 'FAILURE', description: messageTextIn(language, 'payment.cancelled') })
    .where(
      and(
        eq(transactions.connectionId, buyer.connectionId),
        eq(transactions.purpose, 'REACTIVATION'),
        eq(transactions.channel, 'CARD'),
        eq(transactions.status, 'PENDING'),
        isNull(transactions.notifiedAt),
      ),
    )
    .returning({ id: transactions.id });
  for (const row of abandoned) {
    await recordAudit(tx, {
      action: 'payment.card_abandoned',
      outcome: 'success',
      accountId: buyer.accountId,
      ipAddress: buyer.ipAddress,
      subjectType: 'transaction',
      subjectId: row.id,
      details: { connectionId: buyer.connectionId, purpose: 'REACTIVATION' },
    });
  }
}

/**
 * Reactivates a suspended card payer's (type 7) connection: a PENDING REACTIVATION payment for one
 * period of its base package and the signed checkout for the gateway's popup, written with the
 * idempotency key. Nothing changes on the connection until the gateway's verified notification
 * (card-payments/receive-card-notification.ts), which makes it active and starts the new period.
 */
export function cardReactivation(
  context: ReactivationContext,
  input: Omit<ReactivationRequest, 'currency'>,
): Promise<PrepaidPurchaseResponse> {
  const { buyer } = context;
  return idempotent(context.db, context.idempotency, async (tx) => {
    const { base, quote } = await checkReactivation(tx, buyer, input);
    await abandonUnpaidReactivation(tx, buyer, context.language);
    const started = await startCardPayment(tx, {
      gateway: context.integrations.cardGateway,
      publicUrl: context.publicUrl,
      buyer,
      quote,
      purpose: 'REACTIVATION',
      purchaseId: base.id,
      // The package renews on the card that reactivated it.
      keepsCard: true,
      telephoneNumber: null,
    });
    await recordAudit(tx, {
      action: 'reactivation.start',
      outcome: 'success',
      accountId: buyer.accountId,
      ipAddress: buyer.ipAddress,
      subjectType: 'transaction',
      subjectId: started.checkout.transactionId,
      details: { connectionId: buyer.connectionId, purchaseId: base.id, charged: quote.charged, channel: 'CARD' },
    });
    return started;
  });
}
