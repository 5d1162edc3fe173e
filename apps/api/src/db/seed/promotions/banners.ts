import { mediaUrl } from '../../../modules/media/paths';
import type { BannerType, BannerVoucherType, bannerBasePackages, banners } from '../../schema';
import { catalogue } from '../catalogue';
import { stableId } from '../ids';

interface BannerSeed {
  slug: string;
  title: string;
  /** The product and purchase option the banner links to; without them the banner is an image only. */
  link?: { type: BannerType; product: string; offer: string };
  redirectUrl?: string;
  /** Only holders of these base packages see the banner; empty means everyone, visitors included. */
  basePackages?: readonly string[];
  voucherType?: BannerVoucherType;
}

/** One banner per link type, public and package-targeted ones, and the voucher pages' banners. */
export const bannerSeeds: readonly BannerSeed[] = [
  { slug: 'welcome-to-peotvgo', title: 'Welcome to PEOTVGO: TV on every screen' },
  {
    slug: 'avurudu-special',
    title: 'Avurudu Special: 30 days of festive TV for Rs. 990',
    link: { type: 'package', product: 'avurudu-special', offer: '30-days' },
  },
  {
    slug: 'premiere-sihina-desa',
    title: 'Premiere: Sihina Desa, now streaming',
    link: { type: 'vod', product: 'sihina-desa', offer: '2-days' },
  },
  {
    slug: 'peo-originals-plus',
    title: 'PEO Originals Plus: new episodes every week',
    link: { type: 'svod', product: 'peo-originals-plus', offer: 'monthly' },
  },
  {
    slug: 'hbo-a-la-carte',
    title: 'Add HBO to your package',
    link: { type: 'channel', product: 'hbo', offer: 'monthly' },
    basePackages: ['peotvgo', 'peo-lite', 'peo-family'],
  },
  {
    slug: 'data-booster',
    title: 'Running low? Add 25 GB every month',
    link: { type: 'databundle', product: 'data-booster-25', offer: 'monthly' },
    basePackages: ['peo-lite', 'peo-family'],
  },
  {
    slug: 'extra-screen',
    title: 'One more screen, 20% off for three months',
    link: { type: 'screens', product: 'plus-one-screen', offer: 'monthly' },
    basePackages: ['peotvgo', 'peo-lite'],
  },
  {
    slug: 'cricket-fever',
    title: 'Cricket Fever: every ball of the season',
    link: { type: 'package', product: 'cricket-fever', offer: 'monthly' },
    basePackages: ['peo-family', 'peo-premium'],
  },
  { slug: 'gift-a-voucher', title: 'Gift a PEOTVGO voucher', redirectUrl: 'gifts', voucherType: 'gift' },
  {
    slug: 'welcome10-offer',
    title: 'New here? WELCOME10 takes 10% off',
    redirectUrl: 'vouchers',
    voucherType: 'discount',
  },
];

const bannerId = (slug: string) => stableId('banner', slug);

export function bannerRows() {
  return {
    banners: bannerSeeds.map((banner, index): typeof banners.$inferInsert => ({
      id: bannerId(banner.slug),
      title: banner.title,
      imageUrl: mediaUrl('banner', banner.slug),
      redirectUrl: banner.redirectUrl ?? null,
      type: banner.link?.type ?? null,
      productId: banner.link ? catalogue.id(banner.link.product) : null,
      purchaseOptionId: banner.link ? catalogue.optionId(banner.link.product, banner.link.offer) : null,
      voucherType: banner.voucherType ?? null,
      sortOrder: index,
    })),
    bannerBasePackages: bannerSeeds.flatMap((banner) =>
      (banner.basePackages ?? []).map((slug): typeof bannerBasePackages.$inferInsert => ({
        bannerId: bannerId(banner.slug),
        packageId: catalogue.id(slug, 'package'),
      })),
    ),
  };
}
