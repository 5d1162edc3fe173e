/**
 * Strings of the suspended screen, the reactivation dialog, /payment-status and /provisioning-failed.
 * The spec's quoted texts and the reasons are contracts' `reactivation` and `payment` groups.
 */
export const reactivationPages = {
  heading: 'Connection suspended',
  packageToPay: '{{name}}: {{amount}}',
  reactivate: 'RE-ACTIVATE',
  selectPackages: 'Select Packages',
  payNow: 'Pay Now !',
  payNowHint: '(opens the bill payment site in a new tab)',
  dialogTitle: 'Re-activate your connection',
  continue: 'CONTINUE',
  retry: 'RETRY',
  paymentUnsuccessfulText: 'Your payment could not be completed, so your connection was not re-activated.',
  activated: 'Your package is active. Enjoy the service.',
} as const;
