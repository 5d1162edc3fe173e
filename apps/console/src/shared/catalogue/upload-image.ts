import type { ConsoleImage, ConsoleImageUploadRequest } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

export const uploadImage = (body: ConsoleImageUploadRequest) =>
  apiJson<ConsoleImage>('/images', { method: 'POST', body });
