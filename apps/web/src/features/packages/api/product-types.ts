import type { ProductTypeName } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';

/** The id of a product type, looked up by its typeName (ids are never hard-coded). */
export function useProductTypeId(typeName: ProductTypeName) {
  return useQuery({
    ...productTypesQueryOptions(),
    select: (types) => types.find((type) => type.typeName === typeName)?.id ?? null,
  });
}
