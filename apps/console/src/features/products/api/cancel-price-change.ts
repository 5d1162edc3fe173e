import { send } from '@/shared/api/api-client';

export const cancelPriceChange = (id: string) => send(`/price-changes/${id}`, { method: 'DELETE' });
