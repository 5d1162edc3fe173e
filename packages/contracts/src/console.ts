import { z } from 'zod';
import { emailSchema, PASSWORD_MAX_LENGTH } from './auth';

/** The operator console's staff roles (decision 0059). */
export const staffRoleSchema = z.enum([
  'administrator',
  'catalogue_manager',
  'marketing',
  'customer_care',
  'finance',
  'read_only',
]);
export type StaffRoleValue = z.infer<typeof staffRoleSchema>;

const passwordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong');

export const staffLoginRequestSchema = z.strictObject({ email: emailSchema, password: passwordField });
export type StaffLoginRequest = z.input<typeof staffLoginRequestSchema>;

/**
 * The password was right: `pendingToken` is good for the second step only, until `expiresAt`. A staff
 * member without TOTP yet gets `enrolment`: the otpauth URI (the console draws its QR code) and the secret.
 */
export const staffLoginResponseSchema = z.object({
  step: z.enum(['totp', 'enrol']),
  pendingToken: z.string(),
  expiresAt: z.iso.datetime(),
  enrolment: z.object({ otpauthUri: z.string(), secret: z.string() }).optional(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/** Exactly one of a 6-digit TOTP code or an unused recovery code (not while enrolling). */
export const staffSecondFactorRequestSchema = z.strictObject({
  code: z
    .string()
    .regex(/^\d{6}$/, 'errors.invalidRequest')
    .optional(),
  recoveryCode: z.string().min(1).max(32).optional(),
});

export const staffSessionResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** Given once, when an enrolment is confirmed: each opens one login without the authenticator. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  totpEnrolled: z.boolean(),
  disabled: z.boolean(),
  lockedUntil: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });

const staffName = z.string().trim().min(1, 'errors.invalidRequest').max(100, 'errors.invalidRequest');

/** An administrator creates a member with a first password; their first login enrols TOTP. */
export const createStaffRequestSchema = z.strictObject({
  email: emailSchema,
  name: staffName,
  role: staffRoleSchema,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(12, 'validation.passwordTooShort')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
});
export type CreateStaffRequest = z.input<typeof createStaffRequestSchema>;

/** A new role, disabling or enabling the member, and `unlock` to lift a lock-out. */
export const updateStaffRequestSchema = z
  .strictObject({
    role: staffRoleSchema.optional(),
    disabled: z.boolean().optional(),
    unlock: z.literal(true).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'errors.invalidRequest');

export const staffIdParamsSchema = z.strictObject({ id: z.uuid('errors.invalidId') });

export const AUDIT_PAGE_MAX = 100;

/** The audit view's filters: newest first, `before` the id of the last row of the previous page. */
export const staffAuditQuerySchema = z.strictObject({
  staffId: z.uuid('errors.invalidId').optional(),
  action: z.string().min(1).max(100).optional(),
  subjectId: z.string().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.iso.datetime(),
  staffId: z.uuid().nullable(),
  /** The member's e-mail; null for a sign-in attempt with an unknown e-mail. */
  staffEmail: z.string().nullable(),
  action: z.string(),
  outcome: z.string(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export const staffAuditPageSchema = z.object({
  entries: z.array(staffAuditEntrySchema),
  /** The `before` of the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;
