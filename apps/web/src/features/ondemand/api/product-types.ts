import type { ProductType, ProductTypeName } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  return apiRequest<ProductType[]>('/products/v1/products/product-types', { signal });
}

/** Type ids are fixed for the life of a deployment, so one read serves the whole session. */
export function productTypesQueryOptions() {
  return queryOptions({
    queryKey: ['ondemand', 'product-types'],
    queryFn: ({ signal }) => getProductTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The id of a type looked up by its typeName; ids are never hard-coded in the web app. */
export function productTypeIdOf(types: readonly ProductType[] | undefined, typeName: ProductTypeName): string | null {
  return types?.find((type) => type.typeName === typeName)?.id ?? null;
}
