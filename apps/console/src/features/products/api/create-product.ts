import type { ConsoleCreateProductRequest, ConsoleProduct } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const createProduct = (body: ConsoleCreateProductRequest) =>
  apiJson<ConsoleProduct>('/products', { method: 'POST', body });
