import { isMessageKey } from '@selfcare/contracts';
import { API_BASE_PATH, API_TIMEOUT_MS } from '@/shared/config/constants';
import { currentLanguage, i18n } from '@/shared/i18n/i18n';
import { clearSession, readStored } from '@/shared/session/storage';
import { anySignal } from './any-signal';
import { ApiRequestError, ClientErrorCode } from './api-error';
import { apiFetch } from './transport';
import { handleUnauthorized } from './unauthorized';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a money call. */
  headers?: Record<string, string>;
  /** Only login turns this off: there a 401 is an answer to show, not an expired session. */
  redirectOnUnauthorized?: boolean;
}

function readErrorBody(body: unknown): { message: string; code: string | undefined } {
  if (typeof body !== 'object' || body === null) return { message: '', code: undefined };
  const { message, code } = body as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' ? message.trim() : '',
    code: typeof code === 'string' ? code : undefined,
  };
}

/** 5xx and answers without a message become the spec's default text; other messages pass on unchanged. */
async function toApiError(response: Response): Promise<ApiRequestError> {
  const { message, code } = readErrorBody(await response.json().catch(() => null));
  const fallbackCode = code ?? `HTTP_${response.status}`;
  if (response.status >= 500 || !message) {
    return new ApiRequestError(response.status, fallbackCode, i18n.t('errors.generic'), true);
  }
  // The api may answer with a contracts message key rather than its text.
  return new ApiRequestError(response.status, fallbackCode, isMessageKey(message) ? i18n.t(message) : message);
}

async function send(path: string, options: ApiRequestOptions, timeout: AbortSignal): Promise<Response> {
  const token = readStored('jwt');
  // The api answers its messages in the language the interface shows (decision 0020).
  const headers = new Headers({ Accept: 'application/json', ...options.headers, 'Accept-Language': currentLanguage() });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return apiFetch(`${API_BASE_PATH}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal ? anySignal([options.signal, timeout]) : timeout,
  });
}

/**
 * Sends a call and answers its successful response; a failure becomes an ApiRequestError, and an
 * expired session (401) logs out on the way. `unreadable` is the error for a body that then cannot be
 * read: the timeout's, or an invalid response.
 */
export async function checkedResponse(
  path: string,
  options: ApiRequestOptions,
): Promise<{ response: Response; unreadable: () => ApiRequestError }> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const failed = (status: number) =>
    new ApiRequestError(
      status,
      timeout.aborted ? ClientErrorCode.timeout : ClientErrorCode.network,
      i18n.t('errors.generic'),
      true,
    );

  let response: Response;
  try {
    response = await send(path, options, timeout);
  } catch (error) {
    // A caller's cancellation is not a failure to report; the query library expects the AbortError.
    if (options.signal?.aborted) throw error;
    throw failed(0);
  }

  if (response.status === 401 && options.redirectOnUnauthorized !== false) {
    clearSession();
    handleUnauthorized();
  }
  if (!response.ok) throw await toApiError(response);
  const unreadable = () =>
    timeout.aborted
      ? failed(response.status)
      : new ApiRequestError(response.status, ClientErrorCode.invalidResponse, i18n.t('errors.generic'), true);
  return { response, unreadable };
}

/**
 * JSON call to the api. Responses are typed from contracts but not re-validated here: the api
 * validates its own answers against the same schemas, so checking again would only cost bundle size.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { response, unreadable } = await checkedResponse(path, options);
  if (response.status === 204) return undefined as T;

  try {
    return (await response.json()) as T;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw unreadable();
  }
}
