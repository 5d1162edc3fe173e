import type { ProductType, ProductTypeName } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  return apiRequest<ProductType[]>('/products/v1/products/product-types', { signal });
}

/** The type ids are fixed for the life of the catalogue, so one read per visit is enough. */
export function productTypesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'product-types'] as const,
    queryFn: ({ signal }) => getProductTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The ids of the named types, in the order asked; a type the api does not know is left out. */
export function productTypeIds(types: readonly ProductType[], names: readonly ProductTypeName[]): string[] {
  return names.flatMap((name) => types.find((type) => type.typeName === name)?.id ?? []);
}
