/**
 * The api's answers about accepting a retention offer (issue 31, decision 0072), keyed under
 * `retentionOffer.` for messageTextIn; the web app shows them as the server words them.
 */
export const retentionOfferMessages = {
  none: 'This subscription has no offer to accept.',
  changed: 'This offer has changed. Please look at it again.',
} as const;

export type RetentionOfferMessages = typeof retentionOfferMessages;
