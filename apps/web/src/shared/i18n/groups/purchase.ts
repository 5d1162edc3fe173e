/**
 * Strings of the purchase flow (features/purchase; the PIN modal and the checkout notice of
 * shared/payment too): buttons, modals, voucher box and results. The spec's own sentences that
 * contracts carries (titles, results, errors) are used from its purchase, voucher and payment groups;
 * the ones here are quoted verbatim where the spec quotes them.
 */
export const purchaseFlow = {
  option: {
    label: 'Purchase option',
    text: '{{name}} - {{price}}',
  },
  price: {
    label: 'Price',
  },
  bundles: 'Can be purchased in the following bundles',
  voucher: {
    label: 'Voucher code',
    checking: 'Checking the voucher code…',
    discountedPrice: 'Price with the voucher: {{price}}',
  },
  confirm: {
    subscribe: 'Are you sure you want to subscribe?',
    purchase: 'Are you sure you want to purchase?',
    unsubscribe: 'Are you sure you want to unsubscribe?',
  },
  pin: 'Parental PIN',
  yes: 'Yes',
  no: 'No',
  /** Which connection a dialog acts for, and how and how much it pays (shared/account/paying-connection). */
  paying: {
    label: 'Payment details',
    connection: 'Connection',
    named: '{{name}} ({{number}})',
    method: 'Paid by',
    bill: 'The monthly bill of this connection',
    operator: 'The mobile bill of this connection',
    card: 'Card',
    amount: 'Amount',
  },
  /** A product the connection neither holds nor can buy on its own. */
  notSold: {
    includedIn: 'Not sold on its own. Included in:',
    notOffered: 'Not offered on your connection.',
  },
  retryPayment: 'RETRY PAYMENT',
  /** The card checkout closed before paying. */
  cancelled: {
    headline: 'Payment cancelled',
    notCharged: 'You have not been charged. You can try again whenever you are ready.',
    tryAgain: 'TRY AGAIN',
  },
} as const;
