import { z } from 'zod';
import { emailRule } from './documented-rules';

/** Letters, digits and the symbols the spec allows, at least 8 (spec 000 section 5). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9!@#$%^&*)(+=._-]{8,}$/;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.invalidEmail')
  .pipe(z.email('validation.invalidEmail'))
  .transform((email) => email.toLowerCase())
  .meta(emailRule);

export const loginRequestSchema = z.strictObject({
  username: emailSchema,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const newPasswordSchema = z
  .string({ error: 'validation.newPasswordRequired' })
  .min(1, 'validation.newPasswordRequired')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong')
  .regex(PASSWORD_PATTERN, 'validation.passwordTooShort');

export const passwordUpdateRequestSchema = z.strictObject({
  oldPassword: z
    .string({ error: 'validation.currentPasswordRequired' })
    .min(1, 'validation.currentPasswordRequired')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
  password: newPasswordSchema,
});
export type PasswordUpdateRequest = z.infer<typeof passwordUpdateRequestSchema>;

/** The change-password form: the api body plus the confirmation the form checks itself. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: passwordUpdateRequestSchema.shape.oldPassword,
    password: newPasswordSchema,
    confirmPassword: z
      .string()
      .min(1, 'validation.confirmPasswordRequired')
      .regex(PASSWORD_PATTERN, 'validation.passwordTooShort'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
