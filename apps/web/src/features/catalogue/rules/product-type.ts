import type { ProductTypeName as ContractTypeName, ProductSummary } from '@selfcare/contracts';
import type { ProductTypeName } from '@/shared/catalogue/domain';

/**
 * The catalogue kit knows the product types a page shows. The two package families the api also names
 * (secondary packages, primary data bundles) behave as packages and data bundles for its rules.
 */
export function kitTypeName(typeName: ContractTypeName): ProductTypeName {
  if (typeName === 'secondarypackage') return 'package';
  if (typeName === 'primarydatabundle') return 'databundle';
  return typeName;
}

/** The channel-bundle pages show channel bundles only; any other product there is not found. */
export function isChannelBundle(product: Pick<ProductSummary, 'productTypeTypeName'>): boolean {
  return product.productTypeTypeName === 'channelbundle';
}
