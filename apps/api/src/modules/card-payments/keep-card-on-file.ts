import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { cardTokens } from '../../db/schema';

export interface ApprovedCard {
  customerToken: string;
  method: string | null;
  cardMask: string;
  cardHolderName: string | null;
  cardExpiry: string | null;
}

/**
 * Keeps the card a preapproval gave as the account's card on file, in the caller's transaction: the
 * previous card is forgotten (never charged again), so an account has one live card.
 */
export async function keepCardOnFile(
  tx: Transaction,
  owner: { accountId: string; preapprovalId: string },
  card: ApprovedCard,
): Promise<void> {
  await tx
    .update(cardTokens)
    .set({ forgottenAt: new Date() })
    .where(and(eq(cardTokens.accountId, owner.accountId), isNull(cardTokens.forgottenAt)));
  await tx.insert(cardTokens).values({ accountId: owner.accountId, preapprovalId: owner.preapprovalId, ...card });
}

/** Forgets a card that was charged back (decision 0052): the account has no card on file until a new one is approved. */
export async function forgetChargedBackCard(tx: DbOrTx, accountId: string, cardMask: string | null): Promise<void> {
  if (!cardMask) return;
  await tx
    .update(cardTokens)
    .set({ forgottenAt: new Date() })
    .where(and(eq(cardTokens.accountId, accountId), eq(cardTokens.cardMask, cardMask), isNull(cardTokens.forgottenAt)));
}
