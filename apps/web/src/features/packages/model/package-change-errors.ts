import { ErrorCode } from '@selfcare/contracts';
import { ApiRequestError } from '@/shared/api/api-error';

// Apart from package-change.ts: contracts' error codes bring the schema library, which only the change
// modal (loaded when a subscriber opens it) should download.

/** A refused PIN (wrong, or too many tries) is answered in the modal so the subscriber can try again. */
export function isPinRefusal(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError && (error.code === ErrorCode.wrongPin || error.code === ErrorCode.rateLimited)
  );
}

/**
 * The server's reason for a failed change, or null when it gave none. The api client turns no answer,
 * a 5xx and an empty message into the generic text; a package change has its own fallback instead.
 */
export function serverReason(error: unknown): string | null {
  return error instanceof ApiRequestError && !error.generic ? error.message : null;
}
