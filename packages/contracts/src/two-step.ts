import { z } from 'zod';
import { loginWithDeviceResponseSchema } from './account-security';
import { loginResponseSchema, passwordUpdateRequestSchema } from './auth';

/**
 * Two-step sign-in for subscribers (issue 31, decision 0065): an authenticator app (TOTP, with ten
 * recovery codes) or a code by SMS to the account's mobile, asked after the right password on a
 * browser not remembered. Its own module, like account-security.ts: the first paint imports none of it.
 */
export const TWO_STEP_METHODS = ['authenticator', 'sms'] as const;
export type TwoStepMethod = (typeof TWO_STEP_METHODS)[number];

/** The codes of two-step sign-in's refusals, beside ErrorCode's. */
export const TwoStepErrorCode = {
  /** A wrong, used or expired code (400). */
  codeWrong: 'TWO_STEP_CODE_WRONG',
  /** The second step's token is not good any more (expired, used, or too many wrong codes): log in again (400). */
  secondStepExpired: 'SECOND_STEP_EXPIRED',
  alreadyOn: 'TWO_STEP_ALREADY_ON',
  notOn: 'TWO_STEP_NOT_ON',
  /** The account has no mobile number to send a code to (422). */
  noMobile: 'TWO_STEP_NO_MOBILE',
  /** A set-up whose secret or code is gone (expired, or never started) (422). */
  setupExpired: 'TWO_STEP_SETUP_EXPIRED',
  /** A code of a kind this account's two-step does not use (a recovery code with SMS) (400). */
  wrongStep: 'TWO_STEP_WRONG_KIND',
} as const;

/**
 * What a subscriber types (a refusal names the field: "code is not valid"): an authenticator's or an SMS's six digits, or a recovery code
 * (`abcd-efgh-jklm`, in any case, with or without its dashes and spaces).
 */
export const twoStepCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9 -]+$/);

/** Six digits: an authenticator's or an SMS code, never a recovery code (set-up). */
export const sixDigitCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** GET /api/auth/v1/two-step: what the "Sign-in and security" tab shows. */
export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  method: z.enum(TWO_STEP_METHODS).nullable(),
  /** Unused recovery codes of an authenticator; null with SMS or off. */
  recoveryCodesLeft: z.number().int().min(0).nullable(),
  /** The last digits of the mobile an SMS code goes to; null when the account has none. */
  mobileEnding: z.string().nullable(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** POST /api/auth/v1/two-step/authenticator: the secret, once, to add to an authenticator app. */
export const authenticatorSetupSchema = z.object({
  /** otpauth://totp/...: the web app draws it as a QR code. */
  otpauthUri: z.string(),
  /** The same secret in base32, for typing into the app by hand. */
  secret: z.string(),
});
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;

/** The confirming code of a set-up. */
export const twoStepSetupConfirmRequestSchema = z.strictObject({ code: sixDigitCodeSchema });
export type TwoStepSetupConfirmRequest = z.infer<typeof twoStepSetupConfirmRequestSchema>;

/** Ten recovery codes, shown once: turning the authenticator on, or renewing them. */
export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()).length(10),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** A code proving the second step: renewing the recovery codes. */
export const twoStepCodeRequestSchema = z.strictObject({ code: twoStepCodeSchema });
export type TwoStepCodeRequest = z.infer<typeof twoStepCodeRequestSchema>;

/** POST /api/auth/v1/two-step/turn-off: the password and a code. */
export const turnOffTwoStepRequestSchema = z.strictObject({
  password: passwordUpdateRequestSchema.shape.oldPassword,
  code: twoStepCodeSchema,
});
export type TurnOffTwoStepRequest = z.infer<typeof turnOffTwoStepRequestSchema>;

/** A second step's token: 43 base64url characters (32 random bytes), good for 5 minutes. */
export const secondStepTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** POST /api/auth/v1/login's answer when the password was right and a code is asked for. */
export const secondStepSchema = z.object({
  method: z.enum(TWO_STEP_METHODS),
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** With SMS: the last digits of the number the code went to. */
  mobileEnding: z.string().nullable(),
});
export type SecondStep = z.infer<typeof secondStepSchema>;
export const secondStepLoginResponseSchema = z.object({ secondStep: secondStepSchema, deviceKey: z.string() });

/**
 * POST /api/auth/v1/login, all its answers: a session, or (two-step on, a browser not remembered) the
 * second step. A client that knows no second step only meets it on an account that turned it on.
 */
export const loginOrSecondStepResponseSchema = z.union([loginWithDeviceResponseSchema, secondStepLoginResponseSchema]);
export type LoginOrSecondStepResponse = z.infer<typeof loginOrSecondStepResponseSchema>;

/** POST /api/auth/v1/login/second-step: the code, and whether this browser skips the step for 30 days. */
export const secondStepRequestSchema = z.strictObject({
  token: secondStepTokenSchema,
  code: twoStepCodeSchema,
  rememberDevice: z.boolean().default(false),
});
export type SecondStepRequest = z.input<typeof secondStepRequestSchema>;
export const secondStepResponseSchema = loginResponseSchema;

/** POST /api/auth/v1/login/second-step/sms: a new SMS code for the same second step. */
export const secondStepResendRequestSchema = z.strictObject({ token: secondStepTokenSchema });
