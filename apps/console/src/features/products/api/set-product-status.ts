import type { ConsoleProduct, ConsoleProductStatus } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const setProductStatus = (id: string, status: ConsoleProductStatus) =>
  apiJson<ConsoleProduct>(`/products/${id}/status`, { method: 'POST', body: { status } });
