import type { LoginResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** Stay signed in: the same session for a full term from now (decision 0021). */
export function renewSession(): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/v1/session', { method: 'POST' });
}
