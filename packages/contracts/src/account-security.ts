import { z } from 'zod';
import { loginRequestSchema, loginResponseSchema } from './auth';

/**
 * "Sign-in and security" (issue 31): the account's sessions, the "was this you?" link of a login
 * alert, and two-step sign-in. Its own module, so the first paint, which imports none of it, carries
 * none of it.
 */

/**
 * POST /api/auth/v1/login as the api takes it: the login form's fields and the key this browser keeps
 * to be known at its next login. Apart from loginRequestSchema, which the first paint's form carries.
 */
export const loginWithDeviceRequestSchema = loginRequestSchema.extend({
  deviceKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'errors.invalidRequest')
    .optional(),
});

/** The login's answer: the session's token and the browser's device key for its next login. */
export const loginWithDeviceResponseSchema = loginResponseSchema.extend({ deviceKey: z.string() });
export type LoginWithDeviceResponse = z.infer<typeof loginWithDeviceResponseSchema>;

/** What kind of device a session's browser runs on, read from its User-Agent; null when it says nothing. */
export const SESSION_DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv'] as const;

/** GET /api/auth/v1/sessions: the account's active sessions, the caller's first, then the latest seen. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** Browser and system as the User-Agent names them ('Chrome', 'Android'); null when it does not. */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  deviceType: z.enum(SESSION_DEVICE_TYPES).nullable(),
  /** ISO 3166-1 alpha-2, by the login's address; the web app names it in the viewer's language. */
  country: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session of the token that asked: "this device". */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);

/** DELETE /api/auth/v1/sessions/{sessionId}: another account's session is a 404. */
export const sessionIdParamsSchema = z.strictObject({ sessionId: z.uuid('errors.invalidId') });

/** POST /api/auth/v1/sessions/sign-out-others. */
export const signOutOthersResponseSchema = z.object({ message: z.string(), signedOut: z.number().int().min(0) });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;

/** A login alert's link carries 43 base64url characters (32 random bytes). */
export const loginAlertTokenSchema = z
  .string({ error: 'errors.invalidId' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'errors.invalidId');

/** POST /api/auth/v1/login-alerts/not-me: the alerted session ends and a password reset starts. */
export const loginAlertNotMeRequestSchema = z.strictObject({ token: loginAlertTokenSchema });
export const loginAlertNotMeResponseSchema = z.object({
  message: z.string(),
  /** A fresh password reset token: the web app goes on to /pwd_recovery/reset={resetToken}. */
  resetToken: z.string(),
});
export type LoginAlertNotMeResponse = z.infer<typeof loginAlertNotMeResponseSchema>;
