import { ErrorCode, type MessageKey } from '@selfcare/contracts';
import { ApiError, type MessageValues } from '../../lib/api-error';

type PromotionsKey = Extract<MessageKey, `consolePromotions.${string}`>;

/** Input that the schema accepts but the catalogue refutes: an unknown product, a non-base package. */
export const invalidInput = (key: PromotionsKey, values: MessageValues = {}) =>
  new ApiError(400, ErrorCode.validation, key, values);

/** A write the subject's current state forbids: a rate in force, an overlapping window, a stale order. */
export const conflict = (key: PromotionsKey, values: MessageValues = {}) =>
  new ApiError(409, ErrorCode.conflict, key, values);
