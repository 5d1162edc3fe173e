import { ErrorCode, messageText } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections } from '../../db/schema';
import { ApiError, tooManyAttempts } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { verifySecret } from '../../lib/password';
import { countAttempt, refundAttempt } from '../../plugins/rate-limit';

/** Wrong PINs allowed per connection in a window before purchases are locked for the rest of it. */
export const PIN_ATTEMPT_LIMIT = 5;
export const PIN_WINDOW_SECONDS = 15 * 60;

const wrongPin = () => new ApiError(422, ErrorCode.wrongPin, messageText('purchase.wrongPin'));

/**
 * Checks the connection's parental PIN (DESIGN.md section 6). Every attempt counts against the
 * connection; a correct one is taken back, so only wrong PINs use up the allowance. Run it on the
 * pool, not inside the purchase transaction, so a refused PIN's count survives the rollback.
 */
export async function verifyParentalPin(
  db: DbOrTx,
  input: { connectionId: string; accountId: string; pin: string },
): Promise<void> {
  const key = `pin:connection:${input.connectionId}`;
  const wait = await countAttempt(db, [{ key, limit: PIN_ATTEMPT_LIMIT, windowSeconds: PIN_WINDOW_SECONDS }]);
  const audit = {
    action: 'purchase.pin',
    accountId: input.accountId,
    subjectType: 'connection',
    subjectId: input.connectionId,
  };
  if (wait !== null) {
    await recordAudit(db, { ...audit, outcome: 'rate_limited' });
    throw tooManyAttempts(wait);
  }
  const [connection] = await db
    .select({ hash: connections.parentalPinHash })
    .from(connections)
    .where(eq(connections.id, input.connectionId));
  if (!connection || !(await verifySecret(connection.hash, input.pin))) {
    await recordAudit(db, { ...audit, outcome: 'failure' });
    throw wrongPin();
  }
  await refundAttempt(db, key);
}
