import {
  type AccountDetails,
  type ConnectionDetails,
  type ConnectionSummary,
  effectiveConnectionStatus,
} from '@selfcare/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { accounts, connections, profiles } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { utcDate } from '../products/dates';
import { listedConnection } from '../products/listed-connection';
import { unsubscribeBlockedUntil } from '../purchasing/upgrade-lock';

type ConnectionRow = typeof connections.$inferSelect;

export async function accountDetails(db: DbOrTx, accountId: string): Promise<AccountDetails> {
  const account = await db.query.accounts.findFirst({ where: eq(accounts.id, accountId) });
  if (!account) throw notFound();
  return { accountId: account.id, username: account.email, firstName: account.firstName, lastName: account.lastName };
}

export async function listConnections(db: DbOrTx, accountId: string): Promise<ConnectionSummary[]> {
  const rows = await db
    .select()
    .from(connections)
    .where(and(eq(connections.accountId, accountId), listedConnection()))
    .orderBy(asc(connections.position), asc(connections.createdAt), asc(connections.id));
  return rows.map(toSummary);
}

/** Another account's connection answers exactly like a missing one, so ids cannot be probed. */
export async function connectionDetails(
  db: DbOrTx,
  input: { accountId: string; connectionId: string },
): Promise<ConnectionDetails> {
  const connection = await db.query.connections.findFirst({
    where: and(eq(connections.id, input.connectionId), eq(connections.accountId, input.accountId), listedConnection()),
  });
  if (!connection) throw notFound();
  const [profileRows, blockedUntil] = await readTogether(db, [
    (db) =>
      db
        .select()
        .from(profiles)
        .where(eq(profiles.connectionId, connection.id))
        .orderBy(desc(profiles.defaultProfile), asc(profiles.createdAt), asc(profiles.id)),
    (db) => unsubscribeBlockedUntil(db, connection.id, utcDate(new Date())),
  ]);
  return {
    ...toSummary(connection),
    validationCode: connection.validationCode,
    pendingTerminationDate: connection.pendingTerminationDate,
    unsubscribeBlockedUntil: blockedUntil,
    profiles: profileRows.map((profile) => ({
      profileUid: profile.id,
      name: profile.name,
      defaultProfile: profile.defaultProfile,
      parentalRating: profile.parentalRating,
      authPin: profile.authPin,
    })),
  };
}

function toSummary(row: ConnectionRow): ConnectionSummary {
  return {
    connectionId: row.id,
    name: row.name,
    connectionType: row.connectionType,
    serviceType: row.serviceType as ConnectionSummary['serviceType'],
    status: effectiveConnectionStatus(row.status),
    broadband: row.broadband,
    telephoneNumber: row.telephoneNumber,
    accountNumber: row.accountNumber,
    mobile: row.mobile,
  };
}
