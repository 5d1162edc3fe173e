/**
 * The retention offer (issue 31, decisions 0072, 0073 and 0075), a discount, a pause or a downgrade: the step between the unsubscribe dialog's Yes and the
 * unsubscribe, shown only when the product has an offer. The unsubscribe's own words stay the spec's.
 */
export const retentionOffer = {
  title: 'Before you go',
  offer: 'Stay and get {{percent}}% off your next {{renewals}} renewals',
  price: '{{discounted}} instead of {{price}} each time, taxes included. Your subscription stays as it is.',
  accept: 'Accept offer',
  decline: 'No thanks, unsubscribe',
  accepted: 'Offer accepted. Your subscription continues, with {{percent}}% off your next {{renewals}} renewals.',
  ok: 'OK',
  pauseOffer1: 'Stay and pause for 1 month instead',
  pauseOffer2: 'Stay and pause for 2 months instead',
  pauseOffer3: 'Stay and pause for 3 months instead',
  pauseDetails:
    'You can watch until {{accessUntil}}. Nothing is charged while paused; it resumes by itself on {{resumesOn}} at its usual price.',
  pauseAccepted:
    'Offer accepted. Your subscription is paused after {{accessUntil}} and resumes by itself on {{resumesOn}}.',
  downgradeOffer: 'Switch to {{packageName}} for {{price}} a month from {{changeDate}}',
  downgradeDetails: 'Taxes included. You keep your current package until then, and nothing is charged now.',
  downgradeAccepted: 'Offer accepted. Your package switches to {{packageName}} on {{changeDate}}.',
} as const;
