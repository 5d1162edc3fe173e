import type { ConsoleReference } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const catalogueReferenceQuery = () =>
  queryOptions({
    queryKey: ['catalogue-reference'],
    queryFn: ({ signal }) => apiJson<ConsoleReference>('/catalogue/reference', { signal }),
    staleTime: 5 * 60_000,
  });
