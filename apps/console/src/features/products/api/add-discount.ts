import type { ConsoleDiscount, ConsoleDiscountInput } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const addDiscount = (productId: string, body: ConsoleDiscountInput) =>
  apiJson<ConsoleDiscount>(`/products/${productId}/discounts`, { method: 'POST', body });
