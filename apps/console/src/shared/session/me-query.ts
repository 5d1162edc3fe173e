import type { StaffMember } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const meQuery = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => apiJson<StaffMember>('/me', { signal }),
    staleTime: 60_000,
  });
