import type { ConsoleTaxRate } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const endTaxRate = (id: string, effectiveUntil: string) =>
  apiJson<ConsoleTaxRate>(`/tax-rates/${id}/end`, { method: 'POST', body: { effectiveUntil } });
