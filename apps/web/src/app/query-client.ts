import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, ClientErrorCode } from '@/shared/api/api-error';

const MAX_RETRIES = 1;

/**
 * A 4xx will answer the same way again and a timeout has already waited two minutes, so only a
 * dropped connection or a 5xx gets one more try.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiRequestError)) return false;
  return error.code !== ClientErrorCode.timeout && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
