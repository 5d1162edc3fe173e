import type { UiLanguage } from '../languages';
import { fillPlaceholders, type Leaves, type MessageKey, type Messages, messages, templateAt } from '../messages';
import { type AccountSecurityMessages, accountSecurityMessages } from './account-security';
import { accountSecurityMessagesSi } from './locales/account-security-si';
import { accountSecurityMessagesTa } from './locales/account-security-ta';
import { notificationPreferencesMessagesSi } from './locales/notification-preferences-si';
import { notificationPreferencesMessagesTa } from './locales/notification-preferences-ta';
import { retentionOfferMessagesSi } from './locales/retention-offer-si';
import { retentionOfferMessagesTa } from './locales/retention-offer-ta';
import { messagesSi } from './locales/si';
import { subscriptionPauseMessagesSi } from './locales/subscription-pause-si';
import { subscriptionPauseMessagesTa } from './locales/subscription-pause-ta';
import { messagesTa } from './locales/ta';
import { type NotificationPreferencesMessages, notificationPreferencesMessages } from './notification-preferences';
import { type RetentionOfferMessages, retentionOfferMessages } from './retention-offer';
import { type SubscriptionPauseMessages, subscriptionPauseMessages } from './subscription-pause';
import type { Translation } from './translation';

/** The api's own answers beside `messages`: texts the web app shows as the server words them. */
interface ApiOnlyMessages {
  accountSecurity: AccountSecurityMessages;
  notificationPreferences: NotificationPreferencesMessages;
  retentionOffer: RetentionOfferMessages;
  subscriptionPause: SubscriptionPauseMessages;
}
const apiOnly: Record<UiLanguage, Translation<ApiOnlyMessages>> = {
  en: {
    accountSecurity: accountSecurityMessages,
    notificationPreferences: notificationPreferencesMessages,
    retentionOffer: retentionOfferMessages,
    subscriptionPause: subscriptionPauseMessages,
  },
  si: {
    accountSecurity: accountSecurityMessagesSi,
    notificationPreferences: notificationPreferencesMessagesSi,
    retentionOffer: retentionOfferMessagesSi,
    subscriptionPause: subscriptionPauseMessagesSi,
  },
  ta: {
    accountSecurity: accountSecurityMessagesTa,
    notificationPreferences: notificationPreferencesMessagesTa,
    retentionOffer: retentionOfferMessagesTa,
    subscriptionPause: subscriptionPauseMessagesTa,
  },
};

export type { RetentionOfferMessages, SubscriptionPauseMessages };

/** A key of `messages` or of the api-only catalogues. */
export type ApiMessageKey = MessageKey | Leaves<ApiOnlyMessages>;

/**
 * Every language's `messages`, for the api, which answers in the caller's language. Not exported from
 * the package's index: the web app's first paint would carry every language; it loads one at a time
 * from './locales/*' instead.
 */
const catalogues: Record<UiLanguage, Translation<Messages>> = { en: messages, si: messagesSi, ta: messagesTa };

/** Whether `value` is a key of `messages` or of the api-only catalogues (a schema's error may be either). */
export function isApiMessageKey(value: string): value is ApiMessageKey {
  return templateAt(messages, value) !== undefined || templateAt(apiOnly.en, value) !== undefined;
}

/** messageText in `language`: a key the translation lacks is said in English, an unknown key comes back as it is. */
export function messageTextIn(language: UiLanguage, key: string, values: Record<string, string | number> = {}): string {
  const template =
    templateAt(catalogues[language], key) ??
    templateAt(apiOnly[language], key) ??
    templateAt(messages, key) ??
    templateAt(apiOnly.en, key);
  return fillPlaceholders(template ?? key, values);
}
