import type { SignOutOthersResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

export function signOutOtherSessions(): Promise<SignOutOthersResponse> {
  return apiRequest<SignOutOthersResponse>('/auth/v1/sessions/sign-out-others', { method: 'POST' });
}
