import { send } from '@/shared/api/api-client';

export const logoutStaff = () => send('/auth/logout', { method: 'POST' });
