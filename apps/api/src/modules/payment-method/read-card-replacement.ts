import type { PreapprovalStatus } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardPreapprovals } from '../../db/schema';
import { notFound } from '../../lib/api-error';

/** What became of one of the account's card replacements; another account's is a 404. */
export async function readCardReplacement(
  db: DbOrTx,
  accountId: string,
  preapprovalId: string,
): Promise<PreapprovalStatus> {
  const [row] = await db
    .select({ status: cardPreapprovals.status, description: cardPreapprovals.description })
    .from(cardPreapprovals)
    .where(and(eq(cardPreapprovals.id, preapprovalId), eq(cardPreapprovals.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}
