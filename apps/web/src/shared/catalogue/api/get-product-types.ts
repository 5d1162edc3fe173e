import type { ProductType, ProductTypeName } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  return apiRequest<ProductType[]>('/products/v1/products/product-types', { signal });
}

/** The type ids are fixed for the life of the catalogue: one read, under one key, serves every page. */
export function productTypesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'product-types'] as const,
    queryFn: ({ signal }) => getProductTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Ids are looked up by typeName at runtime, never written into the app (spec 001 "Product type ids"). */
export function productTypeIdOf(types: readonly ProductType[] | undefined, typeName: ProductTypeName): string | null {
  return types?.find((type) => type.typeName === typeName)?.id ?? null;
}

/** The ids of the named types, in the order asked; a type the api does not know is left out. */
export function productTypeIds(types: readonly ProductType[], names: readonly ProductTypeName[]): string[] {
  return names.flatMap((name) => productTypeIdOf(types, name) ?? []);
}
