/**
 * The api's answers about notification preferences (issue 31), keyed under `notificationPreferences.`
 * for messageTextIn. Kept out of `messages`, whose every text the web app's first paint carries: the
 * web app shows these as the server words them.
 */
export const notificationPreferencesMessages = {
  saved: 'Your notification choices have been saved.',
  mandatory: 'Security notices and notices of payment problems are always sent. They cannot be turned off.',
} as const;

export type NotificationPreferencesMessages = typeof notificationPreferencesMessages;
