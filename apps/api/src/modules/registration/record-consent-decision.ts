import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operatorConsents } from '../../db/schema';

/**
 * Writes the operator's answer to a pending consent request. A connection holds one granted consent: a
 * grant revokes the connection's earlier one. A request already decided is left as it is.
 */
export async function recordConsentDecision(
  tx: DbOrTx,
  consent: { id: string; connectionId: string },
  status: 'GRANTED' | 'DENIED',
): Promise<void> {
  if (status === 'GRANTED') {
    await tx
      .update(operatorConsents)
      .set({ status: 'REVOKED', decidedAt: new Date() })
      .where(
        and(
          eq(operatorConsents.connectionId, consent.connectionId),
          eq(operatorConsents.status, 'GRANTED'),
          ne(operatorConsents.id, consent.id),
        ),
      );
  }
  await tx
    .update(operatorConsents)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(operatorConsents.id, consent.id), eq(operatorConsents.status, 'PENDING')));
}
