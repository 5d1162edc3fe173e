import { ErrorCode, messageText } from '@selfcare/contracts';
import { ApiError } from '../../lib/api-error';

/** A product id that names nothing (or nothing of the kind asked for). */
export const productNotFound = () => new ApiError(404, ErrorCode.notFound, messageText('errors.productNotFound'));
