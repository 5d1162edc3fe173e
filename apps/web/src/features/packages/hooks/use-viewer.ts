import { ConnectionType, type ConnectionTypeCode } from '@selfcare/contracts';
import { useSelectedConnectionDetails } from '@/shared/account/use-selected-connection-details';
import { useSession } from '@/shared/session/session';

export interface Viewer {
  loggedIn: boolean;
  /** The account id; null for visitors. */
  userId: string | null;
  /** The selected connection; null for visitors and subscribers without one. */
  conid: string | null;
  /** Null for visitors; decides price wording, the tax table and the set-top-box notice. */
  connectionType: ConnectionTypeCode | null;
  broadband: boolean;
  /** False while a subscriber's connection type is still loading, so prices never show in the wrong form. */
  ready: boolean;
}

const connectionTypeCodes: readonly number[] = Object.values(ConnectionType);

/** The api's schema bounds the type to 1-7; this narrows the number to the code type. */
function isConnectionTypeCode(value: number | undefined): value is ConnectionTypeCode {
  return value !== undefined && connectionTypeCodes.includes(value);
}

export function useViewer(): Viewer {
  const { loggedIn, userId, connection } = useSession();
  const details = useSelectedConnectionDetails();
  const conid = loggedIn ? (connection?.id ?? null) : null;
  const type = details.data?.connectionType;
  const connectionType = conid && isConnectionTypeCode(type) ? type : null;
  return {
    loggedIn,
    userId: loggedIn ? userId : null,
    conid,
    connectionType,
    broadband: Boolean(conid && connection?.broadband),
    ready: conid === null || connectionType !== null,
  };
}
