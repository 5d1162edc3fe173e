import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { reusableStatement } from '../../db/reusable-statement';
import { connections } from '../../db/schema';
import { notFound, unauthorized } from '../../lib/api-error';
import { accountOf } from '../../plugins/auth';
import { listedConnection } from './listed-connection';

/** The connection a catalogue answer is personalised for. */
export interface Viewer {
  connectionId: string;
  connectionType: number;
  broadband: boolean;
}

/**
 * The caller's own connection. Another account's connection answers exactly like a missing one
 * (404), so connection ids cannot be probed.
 */
export async function ownedConnection(db: DbOrTx, accountId: string, connectionId: string): Promise<Viewer> {
  const [row] = await ownedListedConnection(db, { connectionId, accountId });
  if (!row) throw notFound();
  return row;
}

/** ownedConnection's statement, built once (decision 0027): every personalised read sends it. */
const ownedListedConnection = reusableStatement('owned_listed_connection', (db) =>
  db
    .select({
      connectionId: connections.id,
      connectionType: connections.connectionType,
      broadband: connections.broadband,
    })
    .from(connections)
    .where(
      and(
        eq(connections.id, sql.placeholder('connectionId')),
        eq(connections.accountId, sql.placeholder('accountId')),
        listedConnection(),
      ),
    ),
);

/** For routes behind login: the connection asked about, checked against the caller. */
export function requiredViewer(request: FastifyRequest, connectionId: string): Promise<Viewer> {
  return ownedConnection(request.server.db, accountOf(request).id, connectionId);
}

/**
 * For public routes: a visitor (null) unless a connection is asked about, which needs a session
 * (401 without one) and must be the caller's (404 otherwise).
 */
export async function optionalViewer(
  request: FastifyRequest,
  connectionId: string | undefined,
): Promise<Viewer | null> {
  if (connectionId === undefined) return null;
  if (!request.account) throw unauthorized();
  return ownedConnection(request.server.db, request.account.id, connectionId);
}
