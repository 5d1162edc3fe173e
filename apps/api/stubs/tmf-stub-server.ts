import { randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** One request a TMF stub received and what it answered, for tests to check against the API's schemas. */
export interface TmfExchange {
  method: string;
  /** The path without the query, e.g. /tmf-api/customerManagement/v4/customer. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  answer: unknown;
}

/** What the next API request gets instead of its answer: an error status, or no answer at all. */
export type NextAnswer = { status: number } | { hang: true };

export interface TmfStubOptions {
  /** The OAuth client the token endpoint accepts. */
  clientId?: string;
  clientSecret?: string;
  /** Seconds a token lives (expires_in). */
  tokenSeconds?: number;
}

export const STUB_CLIENT = { id: 'selfcare', secret: 'stub-client-secret-0123456789abcdef' } as const;

/**
 * The part every TM Forum stub shares: an OAuth 2 client-credentials token endpoint (`POST
 * /oauth/token`, client_secret_basic; 401 invalid_client for other credentials; tokens that expire),
 * bearer checks on the API (401 with TMF630's error body for a missing, unknown or expired token), the
 * next answer a tester sets (a 5xx, or a hang for a timeout), a log of every exchange, and the control
 * routes under /_stub (GET exchanges, POST next, POST expire-tokens, POST reset).
 */
export class TmfStubServer {
  readonly app: FastifyInstance;
  readonly exchanges: TmfExchange[] = [];
  private readonly next: NextAnswer[] = [];
  private readonly tokens = new Map<string, number>();
  private readonly hanging = new Set<() => void>();
  tokenRequests = 0;

  constructor(
    apiRoot: string,
    private readonly options: TmfStubOptions = {},
  ) {
    this.app = Fastify({ logger: false });
    this.app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    this.app.post('/oauth/token', (request, reply) => this.issueToken(request, reply));
    this.app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith(apiRoot)) return;
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const expiresAt = token ? this.tokens.get(token) : undefined;
      if (expiresAt === undefined || expiresAt <= Date.now()) {
        return reply.code(401).send(tmfError(401, 'Unauthorized', 'missing, unknown or expired access token'));
      }
      const next = this.next.shift();
      if (next && 'hang' in next) {
        // No answer until the stub closes: the adapter's deadline has to give up.
        await new Promise<void>((resolve) => this.hanging.add(resolve));
        return reply.code(503).send(tmfError(503, 'Service Unavailable', 'stub closed'));
      }
      if (next) return reply.code(next.status).send(tmfError(next.status, 'Server Error', 'answer set by the tester'));
    });
    this.app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith(apiRoot)) return payload;
      const [path = '', search = ''] = request.url.split('?');
      this.exchanges.push({
        method: request.method,
        path,
        query: Object.fromEntries(new URLSearchParams(search)),
        body: request.body,
        status: reply.statusCode,
        answer: typeof payload === 'string' && payload !== '' ? JSON.parse(payload) : undefined,
      });
      return payload;
    });
    this.app.get('/_stub/exchanges', async () => this.exchanges);
    this.app.post<{ Body: NextAnswer }>('/_stub/next', async (request, reply) => {
      this.answerNext(request.body);
      return reply.code(204).send();
    });
    this.app.post('/_stub/expire-tokens', async (_request, reply) => {
      this.expireTokens();
      return reply.code(204).send();
    });
  }

  get clientId(): string {
    return this.options.clientId ?? STUB_CLIENT.id;
  }

  get clientSecret(): string {
    return this.options.clientSecret ?? STUB_CLIENT.secret;
  }

  answerNext(answer: NextAnswer): void {
    this.next.push(answer);
  }

  /** Every token issued so far stops working, as when the server revokes them or they lapse. */
  expireTokens(): void {
    this.tokens.clear();
  }

  /** The exchanges with the API (not the token endpoint), optionally those of one method and path ending. */
  exchangesOf(method: string, pathEnd?: string): TmfExchange[] {
    return this.exchanges.filter(
      (exchange) => exchange.method === method && (pathEnd === undefined || exchange.path.endsWith(pathEnd)),
    );
  }

  async listen(port = 0, host = '127.0.0.1'): Promise<string> {
    const address = await this.app.listen({ port, host });
    return address.replace('[::1]', 'localhost');
  }

  async close(): Promise<void> {
    for (const release of this.hanging) release();
    this.hanging.clear();
    await this.app.close();
  }

  private issueToken(request: FastifyRequest, reply: FastifyReply) {
    this.tokenRequests += 1;
    const body = (request.body ?? {}) as Record<string, string>;
    if (body.grant_type !== 'client_credentials') {
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    }
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
    if (!sameText(id, this.clientId) || !sameText(secret, this.clientSecret)) {
      return reply.code(401).header('www-authenticate', 'Basic').send({ error: 'invalid_client' });
    }
    const seconds = this.options.tokenSeconds ?? 300;
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + seconds * 1000);
    return reply
      .header('cache-control', 'no-store')
      .send({ access_token: token, token_type: 'Bearer', expires_in: seconds });
  }
}

/** TMF630's error body. */
export function tmfError(status: number, reason: string, message: string) {
  return { code: String(status), reason, message, status: String(status) };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
