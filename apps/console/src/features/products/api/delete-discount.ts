import { send } from '@/shared/api/api-client';

export const deleteDiscount = (id: string) => send(`/discounts/${id}`, { method: 'DELETE' });
