import { z } from 'zod';
import { ExternalCallError } from './external-system';

/** Where and as whom a client-credentials token is asked for (RFC 6749 section 4.4). */
export interface ClientCredentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The token endpoint's answer (RFC 6749 section 5.1); whatever else a server adds is ignored. */
const tokenAnswerSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i, 'must be Bearer'),
  expires_in: z.coerce.number().positive().optional(),
});

/** A token whose answer names no lifetime is kept this long. */
const DEFAULT_LIFETIME_SECONDS = 60;

/**
 * One client's access token, asked for once and kept until shortly before it expires (at most 30
 * seconds early, half its life for a short one), so a call never leaves with a token about to lapse.
 * Callers asking together share one token request. A token the server refused (a 401) is dropped with
 * `refused`, and the next call asks for a new one.
 */
export class ClientCredentialsToken {
  private cached: { token: string; renewAt: number } | null = null;
  private asking: Promise<string> | null = null;

  constructor(
    private readonly credentials: ClientCredentials,
    private readonly now: () => number = Date.now,
  ) {}

  async token(signal: AbortSignal): Promise<string> {
    if (this.cached && this.now() < this.cached.renewAt) return this.cached.token;
    this.asking ??= this.ask(signal).finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  refused(token: string): void {
    if (this.cached?.token === token) this.cached = null;
  }

  private async ask(signal: AbortSignal): Promise<string> {
    const { tokenUrl, clientId, clientSecret } = this.credentials;
    // client_secret_basic: each part form-encoded, then Basic (RFC 6749 section 2.3.1).
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
    const response = await fetchOrFail(tokenUrl, {
      method: 'POST',
      signal,
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) {
      // 400 / 401 invalid_client: wrong credentials, which trying again will not mend.
      throw new ExternalCallError(
        `token endpoint answered ${response.status}`,
        response.status >= 500,
        response.status,
      );
    }
    const answer = tokenAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!answer.success) throw new ExternalCallError('token endpoint gave no usable bearer token', false, 'token');
    const lifetime = answer.data.expires_in ?? DEFAULT_LIFETIME_SECONDS;
    const early = Math.min(30, lifetime / 2);
    this.cached = { token: answer.data.access_token, renewAt: this.now() + (lifetime - early) * 1000 };
    return answer.data.access_token;
  }
}

/** fetch, with a connection that failed (refused, reset, unresolvable) as a retryable ExternalCallError. */
export async function fetchOrFail(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // The deadline's abort is the caller's to report (ExternalSystem logs it as a timeout).
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw error;
    throw new ExternalCallError('connection failed', true, 'connection');
  }
}

/**
 * A request with the client's bearer token. A 401 means the server no longer takes the token (revoked,
 * or expired early): a new one is asked for and the request sent once more.
 */
export async function fetchWithToken(
  tokens: ClientCredentialsToken,
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<Response> {
  const send = async () => {
    const token = await tokens.token(init.signal);
    const response = await fetchOrFail(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
    });
    return { token, response };
  };
  const first = await send();
  if (first.response.status !== 401) return first.response;
  tokens.refused(first.token);
  await first.response.body?.cancel();
  return (await send()).response;
}
