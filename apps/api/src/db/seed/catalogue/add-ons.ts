import { monthly, oneOff, type ProductSeed } from './types';

function includedScreens(count: number): ProductSeed {
  return {
    slug: `screens-${count}`,
    type: 'screens',
    name: count === 1 ? '1 Screen' : `${count} Screens`,
    description: `Watch on ${count} ${count === 1 ? 'device' : 'devices'} at the same time, included with your package.`,
    numberOfScreens: count,
  };
}

function extraScreens(slug: string, count: number, price: number, extra: Partial<ProductSeed> = {}): ProductSeed {
  return {
    slug,
    type: 'screens',
    name: count === 1 ? 'Additional Screen' : `${count} Additional Screens`,
    description: `Add ${count} more ${count === 1 ? 'device' : 'devices'} that can watch at the same time.`,
    numberOfScreens: count,
    offers: [monthly(price)],
    ...extra,
  };
}

/** Screens included with packages (DEFAULT DEVICES) and extra screens to add (ADDITIONAL DEVICES). */
export const screens: readonly ProductSeed[] = [
  includedScreens(1),
  includedScreens(2),
  includedScreens(3),
  includedScreens(4),
  extraScreens('plus-one-screen', 1, 150, {
    discounts: [{ type: 'PERCENTAGE', value: 20, duration: { length: 3, unit: 'MONTHS' }, startsAt: '2025-01-01' }],
  }),
  extraScreens('plus-two-screens', 2, 280),
  extraScreens('plus-three-screens', 3, 390),
];

function dataBundle(
  slug: string,
  name: string,
  quota: number,
  description: string,
  extra: Partial<ProductSeed>,
): ProductSeed {
  return { slug, type: 'databundle', name, description, dataQuota: quota, ...extra };
}

/** Data bundles for broadband connections: on sale, and the ones that come with a base package. */
export const dataBundles: readonly ProductSeed[] = [
  dataBundle('data-booster-10', 'Data Booster 10 GB', 10, 'An extra 10 GB of broadband data every month.', {
    offers: [monthly(390)],
  }),
  dataBundle('data-booster-25', 'Data Booster 25 GB', 25, 'An extra 25 GB of broadband data every month.', {
    offers: [monthly(790)],
    tags: ['featured'],
  }),
  dataBundle('data-booster-50', 'Data Booster 50 GB', 50, 'An extra 50 GB of broadband data every month.', {
    offers: [monthly(1290)],
    discounts: [{ type: 'AMOUNT', value: 100, startsAt: '2025-01-01' }],
  }),
  dataBundle('data-unlimited', 'Unlimited Data', -1, 'Stream and browse without a data cap.', {
    offers: [monthly(2490)],
  }),
  dataBundle('night-data-30', 'Night Time 30 GB', 30, '30 GB to use between midnight and 7 am, valid for 30 days.', {
    offers: [oneOff(490, 30, 'DAYS')],
  }),
  dataBundle('lite-data-10gb', 'PEO Lite Data 10 GB', 10, 'The monthly data that comes with PEO Lite.', {
    packageType: 'primarydatabundle',
  }),
  dataBundle('family-data-40gb', 'PEO Family Data 40 GB', 40, 'The monthly data that comes with PEO Family.', {
    packageType: 'primarydatabundle',
  }),
  dataBundle(
    'premium-data-unlimited',
    'PEO Premium Unlimited Data',
    -1,
    'Unlimited data that comes with PEO Premium.',
    {
      packageType: 'primarydatabundle',
    },
  ),
  dataBundle(
    'annual-data-100gb',
    'Annual Saver Data 100 GB',
    100,
    'The monthly data that comes with PEO Annual Saver.',
    {
      packageType: 'primarydatabundle',
    },
  ),
];
