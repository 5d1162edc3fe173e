import { ConnectionType, type ConnectionTypeCode } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { connectionsQueryOptions } from '@/shared/account/api/get-connections';
import { useSession } from '@/shared/session/session';

export interface Viewer {
  loggedIn: boolean;
  /** The selected connection; null for visitors and for accounts without a connection. */
  connectionId: string | null;
  /** The selected connection's type, which decides how prices read; null for visitors and while loading. */
  connectionType: ConnectionTypeCode | null;
  /** Prices and marks may show: a visitor, or a subscriber whose connection type is known. */
  priceReady: boolean;
}

const connectionTypeCodes: readonly number[] = Object.values(ConnectionType);

function isConnectionTypeCode(value: number): value is ConnectionTypeCode {
  return connectionTypeCodes.includes(value);
}

/**
 * Who is looking at a catalogue page. The connection type comes from the connections list the shell
 * already loaded for its connection selector, so this costs no extra request.
 */
export function useViewer(): Viewer {
  const { loggedIn, connection } = useSession();
  const connectionId = loggedIn ? (connection?.id ?? null) : null;
  const { data: connections } = useQuery({ ...connectionsQueryOptions(), enabled: connectionId !== null });
  const type = connections?.find((candidate) => candidate.connectionId === connectionId)?.connectionType;
  const connectionType = type !== undefined && isConnectionTypeCode(type) ? type : null;
  return {
    loggedIn,
    connectionId,
    connectionType,
    priceReady: !loggedIn || connectionType !== null,
  };
}
