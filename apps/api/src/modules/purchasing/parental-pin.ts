import { ErrorCode, messageText } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections } from '../../db/schema';
import { ApiError, tooManyAttempts } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { verifyPin } from '../../lib/pin-hash';
import { countAttempt, lockedForSeconds } from '../../plugins/rate-limit';

/** Wrong PINs allowed per connection in a window before purchases are locked for the rest of it. */
export const PIN_ATTEMPT_LIMIT = 5;
export const PIN_WINDOW_SECONDS = 15 * 60;

/** The connection's wrong-PIN counter; changing the PIN from the profile clears it. */
export const pinAttemptKey = (connectionId: string) => `pin:connection:${connectionId}`;

const wrongPin = () => new ApiError(422, ErrorCode.wrongPin, messageText('purchase.wrongPin'));

/**
 * Checks the connection's parental PIN (DESIGN.md section 6). Only wrong PINs count against the
 * connection, so a subscriber's quick repeated clicks never lock them out; after the allowance every
 * attempt is refused until the window ends. Run it on the pool, not inside the purchase transaction,
 * so a refused PIN's count survives the purchase's rollback (and a legacy hash's upgrade stays, too).
 */
export async function verifyParentalPin(
  db: DbOrTx,
  input: { connectionId: string; accountId: string; pin: string },
): Promise<void> {
  const key = pinAttemptKey(input.connectionId);
  const audit = {
    action: 'purchase.pin',
    accountId: input.accountId,
    subjectType: 'connection',
    subjectId: input.connectionId,
  };
  // The lock and the hash in one read.
  const [connection] = await db
    .select({ hash: connections.parentalPinHash, lockedFor: lockedForSeconds(key, PIN_ATTEMPT_LIMIT) })
    .from(connections)
    .where(eq(connections.id, input.connectionId));
  if (connection?.lockedFor != null) {
    await recordAudit(db, { ...audit, outcome: 'rate_limited' });
    throw tooManyAttempts(connection.lockedFor);
  }
  const check = connection ? await verifyPin(connection.hash, input.connectionId, input.pin) : undefined;
  if (check?.matches) {
    // A correct PIN against an argon2id hash from before decision 0014: store the keyed hash instead,
    // unless the PIN was changed meanwhile.
    if (connection && check.upgrade !== null) {
      await db
        .update(connections)
        .set({ parentalPinHash: check.upgrade })
        .where(and(eq(connections.id, input.connectionId), eq(connections.parentalPinHash, connection.hash)));
    }
    return;
  }
  await countAttempt(db, [{ key, limit: PIN_ATTEMPT_LIMIT, windowSeconds: PIN_WINDOW_SECONDS }]);
  await recordAudit(db, { ...audit, outcome: 'failure' });
  throw wrongPin();
}
