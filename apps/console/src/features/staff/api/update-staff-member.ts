import type { StaffMember, StaffRoleValue } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export type StaffChange = { role: StaffRoleValue } | { disabled: boolean } | { unlock: true };

export const updateStaffMember = (id: string, body: StaffChange) =>
  apiJson<StaffMember>(`/staff/${id}`, { method: 'PATCH', body });
