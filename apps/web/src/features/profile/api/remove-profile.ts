import type { ProfileMessageResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** The server refuses the default profile (409); the page never offers it. */
export function removeProfile(profileUid: string): Promise<ProfileMessageResponse> {
  return apiRequest<ProfileMessageResponse>(`/users/v1/profiles/${encodeURIComponent(profileUid)}`, {
    method: 'DELETE',
  });
}
