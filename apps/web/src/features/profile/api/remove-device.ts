import type { ProfileMessageResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

export function removeDevice(connectionId: string, deviceId: string): Promise<ProfileMessageResponse> {
  const path = `/users/v1/connections/${encodeURIComponent(connectionId)}/devices/${encodeURIComponent(deviceId)}`;
  return apiRequest<ProfileMessageResponse>(path, { method: 'DELETE' });
}
