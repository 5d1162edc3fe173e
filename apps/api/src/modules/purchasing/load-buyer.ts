import { ConnectionType } from '@selfcare/contracts';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reusableStatement } from '../../db/reusable-statement';
import { accounts, connections } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { listedConnection } from '../products/listed-connection';
import type { Viewer } from '../products/viewer';
import { purchaseRule } from './errors';
import { type PinCheckRead, pinCheckColumns, pinCheckKeys } from './verify-parental-pin';

/** How a connection pays (spec 001 section 1): the monthly bill, the mobile operator, or a card. */
export type PaymentRoute = 'bill' | 'operator' | 'card';

/** The account and connection a purchase is for, checked to be the caller's. */
export interface Buyer extends Viewer {
  accountId: string;
  status: string;
  serviceType: string;
  mobile: string | null;
  telephoneNumber: string | null;
  email: string;
  firstName: string;
  lastName: string;
  route: PaymentRoute;
  /** The caller's address, for the audit log; null for the lifecycle sweep, which no request asked for. */
  ipAddress: string | null;
}

export function paymentRouteOf(connectionType: number): PaymentRoute {
  if (connectionType === ConnectionType.mobileOperator) return 'operator';
  if (connectionType === ConnectionType.prepaidCard) return 'card';
  return 'bill';
}

/** What a Buyer is read from: a connection joined with its account. */
export const buyerColumns = {
  connectionId: connections.id,
  connectionType: connections.connectionType,
  broadband: connections.broadband,
  status: connections.status,
  serviceType: connections.serviceType,
  mobile: connections.mobile,
  telephoneNumber: connections.telephoneNumber,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
};

/**
 * The caller's own connection, by id and account. A registration in progress is not purchasable here
 * (registration has its own calls).
 */
const callersConnection = (accountId: string | Placeholder, connectionId: string | Placeholder) =>
  and(eq(connections.id, connectionId), eq(connections.accountId, accountId), listedConnection());

/** The caller's connection; another account's answers exactly like a missing one (404). */
export async function loadBuyer(
  db: DbOrTx,
  accountId: string,
  connectionId: string,
  ipAddress: string | null,
): Promise<Buyer> {
  const [row] = await db
    .select(buyerColumns)
    .from(connections)
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .where(callersConnection(accountId, connectionId));
  if (!row) throw notFound();
  return { ...row, accountId, route: paymentRouteOf(row.connectionType), ipAddress };
}

/** loadBuyerForPurchase's statement, built once (decision 0027). */
const buyerForPurchase = reusableStatement('purchase_buyer_and_pin', (db) =>
  db
    .select({
      ...buyerColumns,
      pinCheck: pinCheckColumns({
        connectionKey: sql.placeholder('connectionKey'),
        addressKey: sql.placeholder('addressKey'),
      }),
    })
    .from(connections)
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .where(callersConnection(sql.placeholder('accountId'), sql.placeholder('connectionId'))),
);

/**
 * loadBuyer and the parental PIN check's read (verifyParentalPin) in one statement, for a purchase that
 * checks the PIN next. Nothing read for the PIN is used before the connection has proved the caller's,
 * as decision 0019 requires: another account's connection is a 404 here, and only reads were made.
 */
export async function loadBuyerForPurchase(
  db: DbOrTx,
  accountId: string,
  connectionId: string,
  ipAddress: string,
): Promise<{ buyer: Buyer; pinCheck: PinCheckRead }> {
  const [row] = await buyerForPurchase(db, { accountId, connectionId, ...pinCheckKeys(connectionId, ipAddress) });
  if (!row) throw notFound();
  const { pinCheck, ...buyer } = row;
  return { buyer: { ...buyer, accountId, route: paymentRouteOf(row.connectionType), ipAddress }, pinCheck };
}

/** Each payment route has its own endpoint; a connection calling another's is refused. */
export function requireRoute(buyer: Buyer, route: PaymentRoute): void {
  if (buyer.route !== route) throw purchaseRule('purchase.wrongPaymentRoute');
}

/** Suspended, terminating and ended connections buy nothing (reactivation is its own flow). */
export function requireActive(buyer: Buyer): void {
  if (buyer.status !== 'active') throw purchaseRule('purchase.connectionNotActive');
}
