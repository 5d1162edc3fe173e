import { ConnectionType, type ConnectionTypeCode } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { connectionsQueryOptions } from '@/shared/account/api/get-connections';
import { useSession } from '@/shared/session/session';

export interface Viewer {
  loggedIn: boolean;
  /** The selected connection; personalised calls send it as conid. Null for visitors. */
  conid: string | null;
  /** Decides how prices read; null for visitors and until the connections are known. */
  connectionType: ConnectionTypeCode | null;
  /** Logged in without a connection: the catalogue pages send the user home (spec 001 section 6). */
  withoutConnection: boolean;
}

const connectionTypes: readonly number[] = Object.values(ConnectionType);

function isConnectionType(value: number): value is ConnectionTypeCode {
  return connectionTypes.includes(value);
}

/** Who is looking: a visitor or a subscriber with the selected connection and its type. */
export function useViewer(): Viewer {
  const { loggedIn, connection } = useSession();
  const conid = loggedIn ? (connection?.id ?? null) : null;
  // The connections were read at login, so this is normally answered from the cache.
  const { data: connections } = useQuery({ ...connectionsQueryOptions(), enabled: conid !== null });
  const type = connections?.find((candidate) => candidate.connectionId === conid)?.connectionType;
  return {
    loggedIn,
    conid,
    connectionType: type !== undefined && isConnectionType(type) ? type : null,
    withoutConnection: loggedIn && conid === null,
  };
}
