import { ErrorCode, type MessageKey, RegistrationErrorCode } from '@selfcare/contracts';
import { ApiError } from '../../lib/api-error';

type Code =
  | (typeof RegistrationErrorCode)[keyof typeof RegistrationErrorCode]
  | (typeof ErrorCode)[keyof typeof ErrorCode];

/** A registration refusal with the spec's words. */
export const registrationError = (status: number, code: Code, key: MessageKey) => new ApiError(status, code, key);

export const invalidRegistrationToken = () =>
  registrationError(401, RegistrationErrorCode.invalidRegistrationToken, 'registration.registrationTokenInvalid');

export const registrationRule = (key: MessageKey) => registrationError(422, ErrorCode.businessRule, key);
