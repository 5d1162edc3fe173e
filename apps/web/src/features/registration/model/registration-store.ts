import { useSyncExternalStore } from 'react';

/** The sessionStorage key of the registration in progress (decision 0009 "Web"). */
export const REGISTRATION_STORAGE_KEY = 'selfcare.registration';

/**
 * - `register`: a visitor signing up (a new account); later steps send the registration token.
 * - `addConnection`: a logged-in subscriber adding a connection ('Add Account'); the session authorises.
 * - `reactivate`: a logged-in subscriber choosing a new package for a suspended connection whose one-off
 *   package has ended; written by the landing page's 'Select Packages' button.
 */
export type RegistrationMode = 'register' | 'addConnection' | 'reactivate';

/** The fixed-line record the account lookup found, shown read-only on the personal details form. */
export interface FixedLineRecord {
  telephoneNumber: string;
  accountNumber: string;
  name: string;
  address: string;
  basePackage: string;
}

/** What the payment status page shows for the last purchase attempt (the "stored purchase"). */
export interface StoredPurchase {
  productId: string;
  productName: string;
  /** The price before taxes. */
  price: number;
  /** What the payment takes, taxes included (the card checkout's amount). */
  amount?: number;
  transactionId: string | null;
  referenceNo: string | null;
  /** Card payments: the gateway's method and masked card, once known. */
  paymentMethod?: string | null;
  cardDetails?: string | null;
}

export interface RegistrationState {
  mode: RegistrationMode;
  /** 1-7 (spec 000 section 1); null until chosen. */
  connectionType: number | null;
  /** The query parameter `t` the flow started with, for links back to the selection. */
  t?: string;
  /** Type 7: the country fetched before the details form (fixed to Sri Lanka). */
  country?: string;
  fixedLine?: FixedLineRecord;
  connectionId?: string;
  registrationToken?: string | null;
  telephoneNumber?: string;
  /** Type 6: the operator number the consent and charge are for. */
  mobile?: string;
  /** The payment attempt: its Idempotency-Key and what it was for, so a retry of it reuses the key. */
  attempt?: { key: string; signature: string };
  purchase?: StoredPurchase;
  /** When the latest OTP stops working (ISO): the resend answer's, or set as /verify first opens. */
  otpExpiresAt?: string;
  /** The OTP was verified (types 1-5 and 7). */
  verified?: boolean;
}

const listeners = new Set<() => void>();

function parse(raw: string | null): RegistrationState | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const state = value as Partial<RegistrationState>;
    if (state.mode !== 'register' && state.mode !== 'addConnection' && state.mode !== 'reactivate') return null;
    const connectionType = Number(state.connectionType);
    return {
      ...state,
      mode: state.mode,
      connectionType:
        Number.isInteger(connectionType) && connectionType >= 1 && connectionType <= 7 ? connectionType : null,
    } as RegistrationState;
  } catch {
    return null;
  }
}

let cache: { raw: string | null; state: RegistrationState | null } = { raw: null, state: null };

/** The registration in progress, or null. The same object comes back while the stored text is unchanged. */
export function readRegistration(): RegistrationState | null {
  const raw = sessionStorage.getItem(REGISTRATION_STORAGE_KEY);
  if (raw !== cache.raw) cache = { raw, state: parse(raw) };
  return cache.state;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Starts a new registration, forgetting any earlier one. */
export function startRegistration(state: RegistrationState): void {
  sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(state));
  notify();
}

/** Adds to the registration in progress; does nothing when there is none. */
export function updateRegistration(changes: Partial<RegistrationState>): RegistrationState | null {
  const current = readRegistration();
  if (!current) return null;
  const next = { ...current, ...changes };
  sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(next));
  notify();
  return next;
}

export function clearRegistration(): void {
  sessionStorage.removeItem(REGISTRATION_STORAGE_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registration in progress, re-rendering when a step changes it. */
export function useRegistration(): RegistrationState | null {
  return useSyncExternalStore(subscribe, readRegistration);
}

/** The header that authorises a logged-out registration's later steps; a logged-in one uses the session. */
export function registrationHeaders(
  state: Pick<RegistrationState, 'registrationToken'> | null,
): Record<string, string> {
  return state?.registrationToken ? { 'Registration-Token': state.registrationToken } : {};
}
