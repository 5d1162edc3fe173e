import type { ConnectionTypeCode } from '@selfcare/contracts';

/** Who is looking at a page: prices, purchase marks and personalised reads depend on it. */
export interface Viewer {
  loggedIn: boolean;
  /** The account id; null for visitors. */
  userId: string | null;
  /** The selected connection, which personalised calls send as conid; null for visitors and accounts without one. */
  connectionId: string | null;
  /** The selected connection's type, which decides how prices read; null for visitors and while it loads. */
  connectionType: ConnectionTypeCode | null;
  /** The selected connection has broadband (data bundles). */
  broadband: boolean;
  /** Logged in without a connection: the catalogue pages send the user home (spec 001 section 6). */
  withoutConnection: boolean;
  /** Prices and marks may show: a visitor, or a subscriber whose connection type is known. */
  priceReady: boolean;
}

/** A visitor, for what only visitors see (the server-drawn landing) and what an account without a connection is shown as. */
export const visitorViewer: Viewer = {
  loggedIn: false,
  userId: null,
  connectionId: null,
  connectionType: null,
  broadband: false,
  withoutConnection: false,
  priceReady: true,
};
