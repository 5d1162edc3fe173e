import { mediaUrl } from '../../../modules/media/paths';
import type {
  giftVoucherProducts,
  giftVoucherProductTypes,
  giftVoucherSubTypes,
  giftVouchers,
  ProductTypeName,
} from '../../schema';
import { catalogue } from '../catalogue';
import { productTypeId, productTypeSeeds, subTypeId, subTypeSeeds } from '../catalogue/reference';
import { endOfDay } from '../clock';
import { stableId } from '../ids';

/** A gift voucher; its description is derived from its worth and restriction, so it names what it buys. */
interface GiftVoucherSeed {
  slug: string;
  name: string;
  price: number;
  worth: { count: number } | { value: number };
  utilizePeriod: number;
  own: boolean;
  purchaseEnd: string;
  /** A restricted voucher buys only what these lists match. */
  restrictedTo?: {
    products?: readonly string[];
    productTypes?: readonly ProductTypeName[];
    subTypes?: readonly string[];
  };
}

/** Gifts and own vouchers, count- and value-based, restricted or not, one no longer on sale. */
export const giftVoucherSeeds: readonly GiftVoucherSeed[] = [
  {
    slug: 'movie-lover-1000',
    name: 'Movie Lover Rs. 1,000',
    price: 1000,
    worth: { value: 1000 },
    utilizePeriod: 30,
    own: false,
    purchaseEnd: '2030-12-31',
    restrictedTo: { subTypes: ['PremiereMovies', 'MVOD', 'TVOD'] },
  },
  {
    slug: 'binge-pack-5',
    name: 'Binge Pack: 5 Titles',
    price: 750,
    worth: { count: 5 },
    utilizePeriod: 60,
    own: true,
    purchaseEnd: '2030-12-31',
  },
  {
    slug: 'family-treat-2500',
    name: 'Family Treat Rs. 2,500',
    price: 2500,
    worth: { value: 2500 },
    utilizePeriod: 90,
    own: false,
    purchaseEnd: '2030-12-31',
  },
  {
    slug: 'kids-corner-3',
    name: 'Kids Corner: 3 Items',
    price: 600,
    worth: { count: 3 },
    utilizePeriod: 30,
    own: true,
    purchaseEnd: '2030-12-31',
    restrictedTo: { products: ['kids-zone', 'kids-fun'], subTypes: ['F4U'] },
  },
  {
    slug: 'avurudu-gift-2025',
    name: 'Avurudu Gift 2025',
    price: 1500,
    worth: { value: 1500 },
    utilizePeriod: 30,
    own: false,
    purchaseEnd: '2025-04-30',
  },
];

export const giftVoucherId = (slug: string) => stableId('gift-voucher', slug);

const rupees = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function seedName<T extends { typeName: string }>(seeds: readonly T[], typeName: string, name: (seed: T) => string) {
  const seed = seeds.find((candidate) => candidate.typeName === typeName);
  if (!seed) throw new Error(`A gift voucher is restricted to an unknown type: ${typeName}`);
  return name(seed);
}

/** The names of what a restricted voucher may buy, as the catalogue shows them; null when it is not restricted. */
function allowedNames(restrictedTo: GiftVoucherSeed['restrictedTo']): string[] | null {
  if (!restrictedTo) return null;
  return [
    ...(restrictedTo.products ?? []).map((slug) => catalogue.get(slug).name),
    ...(restrictedTo.productTypes ?? []).map((type) => seedName(productTypeSeeds, type, (seed) => seed.name)),
    ...(restrictedTo.subTypes ?? []).map((subType) => seedName(subTypeSeeds, subType, (seed) => seed.displayName)),
  ];
}

const oneOf = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');

/**
 * What a voucher buys, in words: its worth, and what its restriction allows by name ('Rs. 1,000.00 to
 * spend on Premiere Movies, Movies or Rentals.', '3 products from Kids Zone, Kids Fun or Fun 4 U.').
 */
export function giftVoucherDescription(voucher: GiftVoucherSeed): string {
  const allowed = allowedNames(voucher.restrictedTo);
  const own = voucher.own ? ' For your own connection.' : '';
  if ('value' in voucher.worth) {
    const scope = allowed ? oneOf(allowed) : 'anything in the catalogue';
    return `Rs. ${rupees.format(voucher.worth.value)} to spend on ${scope}.${own}`;
  }
  const { count } = voucher.worth;
  const products = `${count} ${count === 1 ? 'product' : 'products'}`;
  return `${allowed ? `${products} from ${oneOf(allowed)}` : `Any ${products} in the catalogue`}.${own}`;
}

export function giftVoucherSeed(slug: string): GiftVoucherSeed {
  const seed = giftVoucherSeeds.find((candidate) => candidate.slug === slug);
  if (!seed) throw new Error(`Demo data refers to an unknown gift voucher: ${slug}`);
  return seed;
}

export function giftVoucherRows() {
  return {
    giftVouchers: giftVoucherSeeds.map((voucher, index): typeof giftVouchers.$inferInsert => ({
      id: giftVoucherId(voucher.slug),
      voucherName: voucher.name,
      description: giftVoucherDescription(voucher),
      price: voucher.price,
      imageUrl: mediaUrl('voucher', voucher.slug),
      totalCount: 'count' in voucher.worth ? voucher.worth.count : null,
      totalValue: 'value' in voucher.worth ? voucher.worth.value : null,
      utilizePeriod: voucher.utilizePeriod,
      own: voucher.own,
      restricted: voucher.restrictedTo !== undefined,
      purchaseEnd: endOfDay(voucher.purchaseEnd),
      sortOrder: index,
    })),
    giftVoucherProducts: giftVoucherSeeds.flatMap((voucher) =>
      (voucher.restrictedTo?.products ?? []).map((slug): typeof giftVoucherProducts.$inferInsert => ({
        giftVoucherId: giftVoucherId(voucher.slug),
        productId: catalogue.id(slug),
      })),
    ),
    giftVoucherProductTypes: giftVoucherSeeds.flatMap((voucher) =>
      (voucher.restrictedTo?.productTypes ?? []).map((type): typeof giftVoucherProductTypes.$inferInsert => ({
        giftVoucherId: giftVoucherId(voucher.slug),
        productTypeId: productTypeId(type),
      })),
    ),
    giftVoucherSubTypes: giftVoucherSeeds.flatMap((voucher) =>
      (voucher.restrictedTo?.subTypes ?? []).map((subType): typeof giftVoucherSubTypes.$inferInsert => ({
        giftVoucherId: giftVoucherId(voucher.slug),
        productSubTypeId: subTypeId(subType),
      })),
    ),
  };
}
