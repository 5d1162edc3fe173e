import { apiErrorSchema, ErrorCode } from '@selfcare/contracts';
import { messageText } from './message-text';

/**
 * An expected failure with the status, code and message the client gets. Services throw it; the one
 * error handler turns it into the `{ message, code }` answer.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = () => new ApiError(401, ErrorCode.unauthorized, messageText('errors.unauthorized'));

export const notFound = () => new ApiError(404, ErrorCode.notFound, messageText('errors.notFound'));

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(429, ErrorCode.rateLimited, messageText('errors.tooManyAttempts', { seconds: retryAfterSeconds }), {
    'retry-after': String(retryAfterSeconds),
  });

/** The error answers a route can give, for its response schema (and so for the OpenAPI document). */
export function errorResponses<const Status extends readonly number[]>(
  ...statuses: Status
): { [S in Status[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [S in Status[number]]: typeof apiErrorSchema;
  };
}
