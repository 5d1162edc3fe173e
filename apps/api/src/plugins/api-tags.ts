/**
 * The tags operations are grouped by in the OpenAPI document, each described. A route with a tag not
 * listed here fails `npm run lint:openapi` (operation-tag-defined): add the tag and what it groups.
 */
export const API_TAGS = [
  { name: 'auth', description: 'Log in and out, renew the session, change the password and recover access.' },
  { name: 'users', description: "The logged-in account, its connections and the caller's country." },
  {
    name: 'registration',
    description: 'Sign-up and adding a connection: lookups, OTP, packages, payment and operator consent.',
  },
  {
    name: 'profile',
    description:
      "A connection's devices, profiles, parental PIN, history and unsubscribing; the account's notification choices.",
  },
  { name: 'products', description: 'The catalogue: product types, lists, details and purchase options.' },
  { name: 'billing', description: "A connection's products, purchase options and data bundles." },
  { name: 'promotions', description: 'Banners and the tax on a price.' },
  { name: 'purchasing', description: 'Buying and removing products: by bill, operator charge or card.' },
  {
    name: 'payment method',
    description: "A card payer's card on file (as the gateway masked it), its replacement, and automatic renewal.",
  },
  { name: 'reactivation', description: 'Reactivating a suspended base package.' },
  { name: 'vouchers', description: 'Gift and promotional vouchers: buying, listing and redeeming.' },
  {
    name: 'console',
    description: "The operator console's staff: two-step sign-in, staff and roles, and the audit of their actions.",
  },
  {
    name: 'console catalogue',
    description:
      "The operator console's catalogue: products and their links, images, purchase options, dated prices and discounts.",
  },
  {
    name: 'console promotions',
    description:
      "The operator console's promotions: banners, voucher campaigns, gift voucher offers and the tax table.",
  },
  {
    name: 'console care',
    description:
      "The operator console's customer care: finding a subscriber, their page and timeline, and the actions taken for them.",
  },
  {
    name: 'console reports',
    description:
      "The operator console's reports: revenue, purchases, renewals, suspensions, the registration funnel and the portal's analytics, with CSV exports.",
  },
  {
    name: 'analytics',
    description:
      "The portal's first-party analytics: page views and registration funnel steps, stored without anything personal.",
  },
  { name: 'media', description: 'The generated pictures of the catalogue and the images staff upload.' },
  {
    name: 'operations',
    description: 'Liveness, readiness and Prometheus metrics, for load balancers, orchestrators and monitoring.',
  },
];
