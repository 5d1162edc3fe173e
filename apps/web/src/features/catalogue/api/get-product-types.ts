import type { ProductType, ProductTypeName } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  return apiRequest<ProductType[]>('/products/v1/products/product-types', { signal });
}

/** The type ids are fixed for the life of the catalogue, so one read per visit is enough. */
export function productTypesQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'product-types'],
    queryFn: ({ signal }) => getProductTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Ids are looked up by typeName at runtime rather than written into the app (spec 001 "Product type ids"). */
export function productTypeIdOf(types: readonly ProductType[], typeName: ProductTypeName): string | undefined {
  return types.find((type) => type.typeName === typeName)?.id;
}
