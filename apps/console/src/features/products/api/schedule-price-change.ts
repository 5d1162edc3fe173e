import type { ConsolePriceChangeCreated, ConsolePriceChangeRequest } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const schedulePriceChange = (optionId: string, body: ConsolePriceChangeRequest) =>
  apiJson<ConsolePriceChangeCreated>(`/purchase-options/${optionId}/price-changes`, { method: 'POST', body });
