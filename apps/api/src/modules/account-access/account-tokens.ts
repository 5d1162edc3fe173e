import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type AccountTokenPurpose, accountTokens } from '../../db/schema';

/** How long an e-mailed link works. */
export const TOKEN_TTL_MINUTES: Record<AccountTokenPurpose, number> = {
  password_reset: 60,
  email_confirmation: 48 * 60,
};

/** 32 random bytes: 256 bits, far past guessing, written as 43 base64url characters. */
const TOKEN_BYTES = 32;

/** Only this hash is stored: a copy of the table opens no account. SHA-256 suffices for random secrets. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new single-use token for the account. Older unused tokens of the same purpose stop working at once,
 * so only the newest link counts. Answers the token itself, which only the e-mail carries.
 */
export async function issueAccountToken(db: DbOrTx, accountId: string, purpose: AccountTokenPurpose): Promise<string> {
  await expireAccountTokens(db, accountId, purpose);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(accountTokens).values({
    accountId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${TOKEN_TTL_MINUTES[purpose]})`,
  });
  return token;
}

export async function expireAccountTokens(db: DbOrTx, accountId: string, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    );
}

const usable = (token: string, purpose: AccountTokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** The account a token would open, without using it up; null for an unknown, used or expired token. */
export async function peekAccountToken(
  db: DbOrTx,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .select({ accountId: accountTokens.accountId })
    .from(accountTokens)
    .where(usable(token, purpose))
    .limit(1);
  return row?.accountId ?? null;
}

/**
 * Uses the token up and answers its account, or null. One conditional UPDATE: of two concurrent uses of
 * one token exactly one gets the account.
 */
export async function consumeAccountToken(
  db: DbOrTx,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId ?? null;
}
