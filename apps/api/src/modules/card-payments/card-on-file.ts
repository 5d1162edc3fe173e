import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardTokens, connections } from '../../db/schema';

const cardColumns = {
  id: cardTokens.id,
  accountId: cardTokens.accountId,
  customerToken: cardTokens.customerToken,
  method: cardTokens.method,
  cardMask: cardTokens.cardMask,
  cardHolderName: cardTokens.cardHolderName,
  cardExpiry: cardTokens.cardExpiry,
  createdAt: cardTokens.createdAt,
};

export type CardOnFile = {
  id: string;
  accountId: string;
  customerToken: string;
  method: string | null;
  cardMask: string;
  cardHolderName: string | null;
  cardExpiry: string | null;
  createdAt: Date;
};

/** The account's live card on file, or null: at most one (card_tokens_one_live_idx). */
export async function cardOnFileOfAccount(db: DbOrTx, accountId: string): Promise<CardOnFile | null> {
  const [card] = await db
    .select(cardColumns)
    .from(cardTokens)
    .where(and(eq(cardTokens.accountId, accountId), isNull(cardTokens.forgottenAt)));
  return card ?? null;
}

/**
 * The card a connection is charged on: its own account's live card, never another account's (a token
 * belongs to the account whose subscriber approved it).
 */
export async function cardOnFileOfConnection(db: DbOrTx, connectionId: string): Promise<CardOnFile | null> {
  const [card] = await db
    .select(cardColumns)
    .from(connections)
    .innerJoin(cardTokens, and(eq(cardTokens.accountId, connections.accountId), isNull(cardTokens.forgottenAt)))
    .where(eq(connections.id, connectionId));
  return card ?? null;
}
