import { z } from 'zod';
import { connectionStatusSchema, connectionTypeSchema, serviceTypeSchema } from './enum-schemas';

export const accountDetailsSchema = z.object({
  accountId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

export const profileSchema = z.object({
  profileUid: z.string(),
  name: z.string(),
  defaultProfile: z.boolean(),
  parentalRating: z.string(),
  authPin: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const connectionSummarySchema = z.object({
  connectionId: z.string(),
  name: z.string(),
  connectionType: connectionTypeSchema,
  serviceType: serviceTypeSchema,
  status: connectionStatusSchema,
  broadband: z.boolean(),
  telephoneNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type ConnectionSummary = z.infer<typeof connectionSummarySchema>;

export const connectionListSchema = z.array(connectionSummarySchema);

export const connectionDetailsSchema = connectionSummarySchema.extend({
  validationCode: z.string(),
  pendingTerminationDate: z.iso.date().nullable(),
  /** Set while an upgrade holds off unsubscribing the connection and its base package (YYYY-MM-DD). */
  unsubscribeBlockedUntil: z.iso.date().nullable(),
  profiles: z.array(profileSchema),
});
export type ConnectionDetails = z.infer<typeof connectionDetailsSchema>;

export const connectionIdParamsSchema = z.strictObject({
  id: z.uuid('errors.invalidId'),
});
