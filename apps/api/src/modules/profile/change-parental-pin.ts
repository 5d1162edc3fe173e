import { ErrorCode, type ProfileMessageResponse, type UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, connections } from '../../db/schema';
import { ApiError, tooManyAttempts, unauthorized } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { verifySecret } from '../../lib/password';
import { hashPin } from '../../lib/pin-hash';
import { countAttempt, resetAttempts } from '../../plugins/rate-limit';
import { pinAttemptKey } from '../purchasing/verify-parental-pin';

/** PIN changes (right or wrong password) allowed per account in a window: enough for typos, too few to guess. */
export const PIN_CHANGE_LIMIT = 5;
export const PIN_CHANGE_WINDOW_SECONDS = 15 * 60;

const wrongPassword = () => new ApiError(400, ErrorCode.wrongPassword, 'profile.wrongPassword');

/**
 * Sets a connection's parental PIN (DESIGN.md section 6), proven by the account password. Every
 * attempt counts against the account, so the password cannot be guessed through this call; a new PIN
 * also lifts a purchase lock-out left by wrong PINs. `connectionId` must already be checked to be the
 * caller's.
 */
export async function changeParentalPin(
  db: Database,
  input: {
    accountId: string;
    connectionId: string;
    password: string;
    pin: string;
    language: UiLanguage;
    ipAddress: string;
  },
): Promise<ProfileMessageResponse> {
  const audit = {
    action: 'connection.parental_pin_change',
    accountId: input.accountId,
    subjectType: 'connection',
    subjectId: input.connectionId,
    ipAddress: input.ipAddress,
  };
  const wait = await countAttempt(db, [
    { key: `pin-change:account:${input.accountId}`, limit: PIN_CHANGE_LIMIT, windowSeconds: PIN_CHANGE_WINDOW_SECONDS },
  ]);
  if (wait !== null) {
    await recordAudit(db, { ...audit, outcome: 'rate_limited' });
    throw tooManyAttempts(wait);
  }
  const [account] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, input.accountId));
  if (!account) throw unauthorized();
  if (!(await verifySecret(account.passwordHash, input.password))) {
    await recordAudit(db, { ...audit, outcome: 'failure' });
    throw wrongPassword();
  }
  const pinHash = hashPin(input.connectionId, input.pin);
  await db.transaction(async (tx) => {
    await tx
      .update(connections)
      .set({ parentalPinHash: pinHash, updatedAt: new Date() })
      .where(eq(connections.id, input.connectionId));
    await resetAttempts(tx, pinAttemptKey(input.connectionId));
    await recordAudit(tx, { ...audit, outcome: 'success' });
  });
  return { message: messageTextIn(input.language, 'profile.pinChanged') };
}
