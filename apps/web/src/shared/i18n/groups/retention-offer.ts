/**
 * The retention offer (issue 31, decision 0072): the step between the unsubscribe dialog's Yes and the
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
} as const;
