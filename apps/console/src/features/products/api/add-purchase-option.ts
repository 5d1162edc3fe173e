import type { ConsolePurchaseOption, ConsolePurchaseOptionInput } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const addPurchaseOption = (productId: string, body: ConsolePurchaseOptionInput) =>
  apiJson<ConsolePurchaseOption>(`/products/${productId}/purchase-options`, { method: 'POST', body });
