import { randomUUID } from 'node:crypto';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Tracing } from './tracing';

/**
 * Where a secret could reach a log line, replaced before it is written: request headers (a serialised
 * request), and the fields our bodies name so (an error may carry the body it refused).
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.pin',
  '*.otp',
  '*.token',
  '*.cardNumber',
];

/**
 * Fastify's two lines per request ("incoming request" with the raw URL, whose query may carry a
 * link's token; "request completed") as one: method, route pattern, status, duration and the
 * connection the request was about, where known.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      connectionId: connectionIdOf(request),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/**
 * The logger's options: JSON lines at `level`, secrets redacted; `stream` lets a test read them. A
 * request's id is a random 32-hex-digit value, the shape of a trace id, unique across instances.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    logger: { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) },
    genReqId: () => randomUUID().replaceAll('-', ''),
    logController: new OneLinePerRequest(),
  };
}

/**
 * Every answer carries X-Trace-Id: the trace id when tracing is on (every later log line of the
 * request then has it as `traceId`), else the request id (`reqId`, in every line already).
 */
export function registerRequestLog(app: FastifyInstance, tracing: Tracing | null): void {
  app.addHook('onRequest', async (request, reply) => {
    const traceId = tracing?.traceIdOf(request);
    if (traceId) {
      request.log = request.log.child({ traceId });
      reply.log = request.log;
    }
    reply.header('x-trace-id', traceId ?? request.id);
  });
}

/** The connection a request names in its path, query or body, as validated. */
function connectionIdOf(request: FastifyRequest): string | undefined {
  for (const part of [request.params, request.query, request.body]) {
    const value = (part as { connectionId?: unknown } | undefined)?.connectionId;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}
