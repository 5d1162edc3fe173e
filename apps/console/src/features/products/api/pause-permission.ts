import type { ConsolePausePermission, ConsolePausePermissionRequest } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const pausePermissionQuery = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'pause-permission', productId],
    queryFn: ({ signal }) => apiJson<ConsolePausePermission>(`/products/${productId}/pause-permission`, { signal }),
  });

/** Lets subscribers pause this base package, or stops them (decision 0074). */
export const setPausePermission = (productId: string, body: ConsolePausePermissionRequest) =>
  apiJson<ConsolePausePermission>(`/products/${productId}/pause-permission`, { method: 'PUT', body });
