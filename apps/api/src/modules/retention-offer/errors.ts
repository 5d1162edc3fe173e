import { ErrorCode } from '@selfcare/contracts';
import type { RetentionOfferMessages } from '@selfcare/contracts/messages/in-language';
import { ApiError } from '../../lib/api-error';

/** An accept the subscription's state or the product's offer refuses now (409). */
export const offerConflict = (key: keyof RetentionOfferMessages) =>
  new ApiError(409, ErrorCode.conflict, `retentionOffer.${key}`);
