import type { ProductType, ProductTypeName } from '@selfcare/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  return apiRequest<ProductType[]>('/products/v1/products/product-types', { signal });
}

/** The type ids are fixed for the life of the catalogue, so one read serves the whole visit. */
export function productTypesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'product-types'],
    queryFn: ({ signal }) => getProductTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The id of a product type, looked up by its typeName (ids are never hard-coded). */
export function useProductTypeId(typeName: ProductTypeName) {
  return useQuery({
    ...productTypesQueryOptions(),
    select: (types) => types.find((type) => type.typeName === typeName)?.id ?? null,
  });
}
