import { z } from 'zod';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_PATTERN } from './auth';
import { emailRule } from './documented-rules';

/**
 * Forgot password, password recovery, e-mail confirmation and username recovery (spec 000 sections 2, 5,
 * 7 and 8; paths in docs/api/account-access.md).
 */

/** The links' tokens: 32 random bytes, base64url without padding (256 bits). */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Stable codes of this slice's refusals, next to the shared ErrorCode values. */
export const AccountAccessErrorCode = {
  invalidLink: 'INVALID_LINK',
  /** Login with the right password, refused until the address is confirmed (decision 0032). */
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
} as const;

const linkToken = (message: string) => z.string({ error: message }).regex(ACCOUNT_TOKEN_PATTERN, message);

/** The forgot-password e-mail: 'Username is required', else 'Invalid email' (spec 000 section 5). */
export const forgotPasswordRequestSchema = z.strictObject({
  username: z
    .string({ error: 'accountAccess.usernameRequired' })
    .trim()
    .min(1, 'accountAccess.usernameRequired')
    .max(254, 'validation.invalidEmail')
    .pipe(z.email('validation.invalidEmail'))
    .transform((email) => email.toLowerCase())
    .meta(emailRule),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The reset password's rule: the spec's words, the same characters and length as a changed password. */
export const resetPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  // abort: an empty password is only 'required', not also too short.
  .min(1, { message: 'validation.passwordRequired', abort: true })
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong')
  .regex(PASSWORD_PATTERN, 'accountAccess.passwordRule');

/** The password reset call: the new password and the token the e-mailed link carried. */
export const passwordResetRequestSchema = z.strictObject({
  password: resetPasswordSchema,
  token: linkToken('accountAccess.resetLinkInvalid'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The /pwd_recovery form: the password and its confirmation (spec 000 section 5 "Reset password"). */
export const passwordResetFormSchema = z
  .object({
    password: resetPasswordSchema,
    confirmPassword: z
      .string({ error: 'accountAccess.confirmPasswordRequired' })
      .min(1, 'accountAccess.confirmPasswordRequired'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'accountAccess.passwordMismatch',
    path: ['confirmPassword'],
  });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** GET /api/auth/v1/email/confirmation/{token}. */
export const emailConfirmationParamsSchema = z.strictObject({
  token: linkToken('accountAccess.confirmationLinkInvalid'),
});

/** Asks for a new confirmation link for an address that has not been confirmed yet. */
export const emailConfirmationRequestSchema = z.strictObject({ username: emailSchema });
export type EmailConfirmationRequest = z.input<typeof emailConfirmationRequestSchema>;

/**
 * A connection's mobile or fixed-line telephone number, local (0xx xxx xxxx), with the country code
 * (+94 / 94) or bare (9 digits); spaces and dashes are ignored.
 */
export const PHONE_NUMBER_PATTERN = /^(?:\+?94|0)?\d{9}$/;

/** PHONE_NUMBER_PATTERN as the number is written, spaces and dashes anywhere: for the OpenAPI document. */
const WRITTEN_PHONE_NUMBER_PATTERN = /^[\s-]*(?:\+?[\s-]*9[\s-]*4[\s-]*|0[\s-]*)?(?:\d[\s-]*){9}$/;

/**
 * GET /api/auth/v1/recover: the query item keeps the spec's name `username`; it carries what a subscriber
 * who has forgotten the username still knows, the number of one of the account's connections.
 */
export const recoverUsernameQuerySchema = z.strictObject({
  username: z
    .string({ error: 'accountAccess.numberRequired' })
    .trim()
    .min(1, 'accountAccess.numberRequired')
    .max(20, 'accountAccess.invalidNumber')
    .transform((number) => number.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(PHONE_NUMBER_PATTERN, 'accountAccess.invalidNumber'))
    .meta({ pattern: WRITTEN_PHONE_NUMBER_PATTERN.source }),
});
export type RecoverUsernameQuery = z.input<typeof recoverUsernameQuerySchema>;

/** The last nine digits: the same number whichever way it was written. */
export function nationalNumber(number: string): string {
  return number.replace(/\D/g, '').slice(-9);
}
