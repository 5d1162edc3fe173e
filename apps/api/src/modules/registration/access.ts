import { createHash, randomBytes } from 'node:crypto';
import { ConnectionType } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, connectionRegistrations, connections } from '../../db/schema';
import { notFound, unauthorized } from '../../lib/api-error';
import { utcDate } from '../products/dates';
import { hasEnded, latestBasePurchase } from '../reactivation/base-package';
import { invalidRegistrationToken } from './errors';
import type { RegistrationCaller } from './registration-context';

/** A registration token is valid 24 hours (decision 0009). */
export const REGISTRATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function newRegistrationToken(): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRegistrationToken(token), expiresAt: new Date(Date.now() + REGISTRATION_TOKEN_TTL_MS) };
}

export function hashRegistrationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A connection a registration step may act on, with what the step needs of it. */
export interface RegistrationTarget {
  connectionId: string;
  accountId: string;
  connectionType: number;
  status: string;
  mobile: string | null;
  /** 'register': a registration in progress; 'reactivate': a suspended connection choosing a new package. */
  mode: 'register' | 'reactivate';
  registration: typeof connectionRegistrations.$inferSelect | null;
  /** The token hash the caller proved, for binding OTPs; null for a session caller. */
  tokenHash: string | null;
}

async function loadTarget(db: DbOrTx, connectionId: string) {
  const [row] = await db
    .select({ connection: connections, registration: connectionRegistrations, email: accounts.email })
    .from(connections)
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .leftJoin(connectionRegistrations, eq(connectionRegistrations.connectionId, connections.id))
    .where(eq(connections.id, connectionId));
  return row ?? null;
}

/**
 * The connection a registration call names, checked against the caller: a session must own it, a
 * registration token must be its own and unexpired. Another account's connection, or another
 * registration's, answers exactly like a missing one (404 for a session, 401 for a token).
 * `allowCompleted` lets the completion page read a finished registration; `allowReactivation` lets a
 * session pick a new package for a suspended connection whose one-off base package has ended.
 */
export async function resolveTarget(
  db: DbOrTx,
  caller: RegistrationCaller,
  connectionId: string,
  options: { allowCompleted?: boolean; allowReactivation?: boolean } = {},
): Promise<RegistrationTarget> {
  const row = await loadTarget(db, connectionId);
  let tokenHash: string | null = null;
  if (caller.accountId !== null) {
    if (!row || row.connection.accountId !== caller.accountId) throw notFound();
  } else {
    if (caller.registrationToken === undefined) throw unauthorized();
    tokenHash = hashRegistrationToken(caller.registrationToken);
    const registration = row?.registration;
    if (
      !row ||
      !registration ||
      registration.registrationTokenHash !== tokenHash ||
      !registration.registrationTokenExpiresAt ||
      registration.registrationTokenExpiresAt.getTime() <= Date.now()
    ) {
      throw invalidRegistrationToken();
    }
  }
  const { connection, registration } = row;
  const target = {
    connectionId: connection.id,
    accountId: connection.accountId,
    connectionType: connection.connectionType,
    status: connection.status,
    mobile: connection.mobile,
    registration,
    tokenHash,
  };
  if (connection.status === 'pending_registration') return { ...target, mode: 'register' };
  if (options.allowReactivation && caller.accountId !== null && (await reactivatable(db, connection))) {
    return { ...target, mode: 'reactivate' };
  }
  if (options.allowCompleted && registration?.completedAt) return { ...target, mode: 'register' };
  throw notFound();
}

/**
 * A suspended card or operator payer's connection whose last base package was one-off and has ended
 * chooses a new package through the registration calls (decision 0009).
 */
async function reactivatable(db: DbOrTx, connection: typeof connections.$inferSelect): Promise<boolean> {
  if (
    connection.status !== 'suspended' ||
    (connection.connectionType !== ConnectionType.mobileOperator &&
      connection.connectionType !== ConnectionType.prepaidCard)
  ) {
    return false;
  }
  const last = await latestBasePurchase(db, connection.id);
  return last !== null && last.purchaseType === 'PURCHASE_TYPE_TRANSACTIONAL' && hasEnded(last, utcDate(new Date()));
}
