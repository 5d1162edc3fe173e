import type { ConsoleProduct, ConsoleUpdateProductRequest } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const updateProduct = (id: string, body: ConsoleUpdateProductRequest) =>
  apiJson<ConsoleProduct>(`/products/${id}`, { method: 'PUT', body });
