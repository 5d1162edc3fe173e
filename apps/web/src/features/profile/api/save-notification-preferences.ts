import type { NotificationPreferencesSaved, NotificationPreferencesUpdate } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** Saves every settable kind's choices at once (PUT replaces); answers what is saved and a sentence. */
export function saveNotificationPreferences(
  choices: NotificationPreferencesUpdate,
): Promise<NotificationPreferencesSaved> {
  return apiRequest<NotificationPreferencesSaved>('/users/v1/account/notification-preferences', {
    method: 'PUT',
    body: choices,
  });
}
