import type { StaffAuditPage } from '@selfcare/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiJson, queryString } from '@/shared/api/api-client';

export interface AuditFilters {
  staffId?: string;
  action?: string;
  subjectId?: string;
  /** ISO instants. */
  from?: string;
  to?: string;
}

/** Newest first, 50 rows a page; the next page starts before the last row seen. */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit', filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiJson<StaffAuditPage>(`/audit${queryString({ ...filters, before: pageParam, limit: 50 })}`, { signal }),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
