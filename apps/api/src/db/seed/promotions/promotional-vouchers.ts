import { mediaUrl } from '../../../modules/media/paths';
import type {
  ProductTypeName,
  promotionalVoucherProducts,
  promotionalVoucherProductTypes,
  promotionalVouchers,
  VoucherDiscountType,
} from '../../schema';
import { catalogue } from '../catalogue';
import { productTypeId } from '../catalogue/reference';
import { endOfDay, startOfDay } from '../clock';
import { stableId } from '../ids';

interface PromotionalVoucherSeed {
  code: string;
  name: string;
  description: string;
  type: VoucherDiscountType;
  value: number;
  validFrom: string;
  validTo: string;
  maxUses?: number;
  perConnectionLimit?: number;
  productTypes?: readonly ProductTypeName[];
  products?: readonly string[];
}

export const promotionalVoucherSeeds: readonly PromotionalVoucherSeed[] = [
  {
    code: 'WELCOME10',
    name: 'Welcome 10% off',
    description: '10% off any product, once per connection.',
    type: 'PERCENTAGE',
    value: 10,
    validFrom: '2025-01-01',
    validTo: '2030-12-31',
    maxUses: 10000,
  },
  {
    code: 'FLAT100',
    name: 'Rs. 100 off videos',
    description: 'Rs. 100 off any on-demand title or SVOD, up to three times.',
    type: 'AMOUNT',
    value: 100,
    validFrom: '2025-01-01',
    validTo: '2030-12-31',
    perConnectionLimit: 3,
    productTypes: ['vod', 'svod'],
  },
  {
    code: 'AVURUDU25',
    name: 'Avurudu 25% off',
    description: '25% off the Avurudu Special package.',
    type: 'PERCENTAGE',
    value: 25,
    validFrom: '2025-01-01',
    validTo: '2030-12-31',
    products: ['avurudu-special'],
  },
  {
    code: 'SUMMER2024',
    name: 'Summer 2024',
    description: 'An expired offer, kept to show that validity dates are enforced.',
    type: 'PERCENTAGE',
    value: 15,
    validFrom: '2024-06-01',
    validTo: '2024-08-31',
  },
];

export const promotionalVoucherId = (code: string) => stableId('promotional-voucher', code);

export function promotionalVoucherSeed(code: string): PromotionalVoucherSeed {
  const seed = promotionalVoucherSeeds.find((candidate) => candidate.code === code);
  if (!seed) throw new Error(`Demo data refers to an unknown promotional voucher: ${code}`);
  return seed;
}

export function promotionalVoucherRows() {
  return {
    promotionalVouchers: promotionalVoucherSeeds.map((voucher, index): typeof promotionalVouchers.$inferInsert => ({
      id: promotionalVoucherId(voucher.code),
      code: voucher.code,
      name: voucher.name,
      description: voucher.description,
      imageUrl: mediaUrl('voucher', voucher.code.toLowerCase()),
      discountType: voucher.type,
      value: voucher.value,
      validFrom: startOfDay(voucher.validFrom),
      validTo: endOfDay(voucher.validTo),
      maxUses: voucher.maxUses ?? null,
      perConnectionLimit: voucher.perConnectionLimit ?? 1,
      sortOrder: index,
    })),
    promotionalVoucherProductTypes: promotionalVoucherSeeds.flatMap((voucher) =>
      (voucher.productTypes ?? []).map((type): typeof promotionalVoucherProductTypes.$inferInsert => ({
        voucherId: promotionalVoucherId(voucher.code),
        productTypeId: productTypeId(type),
      })),
    ),
    promotionalVoucherProducts: promotionalVoucherSeeds.flatMap((voucher) =>
      (voucher.products ?? []).map((slug): typeof promotionalVoucherProducts.$inferInsert => ({
        voucherId: promotionalVoucherId(voucher.code),
        productId: catalogue.id(slug),
      })),
    ),
  };
}
