import { send } from '@/shared/api/api-client';

export const orderBanners = (ids: string[]) => send('/banners/order', { method: 'PUT', body: { ids } });
