import type { CreateStaffRequest, StaffMember } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const addStaffMember = (body: CreateStaffRequest) => apiJson<StaffMember>('/staff', { method: 'POST', body });
