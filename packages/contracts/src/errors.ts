import { z } from 'zod';

/** Every error answer of the api: a readable message and a stable machine code (DESIGN.md section 5). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ErrorCode = {
  validation: 'VALIDATION_FAILED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  businessRule: 'BUSINESS_RULE',
  rateLimited: 'RATE_LIMITED',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  wrongPassword: 'WRONG_PASSWORD',
  /** A new password on the list of the most common ones (issue 8). */
  commonPassword: 'COMMON_PASSWORD',
  wrongPin: 'WRONG_PIN',
  /** A retry of an Idempotency-Key whose first request has no answer yet (409): wait and send it again. */
  idempotencyInProgress: 'IDEMPOTENCY_IN_PROGRESS',
  /** A voucher that leaves a card payer less than the gateway's Rs. 50 minimum to pay (422). */
  belowCardMinimum: 'BELOW_CARD_MINIMUM',
  paymentRequired: 'PAYMENT_FAILED',
  internal: 'INTERNAL',
  /** The database is out of reach for a moment (503 with Retry-After; issue 8). */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
