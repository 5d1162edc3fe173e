import type { z } from 'zod';
import { ExternalCallError, type ExternalSystem } from './external-system';
import { type ClientCredentialsToken, fetchWithToken } from './oauth-client-credentials';

/**
 * JSON over HTTPS to a TM Forum Open API, as TMF630 describes it, with the client's OAuth token; every
 * call through the system's ExternalSystem (deadline, retries for the idempotent ones, circuit, one log
 * line). A 5xx or 429 is worth another try; another 4xx is not. An answer that does not match the schema
 * the adapter relies on is a failed call, named by the operation alone: no body reaches the log.
 */
export class TmfApiClient {
  constructor(
    private readonly system: ExternalSystem,
    private readonly tokens: ClientCredentialsToken,
    /** The API's root, e.g. https://bss.example.lk/tmf-api/customerManagement/v4. */
    private readonly baseUrl: string,
  ) {}

  get<S extends z.ZodType>(
    operation: string,
    path: string,
    query: Record<string, string>,
    answer: S,
    retries: number,
  ): Promise<z.output<S>> {
    const url = `${this.baseUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(query)}`;
    return this.system.call(
      operation,
      async (signal) =>
        read(operation, await fetchWithToken(this.tokens, url, { signal, headers: JSON_HEADERS }), answer),
      { retries },
    );
  }

  /** POSTs `body`; `retries` only where the API deduplicates the request (see the adapter). */
  post<S extends z.ZodType>(
    operation: string,
    path: string,
    body: unknown,
    answer: S,
    retries: number,
  ): Promise<z.output<S>> {
    const url = `${this.baseUrl.replace(/\/+$/, '')}${path}`;
    const init = { method: 'POST', headers: { ...JSON_HEADERS, 'Content-Type': 'application/json' } };
    return this.system.call(
      operation,
      async (signal) =>
        read(
          operation,
          await fetchWithToken(this.tokens, url, { ...init, signal, body: JSON.stringify(body) }),
          answer,
        ),
      { retries },
    );
  }

  /** DELETE, answered 204 (or 404 for what is already gone). */
  delete(operation: string, path: string): Promise<void> {
    const url = `${this.baseUrl.replace(/\/+$/, '')}${path}`;
    return this.system.call(operation, async (signal) => {
      const response = await fetchWithToken(this.tokens, url, { method: 'DELETE', signal, headers: JSON_HEADERS });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw failure(operation, response.status);
    });
  }
}

const JSON_HEADERS = { Accept: 'application/json' };

async function read<S extends z.ZodType>(operation: string, response: Response, answer: S): Promise<z.output<S>> {
  if (!response.ok) {
    await response.body?.cancel();
    throw failure(operation, response.status);
  }
  const parsed = answer.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ExternalCallError(`${operation}: answer does not match the API's schema`, false, 'schema');
  return parsed.data;
}

function failure(operation: string, status: number): ExternalCallError {
  return new ExternalCallError(`${operation}: answered ${status}`, status >= 500 || status === 429, status);
}
