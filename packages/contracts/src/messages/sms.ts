import type { UiLanguage } from '../languages';
import { fillPlaceholders, templateAt } from '../messages';
import { smsMessagesSi } from './locales/sms-si';
import { smsMessagesTa } from './locales/sms-ta';
import type { Translation } from './translation';

/**
 * The text messages the api sends about money, renewals and customer care's actions. Kept out of `messages`, whose every text
 * the web app's first paint carries: only the api writes SMS (registration's OTP and completion texts
 * are the web's too, and stay there).
 */
export const smsMessages = {
  /** An upgrade's charge settled after its own request answered (decision 0056). */
  upgrade: {
    applied: 'Selfcare: your payment of Rs. {{amount}} went through and your package is now {{package}}.',
    refused:
      'Selfcare: your payment of Rs. {{amount}} for the upgrade to {{package}} did not go through, so your package has not changed.',
  },
  /** Dunning (decision 0054) and the card on file's coming expiry (decision 0058). */
  renewal: {
    retry:
      'Selfcare: the renewal of {{product}} (Rs. {{amount}}) did not go through. We will try again on {{date}} and you keep watching until then. Check your payment: {{link}}',
    suspended:
      'Selfcare: the renewal of {{product}} did not go through after {{tries}} tries, so your connection is suspended. Reactivate it: {{link}}',
    cardExpiring:
      'Selfcare: the {{brand}} card ending in {{lastFour}} that your subscriptions renew on expires at the end of {{expiry}}. Replace it: {{link}}',
  },
  /**
   * Reminders the lifecycle sweep sends three days ahead (decision 0066): a renewal with what it will
   * charge, and the end of a purchase that does not renew. The subscriber may turn them off.
   */
  reminder: {
    renewal:
      'Selfcare: {{product}} renews on {{date}} and Rs. {{amount}} (taxes included) will be charged. To stop it, unsubscribe before then: {{link}}',
    expiry:
      'Selfcare: your access to {{product}} ends after {{date}}; it does not renew. To keep watching, buy it again: {{link}}',
  },
  /** Sent when customer care resets the parental PIN or resends the validation code (issue 28). */
  care: {
    pinReset:
      'Selfcare: your PEOTVGO parental PIN was reset at your request. Your new PIN is {{pin}}. Change it from your profile.',
    validationCode:
      'Selfcare: your PEOTVGO validation code is {{code}}. Type it into the app or TV to pair it with your connection.',
  },
  /** Sign-in and security (issue 31): a login from a new device or place, and the two-step code. */
  security: {
    loginAlert:
      'Selfcare: your account was logged in to from {{device}} in {{place}} at {{time}}. Not you? Sign it out and reset your password: {{link}}',
    twoStepCode: 'Selfcare: your sign-in code is {{code}}. It works for {{minutes}} minutes. Never tell it to anyone.',
  },
} as const;

export type SmsMessages = typeof smsMessages;

const catalogues: Record<UiLanguage, Translation<SmsMessages>> = {
  en: smsMessages,
  si: smsMessagesSi,
  ta: smsMessagesTa,
};

/** An SMS text in `language`, placeholders filled; a key the translation lacks is said in English. */
export function smsTextIn(language: UiLanguage, key: string, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(templateAt(catalogues[language], key) ?? templateAt(smsMessages, key) ?? key, values);
}
