import { ErrorCode } from '@selfcare/contracts';

/** How long a client should wait before trying again while the database is away (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL error classes that mean the database is out of reach rather than that the request was
 * wrong: class 08 (connection exception), 57P01-57P03 (terminated by an administrator, crash shutdown,
 * cannot connect now) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** node-postgres reports a dropped or unusable connection with these messages and no code. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  // A database refusing new connections (ALTER DATABASE ... ALLOW_CONNECTIONS false, or being dropped).
  'is not currently accepting connections',
];

function unavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
  return CONNECTION_MESSAGES.some((message) => error.message.includes(message));
}

/**
 * Whether `error`, or an error it wraps (Drizzle wraps the driver's in `cause`), says the database
 * could not be reached: the request may be repeated once it is back, so it is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (unavailable(current)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/**
 * 503 with Retry-After: the request was fine, the server cannot take it just now. Not an ApiError: like
 * the framework's own refusals (plugins/errors.ts), its words are not in the catalogue and stay English.
 */
export class ServiceUnavailableError extends Error {
  readonly statusCode = 503;
  readonly code = ErrorCode.unavailable;
  readonly headers: Record<string, string>;

  constructor(retryAfterSeconds: number) {
    super('The service is unavailable for a moment. Please try again shortly.');
    this.name = 'ServiceUnavailableError';
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

export const unavailableFor = (retryAfterSeconds: number) => new ServiceUnavailableError(retryAfterSeconds);

export const databaseUnavailable = () => unavailableFor(DATABASE_RETRY_AFTER_SECONDS);
