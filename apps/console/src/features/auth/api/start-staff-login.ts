import type { StaffLoginRequest, StaffLoginResponse } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const startStaffLogin = (body: StaffLoginRequest) =>
  apiJson<StaffLoginResponse>('/auth/login', { method: 'POST', body });
