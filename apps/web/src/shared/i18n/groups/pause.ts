/**
 * Pausing a monthly subscription (issue 31, decision 0070): the product page's PAUSE and RESUME NOW
 * buttons and their dialogs. The unsubscribe's own words are the spec's and stay in purchaseFlow.
 */
export const subscriptionPause = {
  pause: 'PAUSE',
  resume: 'RESUME NOW',
  title: 'Pause subscription',
  periods: 'Pause for',
  period1: '1 month',
  period2: '2 months',
  period3: '3 months',
  accessUntil: 'You can watch until {{date}}.',
  noCharge: 'Nothing is charged while the subscription is paused.',
  resumesOn: 'It resumes by itself on {{date}}, when the next month is charged at its usual price.',
  confirm: 'Pause',
  cancel: 'Cancel',
  pausedUntil: 'Paused until {{date}}. You can resume it earlier.',
  resumeTitle: 'Resume subscription',
  resumeNow: 'Resume now? You get access back at once, and the next month is charged at its usual price.',
  resumed: 'Your subscription has resumed.',
  basePackage:
    'This is your base package: after {{date}} the whole TV service stops, with the channels, screens and data it includes, and nothing can be bought on this connection until it resumes.',
} as const;
