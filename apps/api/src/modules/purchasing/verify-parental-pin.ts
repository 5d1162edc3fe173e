import { ErrorCode } from '@selfcare/contracts';
import { and, eq, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections } from '../../db/schema';
import { ApiError, tooManyAttempts } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { verifyPin } from '../../lib/pin-hash';
import { countAttempt, lockedForSeconds } from '../../plugins/rate-limit';

/** Wrong PINs allowed per connection in a window before purchases are locked for the rest of it. */
export const PIN_ATTEMPT_LIMIT = 5;
/** Wrong PINs allowed per client address across connections in a window (decision 0019). */
export const PIN_ADDRESS_LIMIT = 20;
export const PIN_WINDOW_SECONDS = 15 * 60;

/** The connection's wrong-PIN counter; changing the PIN from the profile clears it. */
export const pinAttemptKey = (connectionId: string) => `pin:connection:${connectionId}`;
const pinAddressKey = (ipAddress: string) => `pin:address:${ipAddress}`;

const wrongPin = () => new ApiError(422, ErrorCode.wrongPin, 'purchase.wrongPin');

/** The rate-limit counters a PIN check reads and counts against: the connection's and the address's. */
export function pinCheckKeys(connectionId: string, ipAddress: string) {
  return { connectionKey: pinAttemptKey(connectionId), addressKey: pinAddressKey(ipAddress) };
}

/**
 * What a PIN check reads of its connection: the hash and how long either lock has left, as columns a
 * query of the connection can select beside its own (loadBuyerForPurchase). The keys are pinCheckKeys',
 * or placeholders for them in a statement built once.
 */
export function pinCheckColumns(keys: { connectionKey: string | Placeholder; addressKey: string | Placeholder }) {
  return {
    hash: connections.parentalPinHash,
    connectionLockedFor: lockedForSeconds(keys.connectionKey, PIN_ATTEMPT_LIMIT),
    addressLockedFor: lockedForSeconds(keys.addressKey, PIN_ADDRESS_LIMIT),
  };
}

export interface PinCheckRead {
  hash: string;
  connectionLockedFor: number | null;
  addressLockedFor: number | null;
}

/**
 * Checks the connection's parental PIN (DESIGN.md section 6). Only wrong PINs count, against the
 * connection and against the client address, so a subscriber's quick repeated clicks never lock them
 * out; past either allowance every attempt is refused until the window ends. The connection must be
 * checked to be the caller's first, so only its own account can spend its allowance (decision 0019):
 * `read` is what was read with that check, when it selected pinCheckColumns; without it the hash and
 * the locks are read here. Run it on the pool, not inside the purchase transaction, so a refused PIN's
 * count survives the purchase's rollback (and a legacy hash's upgrade stays, too).
 */
export async function verifyParentalPin(
  db: DbOrTx,
  input: { connectionId: string; accountId: string; pin: string; ipAddress: string },
  read?: PinCheckRead,
): Promise<void> {
  const keys = pinCheckKeys(input.connectionId, input.ipAddress);
  const audit = {
    action: 'purchase.pin',
    accountId: input.accountId,
    subjectType: 'connection',
    subjectId: input.connectionId,
    ipAddress: input.ipAddress,
  };
  const connection =
    read ?? (await db.select(pinCheckColumns(keys)).from(connections).where(eq(connections.id, input.connectionId)))[0];
  const lockedFor = Math.max(connection?.connectionLockedFor ?? 0, connection?.addressLockedFor ?? 0);
  if (lockedFor > 0) {
    await recordAudit(db, { ...audit, outcome: 'rate_limited' });
    throw tooManyAttempts(lockedFor);
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
    // Every PIN check is recorded, so the log shows who bought as the account holder, and from where.
    await recordAudit(db, { ...audit, outcome: 'success' });
    return;
  }
  await countAttempt(db, [
    { key: keys.connectionKey, limit: PIN_ATTEMPT_LIMIT, windowSeconds: PIN_WINDOW_SECONDS },
    { key: keys.addressKey, limit: PIN_ADDRESS_LIMIT, windowSeconds: PIN_WINDOW_SECONDS },
  ]);
  await recordAudit(db, { ...audit, outcome: 'failure' });
  throw wrongPin();
}
