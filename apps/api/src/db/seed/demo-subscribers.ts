/** The password of every demo login. */
export const DEMO_PASSWORD = 'Selfcare@2026';

/** The parental PIN of every demo connection. */
export const DEMO_PARENTAL_PIN = '1234';

export interface DemoSubscriber {
  email: string;
  password: string;
  parentalPin: string;
  firstName: string;
  lastName: string;
  /** One line on what the login demonstrates, for the README and end-to-end tests. */
  description: string;
  /** False for a login that has not followed its e-mail confirmation link yet. */
  emailConfirmed: boolean;
}

const demo = (
  email: string,
  firstName: string,
  lastName: string,
  description: string,
  { emailConfirmed = true } = {},
): DemoSubscriber => ({
  email,
  password: DEMO_PASSWORD,
  parentalPin: DEMO_PARENTAL_PIN,
  firstName,
  lastName,
  description,
  emailConfirmed,
});

/** The demo logins the seed creates, one per situation the portal must handle. */
export const demoSubscribers = [
  demo(
    'tv@selfcare.lk',
    'Nimal',
    'Perera',
    'Two fixed-line connections: existing TV (type 1) and broadband (type 3, pending downgrade), billed monthly.',
  ),
  demo(
    'fibre@selfcare.lk',
    'Kamala',
    'Silva',
    'Fibre broadband (type 4) with data bundles, a channel bundle and an SVOD.',
  ),
  demo(
    'mobitel@selfcare.lk',
    'Sunil',
    'Fernando',
    'Mobile-operator billing (type 6) with successful, failed and pending payments.',
  ),
  demo(
    'prepaid@selfcare.lk',
    'Dilani',
    'Jayasuriya',
    'Prepaid card payments (type 7) with gift vouchers and a promotional voucher.',
  ),
  demo(
    'suspended@selfcare.lk',
    'Ruwan',
    'Bandara',
    'Two suspended connections after failed renewals (prepaid card, mobile-billed); both can be re-activated.',
  ),
  demo(
    'expired@selfcare.lk',
    'Tharindu',
    'Wickramasinghe',
    'Prepaid card connection (type 7) suspended after its one-off PEO Family quarter ended; chooses a new package.',
  ),
  demo(
    'leaving@selfcare.lk',
    'Chamari',
    'Dissanayake',
    'Fixed-line connection (type 2) pending termination in about 20 days.',
  ),
  demo('former@selfcare.lk', 'Ajith', 'Kumara', 'Fixed-line connection (type 5) that has been unsubscribed.'),
  demo(
    'moving@selfcare.lk',
    'Priyanka',
    'Gunawardena',
    'Two active fixed-line connections (types 2 and 5) on monthly packages, for unsubscribing one and then the other.',
  ),
  demo(
    'homebase@selfcare.lk',
    'Sanduni',
    'Rathnayake',
    'Fixed-line connection (type 2) holding only its monthly PEO Family package: pauses it where the operator allows it.',
  ),
  demo(
    'thrifty@selfcare.lk',
    'Nuwan',
    'Senanayake',
    'Fixed-line broadband connection (type 4) on monthly PEO Lite with its bundled data: schedules a downgrade to PEOTVGO.',
  ),
  demo(
    'guest@selfcare.lk',
    'Guest',
    'User',
    'Guest (non-provider) connection paying by card with a one-off weekly pass; e-mail address not confirmed yet.',
    { emailConfirmed: false },
  ),
] as const satisfies readonly DemoSubscriber[];

export type DemoEmail = (typeof demoSubscribers)[number]['email'];

export function demoSubscriber(email: string): DemoSubscriber {
  const subscriber = demoSubscribers.find((candidate) => candidate.email === email);
  if (!subscriber) throw new Error(`Demo data refers to an unknown login: ${email}`);
  return subscriber;
}
