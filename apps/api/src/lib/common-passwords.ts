import { ErrorCode } from '@selfcare/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from './api-error';

/** How many of the most common passwords are refused (issue 8, ASVS 6.2.4). */
export const COMMON_PASSWORD_COUNT = 3000;

/**
 * zxcvbn-ts's list of leaked passwords, most frequent first and all in lower case; only the server
 * holds it, so it never weighs on the web app's bundle.
 */
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));

/** Case-insensitive: 'PassWord1' is as guessable as 'password1'. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a new password on the list with 400 and the catalogue's sentence. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new ApiError(400, ErrorCode.commonPassword, 'validation.passwordCommon');
  }
}
