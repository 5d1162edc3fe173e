import type { CancellationReason } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { cancellations } from '../../db/schema';

/** What was unsubscribed: a subscription (its purchase and product) or, without them, the whole connection. */
export interface CancelledSubject {
  connectionId: string;
  purchase?: { id: string; productId: string };
}

/**
 * Keeps an unsubscription that took effect and the reason given, if any (decision 0071), in the
 * unsubscribe's own transaction. The free text is never put in the audit or a log line: only here.
 */
export async function recordCancellation(
  db: DbOrTx,
  subject: CancelledSubject,
  reason: CancellationReason | undefined,
): Promise<void> {
  await db.insert(cancellations).values({
    connectionId: subject.connectionId,
    purchaseId: subject.purchase?.id ?? null,
    productId: subject.purchase?.productId ?? null,
    reasonCode: reason?.code ?? null,
    reasonText: reason?.text ?? null,
  });
}
