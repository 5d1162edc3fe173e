/**
 * Suspended connections, their reactivation and the provisioning pages (spec 000 section 4, spec 002
 * sections 2.8 and 4). Quoted spec texts are verbatim; the reasons and refusals are ours.
 */
export const reactivation = {
  cardPaymentFailed:
    'Your connection is suspended because the card payment for your package renewal was unsuccessful. Please re-activate to pay for your package and continue enjoying this service.',
  insufficientBalance:
    'Your connection is suspended because there was insufficient balance on your telephone number to renew your package. Please top up your balance and re-activate to continue enjoying this service.',
  packageExpired:
    'Your package has expired. Please select and purchase a package of your choice to enjoy this service.',
  billUnpaid: 'Your connection is in a suspended state. Please proceed the outstanding payment for re-activation.',
  reactivated: 'Reactivated Successfully',
  notSuspended: 'This connection is not suspended, so it does not need to be re-activated.',
  notRecurring:
    'The package of this connection was not a subscription. Please select and purchase a package of your choice.',
  noBasePackage: 'This connection has no package to re-activate.',
  wrongPackage:
    "The package to re-activate is not this connection's package. Please refresh the browser and try again.",
  wrongAmount: 'The amount to pay for re-activation has changed. Please refresh the browser and try again.',
  wrongConnectionType: 'This connection cannot be re-activated this way. Please refresh the browser and try again.',
  inProgress: 'A re-activation payment for this connection is already being processed. Please wait a moment.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required.',
} as const;
