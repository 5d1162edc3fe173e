import { send } from '@/shared/api/api-client';

export const resetStaffTotp = (id: string) => send(`/staff/${id}/totp-reset`, { method: 'POST' });
