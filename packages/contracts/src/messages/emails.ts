import type { UiLanguage } from '../languages';
import { fillPlaceholders, templateAt } from '../messages';
import { emailMessagesSi } from './locales/emails-si';
import { emailMessagesTa } from './locales/emails-ta';
import type { Translation } from './translation';

/**
 * The e-mails the api sends (apps/api/src/modules/account-access/emails.ts puts them together), one
 * paragraph a key. Links are not part of the texts: each goes on a line of its own between them. Kept
 * out of `messages`, whose every text the web app's first paint carries: only the api writes e-mails.
 */
export const emailMessages = {
  greeting: 'Hello {{name}},',
  greetingNoName: 'Hello,',
  signature: 'Selfcare\nPEOTVGO subscriber self-care',
  passwordReset: {
    subject: 'Reset your Selfcare password',
    intro:
      'We received a request to reset the password of your Selfcare account. Open this link to choose a new password:',
    expiry:
      'The link works once, for {{minutes}} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your Selfcare password has been reset',
    intro:
      'The password of your Selfcare account has just been reset, and every device logged in to it has been logged out. Log in with the new password at:',
    notYou: 'If you did not reset it, ask for a new reset link at once and contact your service provider:',
  },
  emailConfirmation: {
    subject: 'Confirm your e-mail address for Selfcare',
    intro: 'Please confirm that this e-mail address belongs to your Selfcare account. Open this link and press Submit:',
    expiry: 'The link works once, for {{hours}} hours.',
  },
  renewalRetry: {
    subject: 'Your {{product}} renewal did not go through',
    intro:
      'The renewal of {{product}} (Rs. {{amount}}) could not be charged. We will try again on {{date}}, and you keep watching until then.',
    action: 'To make sure it goes through, check your card or mobile balance, or your payments here:',
  },
  renewalSuspended: {
    subject: 'Your Selfcare connection is suspended',
    intro:
      'The renewal of {{product}} could not be charged after {{tries}} tries, so your connection is suspended. Pay for it again to reactivate it here:',
  },
  cardExpiring: {
    subject: 'Your card for Selfcare renewals expires soon',
    intro:
      'The {{brand}} card ending in {{lastFour}} that your subscriptions renew on expires at the end of {{expiry}}. Renewals after that will not go through.',
    action: 'Replace it with another card here:',
  },
  /** Three days before a subscription renews (decision 0066). */
  renewalReminder: {
    subject: 'Your {{product}} subscription renews on {{date}}',
    intro:
      'Your subscription to {{product}} renews on {{date}}, and Rs. {{amount}} (taxes included) will be charged for the next period.',
    action: 'You need not do anything to keep watching. To stop it renewing, unsubscribe before then on your profile:',
  },
  /** Three days before a one-off purchase, or a subscription that will not renew, ends (decision 0066). */
  expiryReminder: {
    subject: 'Your access to {{product}} ends on {{date}}',
    intro: 'Your access to {{product}} ends after {{date}}. It does not renew.',
    action: 'To keep watching, buy it again here:',
  },
  /** The last paragraph of a reminder: where the subscriber turns reminders off. */
  reminderChoices:
    'You can choose which reminders you get, by e-mail and by SMS, on your profile under SIGN-IN AND SECURITY:',
  usernameReminder: {
    subject: 'Your Selfcare username',
    intro:
      'Someone asked for the username of the Selfcare account with a connection whose number ends in {{ending}}. Your username is this e-mail address:',
    logIn: 'Log in at:',
    notYou: 'If you did not ask for this, you can ignore this e-mail.',
  },
  /** A login from a device or a country the account has not logged in from before (issue 31). */
  loginAlert: {
    subject: 'New login to your Selfcare account',
    intro: 'Your Selfcare account was just logged in to from {{device}} in {{place}} at {{time}} (Sri Lanka time).',
    ifYou: 'If this was you, you need not do anything.',
    notYou: 'If it was not you, open this link: it signs that login out at once and lets you choose a new password.',
  },
} as const;

export type EmailMessages = typeof emailMessages;

const catalogues: Record<UiLanguage, Translation<EmailMessages>> = {
  en: emailMessages,
  si: emailMessagesSi,
  ta: emailMessagesTa,
};

/** An e-mail text in `language`, placeholders filled; a key the translation lacks is said in English. */
export function emailTextIn(language: UiLanguage, key: string, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(templateAt(catalogues[language], key) ?? templateAt(emailMessages, key) ?? key, values);
}
