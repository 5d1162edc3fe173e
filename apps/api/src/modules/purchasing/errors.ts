import { ErrorCode, type MessageKey } from '@selfcare/contracts';
import { ApiError } from '../../lib/api-error';

/** A purchase refused by a business rule (422) with the spec's words. */
export const purchaseRule = (key: MessageKey, values: Record<string, string> = {}) =>
  new ApiError(422, ErrorCode.businessRule, key, values);

/** A voucher that leaves a card payer between Rs. 0 and the gateway's minimum to pay (422). */
export const belowCardMinimum = () => new ApiError(422, ErrorCode.belowCardMinimum, 'voucher.cardMinimum');

/** A purchase that conflicts with what the connection already holds (409). */
export const purchaseConflict = (key: MessageKey) => new ApiError(409, ErrorCode.conflict, key);

/** The price or option the client showed is not the server's any more. */
export const groupMismatch = () => purchaseRule('purchase.groupMismatch');
