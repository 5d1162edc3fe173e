import { ConnectionType, type ConnectionTypeCode } from '@selfcare/contracts';

/** Who is looking: prices and purchase marks depend on it. connectionType is null for visitors. */
export interface Viewer {
  loggedIn: boolean;
  connectionType: ConnectionTypeCode | null;
}

export const visitor: Viewer = { loggedIn: false, connectionType: null };

const connectionTypeCodes: readonly number[] = Object.values(ConnectionType);

function isConnectionTypeCode(value: number): value is ConnectionTypeCode {
  return connectionTypeCodes.includes(value);
}

/** The api gives the type as a plain number (validated 1-7 there); prices branch on the known codes. */
export function subscriber(connectionType: number): Viewer {
  return { loggedIn: true, connectionType: isConnectionTypeCode(connectionType) ? connectionType : null };
}
