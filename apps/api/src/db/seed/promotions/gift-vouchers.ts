import { mediaUrl } from '../../../modules/media/paths';
import type {
  giftVoucherProducts,
  giftVoucherProductTypes,
  giftVoucherSubTypes,
  giftVouchers,
  ProductTypeName,
} from '../../schema';
import { catalogue } from '../catalogue';
import { productTypeId, subTypeId } from '../catalogue/reference';
import { endOfDay } from '../clock';
import { stableId } from '../ids';

interface GiftVoucherSeed {
  slug: string;
  name: string;
  description: string;
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
    description: 'Rs. 1,000 to spend on premiere and rental movies.',
    price: 1000,
    worth: { value: 1000 },
    utilizePeriod: 30,
    own: false,
    purchaseEnd: '2030-12-31',
    restrictedTo: { productTypes: ['vod'], subTypes: ['PremiereMovies', 'MVOD', 'TVOD'] },
  },
  {
    slug: 'binge-pack-5',
    name: 'Binge Pack: 5 Titles',
    description: 'Any five products for your own connection.',
    price: 750,
    worth: { count: 5 },
    utilizePeriod: 60,
    own: true,
    purchaseEnd: '2030-12-31',
  },
  {
    slug: 'family-treat-2500',
    name: 'Family Treat Rs. 2,500',
    description: 'Rs. 2,500 to spend on anything in the catalogue.',
    price: 2500,
    worth: { value: 2500 },
    utilizePeriod: 90,
    own: false,
    purchaseEnd: '2030-12-31',
  },
  {
    slug: 'kids-corner-3',
    name: 'Kids Corner: 3 Items',
    description: 'Three kids products: Kids Zone, Kids Fun or Fun 4 U titles.',
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
    description: 'The 2025 New Year gift voucher, no longer on sale.',
    price: 1500,
    worth: { value: 1500 },
    utilizePeriod: 30,
    own: false,
    purchaseEnd: '2025-04-30',
  },
];

export const giftVoucherId = (slug: string) => stableId('gift-voucher', slug);

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
      description: voucher.description,
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
