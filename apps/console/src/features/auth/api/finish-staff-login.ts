import type { StaffSessionResponse } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export type SecondFactor = { code: string } | { recoveryCode: string };

/** The second step, under the pending token the first step answered. */
export const finishStaffLogin = (pendingToken: string, body: SecondFactor) =>
  apiJson<StaffSessionResponse>('/auth/totp', { method: 'POST', body, token: pendingToken });
