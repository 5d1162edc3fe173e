import { isMessageKey, messageText } from '@selfcare/contracts';
import { t } from '@/shared/i18n/translate';
import { forgetToken, readToken } from '@/shared/session/session-store';
import { ApiError } from './api-error';

export const CONSOLE_API = '/api/console/v1';
const TIMEOUT_MS = 20_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A token other than the session's: the pending token of the sign-in's second step. */
  token?: string;
  /** Extra headers, e.g. the Idempotency-Key of a refund. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Listeners told when the api says the session is over (401), so the app goes back to sign-in. */
const sessionEndedListeners = new Set<() => void>();
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : '';
  if (response.status >= 500 || !message) return new ApiError(response.status, t('errors.generic'));
  return new ApiError(response.status, isMessageKey(message) ? messageText(message) : message);
}

/** Sends a console call; answers the raw response of a success, throws an ApiError otherwise. */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers({
    ...options.headers,
    Accept: path.endsWith('.csv') ? 'text/csv' : 'application/json',
    'Accept-Language': 'en',
  });
  const token = options.token ?? readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${CONSOLE_API}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, t(timeout.aborted ? 'errors.timeout' : 'errors.network'));
  }
  if (response.ok) return response;
  if (response.status === 401 && !options.token) {
    forgetToken();
    for (const listener of sessionEndedListeners) listener();
  }
  throw await failure(response);
}

/** A console call answering JSON (or nothing, for 204). */
export async function apiJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** `?a=1&b=2` from the defined values of `query`, or '' when there are none. */
export function queryString(query: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
