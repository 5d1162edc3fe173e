import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { apiRequest } from './api-client';
import { ApiRequestError } from './api-error';
import { setUnauthorizedHandler } from './unauthorized';

const GENERIC = 'Something went wrong, please contact your service provider';

async function failure(request: Promise<unknown>): Promise<ApiRequestError> {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  let restoreHandler: (() => void) | undefined;
  afterEach(() => restoreHandler?.());

  it('sends JSON with the stored bearer token under /api', async () => {
    writeStored({ jwt: 'token-1' });
    const fetchMock = mockFetch(() => jsonResponse(200, { ok: true }));

    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('turns a 500 into the generic message, whatever the server said', async () => {
    mockFetch(() => jsonResponse(500, { message: 'db exploded', code: 'INTERNAL' }));
    const error = await failure(apiRequest('/things'));
    expect(error).toMatchObject({ status: 500, message: GENERIC });
  });

  it('uses the generic message when the server gives none', async () => {
    mockFetch(() => jsonResponse(400, { message: '  ', code: 'VALIDATION_FAILED' }));
    expect(await failure(apiRequest('/things'))).toMatchObject({ status: 400, message: GENERIC });
  });

  it('passes other server messages on unchanged, with their code', async () => {
    mockFetch(() => jsonResponse(400, { message: 'Current password is missed match.', code: 'WRONG_PASSWORD' }));
    expect(await failure(apiRequest('/things'))).toMatchObject({
      status: 400,
      code: 'WRONG_PASSWORD',
      message: 'Current password is missed match.',
    });
  });

  it('shows a message key from the server as its text', async () => {
    mockFetch(() => jsonResponse(400, { message: 'validation.emailRequired', code: 'VALIDATION_FAILED' }));
    expect(await failure(apiRequest('/things'))).toMatchObject({ message: 'Email is required' });
  });

  it('uses the generic message when there is no response', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(apiRequest('/things'))).toMatchObject({ status: 0, code: 'NETWORK', message: GENERIC });
  });

  it('reports a timeout as such', async () => {
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(AbortSignal.abort(new DOMException('late', 'TimeoutError')));
    mockFetch((_, init) => Promise.reject(init.signal?.reason));
    expect(await failure(apiRequest('/things'))).toMatchObject({ code: 'TIMEOUT', message: GENERIC });
  });

  it('clears the stored session and leaves for the login page on a 401', async () => {
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    writeStored({ jwt: 'expired', conID: 'c1', userId: 'u1' });
    sessionStorage.setItem('connectionType', '7');
    mockFetch(() =>
      jsonResponse(401, { message: 'Your session has expired. Please log in again.', code: 'UNAUTHORIZED' }),
    );

    expect(await failure(apiRequest('/things'))).toMatchObject({ status: 401 });
    expect(readStored('jwt')).toBeNull();
    expect(readStored('conID')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the session when the caller handles 401 itself (login)', async () => {
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    writeStored({ conID: 'c1' });
    mockFetch(() => jsonResponse(401, { message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' }));

    expect(await failure(apiRequest('/auth/v1/login', { redirectOnUnauthorized: false }))).toMatchObject({
      message: 'Invalid username or password',
    });
    expect(readStored('conID')).toBe('c1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('answers undefined for 204', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/auth/v1/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
