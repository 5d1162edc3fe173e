import { ErrorCode } from '@selfcare/contracts';
import { ApiError } from '../../lib/api-error';
import { messageText } from '../../lib/message-text';

/** A product id that names nothing (or nothing of the kind asked for). */
export const productNotFound = () => new ApiError(404, ErrorCode.notFound, messageText('errors.productNotFound'));
