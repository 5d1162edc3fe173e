import type { ConsoleProductStatus } from '@selfcare/contracts';
import type { ProductStatus } from '../../db/schema';

/** The console's 'active' / 'inactive' and the stored PRODUCT_STATUS_* values. */
export const statusOf = (stored: ProductStatus): ConsoleProductStatus =>
  stored === 'PRODUCT_STATUS_ACTIVE' ? 'active' : 'inactive';

export const toStoredStatus = (status: ConsoleProductStatus): ProductStatus =>
  status === 'active' ? 'PRODUCT_STATUS_ACTIVE' : 'PRODUCT_STATUS_INACTIVE';
