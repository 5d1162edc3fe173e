import type { MessageResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

export function signOutSession(sessionId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/auth/v1/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}
