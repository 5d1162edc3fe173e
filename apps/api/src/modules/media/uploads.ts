import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploadedImages } from '../../db/schema';

/** Where an uploaded image (decision 0060) is served: what a product's imageUrl / thumbnailUrl takes. */
export const uploadedImageUrl = (id: string) => `/api/media/v1/uploads/${id}`;

/** An uploaded image never changes (its id names its bytes): browsers and proxies keep it for good. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export async function findUploadedImage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes, sha256: uploadedImages.sha256 })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id));
  return row ?? null;
}
