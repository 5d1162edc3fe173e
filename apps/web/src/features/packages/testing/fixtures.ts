import type {
  BasePackage,
  ConnectionDetails,
  ProductSummary,
  ProductType,
  ProductTypeName,
  PurchaseOption,
} from '@selfcare/contracts';
import { purchaseOption as baseOption, product as baseProduct } from '@/testing/catalogue-fixtures';
import { fixedLineDetails } from '@/testing/fixtures';

export const productTypes: ProductType[] = (
  ['channel', 'vod', 'svod', 'screens', 'databundle', 'package'] as const
).map((typeName) => ({ id: `type-${typeName}`, typeName, name: typeName }));

/** An option without discounts of its own: it sells at its default price unless told otherwise. */
export function purchaseOption(overrides: Partial<PurchaseOption> = {}): PurchaseOption {
  const defaultPrice = overrides.defaultPrice ?? 790;
  return baseOption({
    id: 'option-1',
    purchaseOptionGroupId: 'group-1',
    name: 'Monthly subscription',
    description: '',
    defaultPrice,
    purchasePrice: defaultPrice,
    ...overrides,
  });
}

/** A product named by its id, with no option of its own. */
export function product(id: string, type: ProductTypeName, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return baseProduct(id, type, {
    name: id,
    description: `About ${id}`,
    imageURL: `/media/${id}.svg`,
    thumbnailURL: `/media/${id}-thumb.svg`,
    productTypeId: `type-${type}`,
    purchaseOption: null,
    ...overrides,
  });
}

export function basePackage(id: string, overrides: Partial<BasePackage> = {}): BasePackage {
  return {
    ...product(id, 'package', { numberOfScreens: 2, purchaseOption: purchaseOption(), ...overrides }),
    purchasableProductList: overrides.purchasableProductList ?? [],
    dataBundle: [],
    chargedPrice: overrides.chargedPrice ?? null,
  };
}

export function channel(id: string, category: string): ProductSummary {
  return product(id, 'channel', {
    categories: [{ id: `cat-${category}`, category, parentId: null, parentCategory: null }],
  });
}

export const prepaidDetails: ConnectionDetails = {
  ...fixedLineDetails,
  connectionId: 'con-7',
  connectionType: 7,
  serviceType: 'Prepaid',
  broadband: false,
};
