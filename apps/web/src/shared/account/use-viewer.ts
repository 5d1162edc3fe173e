import { ConnectionType, type ConnectionTypeCode } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/shared/session/session';
import { connectionDetailsQueryOptions } from './api/get-connection-details';
import { connectionsQueryOptions } from './api/get-connections';
import type { Viewer } from './viewer';

const connectionTypeCodes: readonly number[] = Object.values(ConnectionType);

/** The api's schema bounds the type to 1-7; this narrows the number to the code type prices branch on. */
function isConnectionTypeCode(value: number | undefined): value is ConnectionTypeCode {
  return value !== undefined && connectionTypeCodes.includes(value);
}

/**
 * The viewer of the session's selected connection. Its type comes from the connections list, which login
 * and the shell's connection selector read anyway, so this costs no request of its own; a page that has
 * read the connection's details (the landing) knows it from them too, whichever arrives first.
 */
export function useViewer(): Viewer {
  const { loggedIn, userId, connection } = useSession();
  const connectionId = loggedIn ? (connection?.id ?? null) : null;
  const { data: connections } = useQuery({ ...connectionsQueryOptions(), enabled: connectionId !== null });
  // Read from the cache only: never a request of its own.
  const { data: details } = useQuery({ ...connectionDetailsQueryOptions(connectionId ?? ''), enabled: false });
  const listed = connections?.find((candidate) => candidate.connectionId === connectionId)?.connectionType;
  const type = listed ?? details?.connectionType;
  const connectionType = connectionId !== null && isConnectionTypeCode(type) ? type : null;
  return {
    loggedIn,
    userId: loggedIn ? userId : null,
    connectionId,
    connectionType,
    broadband: Boolean(connectionId && connection?.broadband),
    withoutConnection: loggedIn && connectionId === null,
    priceReady: !loggedIn || connectionType !== null,
  };
}
