import { ErrorCode, type MessageKey } from '@selfcare/contracts';
import { ApiError } from '../../lib/api-error';

/** A profile-page action that contradicts the object's state (409), e.g. removing the primary profile. */
export const profileConflict = (key: MessageKey) => new ApiError(409, ErrorCode.conflict, key);

/** A call that does not fit the connection (422), e.g. card payments of an operator-billed connection. */
export const profileRule = (key: MessageKey) => new ApiError(422, ErrorCode.businessRule, key);
