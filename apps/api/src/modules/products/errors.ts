import { ErrorCode } from '@selfcare/contracts';
import { ApiError } from '../../lib/api-error';

/** A product id that names nothing (or nothing of the kind asked for). */
export const productNotFound = () => new ApiError(404, ErrorCode.notFound, 'errors.productNotFound');
