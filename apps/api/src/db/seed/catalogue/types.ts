import type {
  AdditionalDetail,
  ProductAvailability,
  ProductRegion,
  ProductTypeName,
  PurchaseType,
  UtilizationPeriodUnit,
} from '../../schema';

/** One way to buy a product; the first offer of a product is its default option. */
export interface OfferSeed {
  /** Unique within the product; purchases refer to it. */
  key: string;
  name: string;
  purchaseType: PurchaseType;
  price: number;
  period: number;
  unit: UtilizationPeriodUnit;
  availableFor?: ProductAvailability;
  absoluteDiscount?: number;
  discountPercentage?: number;
}

/** A product-level discount shown with the price ('20% OFF For 3 Months until 27/02/2027'). */
export interface DiscountSeed {
  type: 'AMOUNT' | 'PERCENTAGE';
  value: number;
  /** Omitted: FOREVER. */
  duration?: { length: number; unit: 'MONTHS' | 'DAYS' };
  startsAt: string;
  endsAt?: string;
}

export type Feature = 'tstv' | 'pip' | 'cpvr';

/**
 * A catalogue product as the demo data describes it. Relations name other products by slug; the slug is
 * also the product's image name and the key its id is derived from.
 */
export interface ProductSeed {
  slug: string;
  type: ProductTypeName;
  name: string;
  description: string;
  /** Video sub type name, e.g. 'PremiereMovies'. */
  subType?: string;
  packageType?: ProductTypeName;
  /** Without offers the product is only ever bundled. */
  offers?: readonly OfferSeed[];
  inactive?: boolean;
  /** Not listed in the catalogue (a child video reached through its SVOD). */
  hidden?: boolean;
  channelNo?: number;
  features?: readonly Feature[];
  categories?: readonly string[];
  languages?: readonly string[];
  genres?: readonly string[];
  tags?: readonly string[];
  pgRating?: string;
  lowestAgeGroup?: number;
  details?: readonly AdditionalDetail[];
  numberOfScreens?: number;
  dataQuota?: number;
  regions?: readonly ProductRegion[];
  discounts?: readonly DiscountSeed[];
  /** Package contents. */
  includes?: readonly string[];
  /** Channel bundle channels. */
  channels?: readonly string[];
  /** SVOD child videos. */
  children?: readonly string[];
  /** Extra-screen products a package holder may add. */
  extraScreens?: readonly string[];
  /** The data bundle that comes with a package. */
  dataBundle?: string;
}

export const monthly = (price: number, extra: Partial<OfferSeed> = {}): OfferSeed => ({
  key: 'monthly',
  name: 'Monthly subscription',
  purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
  price,
  period: 1,
  unit: 'MONTHS',
  ...extra,
});

/** The portal's period wording ('For 1 Month', 'For 30 Days'), so an option's name reads like its label. */
function periodName(period: number, unit: UtilizationPeriodUnit): string {
  const word = unit === 'MONTHS' ? 'Month' : 'Day';
  return `For ${period} ${word}${period === 1 ? '' : 's'}`;
}

export const oneOff = (
  price: number,
  period: number,
  unit: UtilizationPeriodUnit,
  extra: Partial<OfferSeed> = {},
): OfferSeed => ({
  key: `${period}-${unit.toLowerCase()}`,
  name: periodName(period, unit),
  purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
  price,
  period,
  unit,
  ...extra,
});
