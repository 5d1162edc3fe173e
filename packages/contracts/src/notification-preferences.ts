import { z } from 'zod';

/**
 * Notification preferences (issue 31; docs/decisions/0066-notification-preferences-and-reminders.md):
 * GET and PUT /api/users/v1/account/notification-preferences, the caller's own account. Each kind of
 * message the api sends a subscriber unasked goes by SMS and by e-mail; the subscriber chooses per kind
 * and channel, except for security notices and payment problems, which always go out.
 */

export const notificationChannels = ['sms', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** The kinds a subscriber may turn off, per channel. */
export const settableNotificationKinds = ['renewalReminders', 'expiryReminders', 'paymentReceipts', 'offers'] as const;
export type SettableNotificationKind = (typeof settableNotificationKinds)[number];

/**
 * The kinds that always go out: login alerts, password and two-step sign-in messages, and notices of
 * a payment or renewal that did not go through (or a card on file about to expire).
 */
export const mandatoryNotificationKinds = ['security', 'paymentProblems'] as const;
export type MandatoryNotificationKind = (typeof mandatoryNotificationKinds)[number];

/** The message a request to turn off a mandatory kind gets (400), a key of the api's own catalogue. */
export const MANDATORY_NOTIFICATION_MESSAGE = 'notificationPreferences.mandatory';

const channelChoiceSchema = z.strictObject({ sms: z.boolean(), email: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoiceSchema>;

/** A mandatory kind: on for both channels, and nothing else is accepted. */
const alwaysOnSchema = z
  .strictObject(
    {
      sms: z.literal(true, { error: MANDATORY_NOTIFICATION_MESSAGE }),
      email: z.literal(true, { error: MANDATORY_NOTIFICATION_MESSAGE }),
    },
    { error: MANDATORY_NOTIFICATION_MESSAGE },
  )
  .meta({ description: 'Always sent by SMS and e-mail: cannot be turned off (400).' });

const settableShape = {
  renewalReminders: channelChoiceSchema.meta({
    description: 'Three days before a subscription renews, with the amount it will charge. On by default.',
  }),
  expiryReminders: channelChoiceSchema.meta({
    description: 'Three days before a one-off purchase, or a subscription that will not renew, ends. On by default.',
  }),
  paymentReceipts: channelChoiceSchema.meta({
    description:
      'A payment that went through after the page had answered (held by the bank, an upgrade). On by default.',
  }),
  offers: channelChoiceSchema.meta({ description: 'Promotions and offers. Off by default.' }),
};

/** GET's answer: every kind, the mandatory ones always on. */
export const notificationPreferencesSchema = z.strictObject({
  ...settableShape,
  security: alwaysOnSchema,
  paymentProblems: alwaysOnSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT's body: every settable kind, both channels. The mandatory kinds may be sent back as GET gave
 * them (both true); turning either channel of them off answers 400 with a message that says why.
 */
export const notificationPreferencesUpdateSchema = z.strictObject({
  ...settableShape,
  security: alwaysOnSchema.optional(),
  paymentProblems: alwaysOnSchema.optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** PUT's answer: what is saved now, and a sentence saying so in the caller's language. */
export const notificationPreferencesSavedSchema = z.strictObject({
  message: z.string(),
  preferences: notificationPreferencesSchema,
});
export type NotificationPreferencesSaved = z.infer<typeof notificationPreferencesSavedSchema>;
