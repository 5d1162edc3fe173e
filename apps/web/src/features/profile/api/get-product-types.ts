import type { ProductType, ProductTypeName } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  return apiRequest<ProductType[]>('/products/v1/products/product-types', { signal });
}

/** The same key as the other features' read of the fixed type ids, so a visit reads them once. */
export function productTypesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'product-types'] as const,
    queryFn: ({ signal }) => getProductTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function productTypeId(types: readonly ProductType[], name: ProductTypeName): string | undefined {
  return types.find((type) => type.typeName === name)?.id;
}
