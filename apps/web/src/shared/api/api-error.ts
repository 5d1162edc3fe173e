import { messageText } from '@selfcare/contracts';

/** Codes for failures that never reached the server's answer; server codes come from contracts' ErrorCode. */
export const ClientErrorCode = {
  timeout: 'TIMEOUT',
  network: 'NETWORK',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** Every failed call ends as one of these, so screens only ever show `message`. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  /**
   * The message is the spec's generic text standing in for the server's words: no answer (status 0), a
   * 5xx, or an answer without a message. Told apart here, since the text itself is in the viewer's language.
   */
  readonly generic: boolean;

  constructor(status: number, code: string, message: string, generic = status === 0 || status >= 500) {
    super(message);
    this.status = status;
    this.code = code;
    this.generic = generic;
  }
}

/** The text to show for any thrown value: the normalised message, or the spec's default. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : messageText('errors.generic');
}
