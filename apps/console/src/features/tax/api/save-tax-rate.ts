import type { ConsoleTaxRate, ConsoleTaxRateRequest } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

/** Adds a rate, or changes the one named by `id` (only while it is not yet in force). */
export const saveTaxRate = (body: ConsoleTaxRateRequest, id?: string) =>
  apiJson<ConsoleTaxRate>(id ? `/tax-rates/${id}` : '/tax-rates', { method: id ? 'PUT' : 'POST', body });
