import { markSignedIn } from './signed-in-marker';

/**
 * The values the portal keeps in the browser between page loads (spec 000 section 3). Names are the
 * spec's, so stored data stays readable next to the older portal's.
 */
export type StorageKey =
  | 'jwt'
  | 'userId'
  | 'conID'
  | 'selectedUserIndex'
  | 'serviceType'
  | 'isBroadBand'
  | 'connectionStatus'
  | 'userTelephoneNumber'
  /** When the session ends (the login or renewal answer's expiresAt), for the warning before it does. */
  | 'sessionExpiresAt';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Nothing is stored during a server render (entry-server.tsx): it renders what a visitor sees. */
export function readStored(key: StorageKey): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
}

export function writeStored(values: Partial<Record<StorageKey, string>>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) localStorage.setItem(key, value);
  }
  if (values.jwt) markSignedIn(true);
  notify();
}

/** Logout and an expired session both forget everything, not just the token (spec 000 section 4). */
export function clearSession(): void {
  localStorage.clear();
  sessionStorage.clear();
  markSignedIn(false);
  notify();
}

/** Calls back on every change made here and, through the `storage` event, in other tabs. */
export function subscribeToStorage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
