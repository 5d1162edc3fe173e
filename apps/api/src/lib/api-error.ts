import { apiErrorSchema, DEFAULT_UI_LANGUAGE, ErrorCode, type UiLanguage } from '@selfcare/contracts';
import { type ApiMessageKey, messageTextIn } from '@selfcare/contracts/messages/in-language';

/** The {{placeholder}} values of a message. */
export type MessageValues = Record<string, string | number>;

/**
 * An expected failure with the status, code and message the client gets. Services throw it; the one
 * error handler turns it into the `{ message, code }` answer, written in the caller's language there
 * (decisions 0020 and 0043): the service keeps the message's key and values, not a finished text. `message`, for
 * logs and tests, is the English text.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: ApiMessageKey,
    readonly messageValues: MessageValues = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageTextIn(DEFAULT_UI_LANGUAGE, messageKey, messageValues));
    this.name = 'ApiError';
  }

  /** The message as a caller asking for `language` reads it. */
  messageIn(language: UiLanguage): string {
    return messageTextIn(language, this.messageKey, this.messageValues);
  }
}

export const unauthorized = () => new ApiError(401, ErrorCode.unauthorized, 'errors.unauthorized');

export const notFound = () => new ApiError(404, ErrorCode.notFound, 'errors.notFound');

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    ErrorCode.rateLimited,
    'errors.tooManyAttempts',
    { seconds: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

/** The error answers a route can give, for its response schema (and so for the OpenAPI document). */
export function errorResponses<const Status extends readonly number[]>(
  ...statuses: Status
): { [S in Status[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [S in Status[number]]: typeof apiErrorSchema;
  };
}
