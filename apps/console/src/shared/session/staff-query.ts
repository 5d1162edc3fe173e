import type { StaffMember } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const staffQuery = () =>
  queryOptions({
    queryKey: ['staff'],
    queryFn: async ({ signal }) => (await apiJson<{ staff: StaffMember[] }>('/staff', { signal })).staff,
  });
