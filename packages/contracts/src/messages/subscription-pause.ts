/**
 * The api's answers about pausing a subscription (issue 31, decision 0070), keyed under
 * `subscriptionPause.` for messageTextIn. Kept out of `messages`, whose every text the web app's first
 * paint carries: the web app shows these as the server words them.
 */
export const subscriptionPauseMessages = {
  oneOff: 'One-off purchases cannot be paused.',
  notMonthly: 'Only monthly subscriptions can be paused.',
  notPausable: 'This product cannot be paused.',
  unsubscribed: 'This subscription has been unsubscribed, so it cannot be paused.',
  ended: 'This subscription has ended.',
  paymentInProgress: 'A payment for this subscription is being processed. Please try again later.',
  renewalOutstanding: 'This subscription cannot be paused while a renewal payment is outstanding.',
  notProvisioned: 'This subscription is still being set up on the TV platform. Please try again later.',
  alreadyPaused: 'This subscription is already paused until {{date}}. Resume it before pausing it again.',
  notPaused: 'This subscription is not paused.',
  basePackageHoldsOthers:
    'Your base package cannot be paused while other purchases on this connection are running. Unsubscribe from them, or wait until they end, first.',
  basePackageChangePending: 'Your base package cannot be paused while a package change is waiting.',
} as const;

export type SubscriptionPauseMessages = typeof subscriptionPauseMessages;
