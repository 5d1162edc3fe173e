import type { NotificationPreferences } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>('/users/v1/account/notification-preferences', { signal });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['profile', 'notification-preferences'] as const,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}
