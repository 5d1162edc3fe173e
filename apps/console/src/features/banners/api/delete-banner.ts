import { send } from '@/shared/api/api-client';

export const deleteBanner = (id: string) => send(`/banners/${id}`, { method: 'DELETE' });
