import {
  type ConnectionStatus,
  effectiveConnectionStatus,
  ServiceType,
  type ServiceTypeLabel,
} from '@selfcare/contracts';
import { useSyncExternalStore } from 'react';
import { readStored, subscribeToStorage } from './storage';

export interface SelectedConnection {
  id: string;
  index: number;
  serviceType: ServiceTypeLabel | null;
  broadband: boolean;
  status: ConnectionStatus;
  telephoneNumber: string;
}

export interface Session {
  loggedIn: boolean;
  userId: string | null;
  connection: SelectedConnection | null;
}

const serviceTypes: readonly string[] = Object.values(ServiceType);

function isServiceType(value: string | null): value is ServiceTypeLabel {
  return value !== null && serviceTypes.includes(value);
}

function parseSession(): Session {
  const id = readStored('conID');
  const serviceType = readStored('serviceType');
  return {
    loggedIn: Boolean(readStored('jwt')),
    userId: readStored('userId'),
    connection: id
      ? {
          id,
          index: Number(readStored('selectedUserIndex') ?? 0),
          serviceType: isServiceType(serviceType) ? serviceType : null,
          broadband: readStored('isBroadBand') === 'true',
          status: effectiveConnectionStatus(readStored('connectionStatus') ?? ''),
          telephoneNumber: readStored('userTelephoneNumber') ?? '',
        }
      : null,
  };
}

const visitor: Session = { loggedIn: false, userId: null, connection: null };

/**
 * useSyncExternalStore needs the same object back while nothing changed, so parse results are cached.
 * A visitor's is the very object the server render and hydration see: another, equal one would make
 * React re-render every reader of the session synchronously right after hydrating.
 */
const visitorKey = JSON.stringify(visitor);
let snapshot: { key: string; session: Session } = { key: visitorKey, session: visitor };

export function readSession(): Session {
  const session = parseSession();
  const key = JSON.stringify(session);
  if (snapshot.key !== key) snapshot = { key, session: key === visitorKey ? visitor : session };
  return snapshot.session;
}

/**
 * The login state and selected connection, re-rendering whenever they change in any tab. A server
 * render and the hydration of its markup see a visitor: the server only renders for visitors (the
 * signed-in marker, decision 0018), and the client hydrates only when no token is stored.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToStorage, readSession, () => visitor);
}
