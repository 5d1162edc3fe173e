import { productSeeds } from '../../db/seed/catalogue';
import { subTypeSeeds } from '../../db/seed/catalogue/reference';
import type { ProductSeed } from '../../db/seed/catalogue/types';
import { bannerSeeds } from '../../db/seed/promotions/banners';
import { giftVoucherSeeds } from '../../db/seed/promotions/gift-vouchers';
import { promotionalVoucherSeeds } from '../../db/seed/promotions/promotional-vouchers';
import type { MediaKind } from './paths';

/** What an image shows; the image itself is drawn from this and its name. */
export interface ImageSpec {
  kind: MediaKind;
  name: string;
  title: string;
  subtitle: string;
  /** The product's type name ('vod', 'package'...): titles get a poster, the rest a card. */
  productType?: string;
  /** A title's first genre: its poster's look. */
  genre?: string;
  channelNo?: number;
  /** A channel's category: its logo's look. */
  category?: string;
}

const rupees = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

function productSubtitle(product: ProductSeed): string {
  switch (product.type) {
    case 'channel':
      return `Channel ${product.channelNo ?? ''}`.trim();
    case 'vod':
      return subTypeSeeds.find((subType) => subType.typeName === product.subType)?.displayName ?? 'On Demand';
    case 'svod':
      return 'SVOD';
    case 'channelbundle':
      return 'Channel Bundle';
    case 'screens':
      return 'Screens';
    case 'databundle':
      return product.dataQuota === -1 ? 'Unlimited Data' : `${product.dataQuota ?? 0} GB`;
    case 'promotionalpackage':
      return 'Promotion';
    default:
      return 'Package';
  }
}

/**
 * Every image the demo data refers to. Names are the slugs the seed stores in image URLs, so the
 * catalogue and its pictures cannot drift apart.
 */
function demoImages(): ImageSpec[] {
  const products = productSeeds.flatMap((product): ImageSpec[] => {
    const subtitle = productSubtitle(product);
    if (product.type === 'channel') {
      return [
        {
          kind: 'channel',
          name: product.slug,
          title: product.name,
          subtitle,
          ...(product.channelNo === undefined ? {} : { channelNo: product.channelNo }),
          ...(product.categories?.[0] ? { category: product.categories[0] } : {}),
        },
      ];
    }
    const drawn = {
      name: product.slug,
      title: product.name,
      subtitle,
      productType: product.type,
      ...(product.genres?.[0] ? { genre: product.genres[0] } : {}),
    };
    return [
      { kind: 'product', ...drawn },
      { kind: 'thumbnail', ...drawn },
    ];
  });
  const banners = bannerSeeds.map(
    (banner): ImageSpec => ({
      kind: 'banner',
      name: banner.slug,
      title: banner.title,
      subtitle: 'PEOTVGO',
    }),
  );
  const giftVouchers = giftVoucherSeeds.map(
    (voucher): ImageSpec => ({
      kind: 'voucher',
      name: voucher.slug,
      title: voucher.name,
      subtitle: `Gift voucher · Rs. ${rupees.format(voucher.price)}`,
    }),
  );
  const promotionalVouchers = promotionalVoucherSeeds.map(
    (voucher): ImageSpec => ({
      kind: 'voucher',
      name: voucher.code.toLowerCase(),
      title: voucher.code,
      subtitle: voucher.name,
    }),
  );
  const logos: ImageSpec[] = [
    { kind: 'logo', name: 'peotvgo', title: 'PEOTVGO', subtitle: 'TV on every screen' },
    { kind: 'logo', name: 'selfcare', title: 'Selfcare', subtitle: 'PEOTVGO' },
  ];
  return [...products, ...banners, ...giftVouchers, ...promotionalVouchers, ...logos];
}

const imageKey = (kind: MediaKind, name: string) => `${kind}/${name}`;

const images = new Map(demoImages().map((image) => [imageKey(image.kind, image.name), image]));

export function findImage(kind: MediaKind, name: string): ImageSpec | undefined {
  return images.get(imageKey(kind, name));
}
