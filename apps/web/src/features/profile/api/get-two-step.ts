import type { TwoStepStatus } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getTwoStep(signal?: AbortSignal): Promise<TwoStepStatus> {
  return apiRequest<TwoStepStatus>('/auth/v1/two-step', { signal });
}

export function twoStepQueryOptions() {
  return queryOptions({ queryKey: ['profile', 'two-step'] as const, queryFn: ({ signal }) => getTwoStep(signal) });
}
