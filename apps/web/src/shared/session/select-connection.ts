import type { ConnectionSummary } from '@selfcare/contracts';
import { writeStored } from './storage';

/** Remembers the connection the subscriber works with; every connection-scoped screen reads it. */
export function storeSelectedConnection(connection: ConnectionSummary, index: number): void {
  writeStored({
    conID: connection.connectionId,
    selectedUserIndex: String(index),
    serviceType: connection.serviceType,
    isBroadBand: String(connection.broadband),
    connectionStatus: connection.status,
    userTelephoneNumber: connection.telephoneNumber ?? connection.mobile ?? '',
  });
}
