import { createHash } from 'node:crypto';
import { CONSOLE_IMAGE_MAX_BYTES, type ConsoleImage, type ConsoleImageUploadRequest } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadedImages } from '../../db/schema';
import { ConsoleError, invalidInput } from '../console/console-errors';
import { recordStaffAudit } from '../console/staff-audit';
import { uploadedImageUrl } from '../media/uploads';
import type { Actor } from './actor';
import { readImageHeader, sniffImageType } from './image-header';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type ImageRow = typeof uploadedImages.$inferSelect;

const toImage = (row: ImageRow): ConsoleImage => ({
  id: row.id,
  url: uploadedImageUrl(row.id),
  contentType: row.contentType,
  width: row.width,
  height: row.height,
  byteSize: row.byteSize,
  sha256: row.sha256,
});

/**
 * Stores an uploaded image: base64 decoded, at most 1 MB, its real type (magic bytes) the one it claims,
 * its size read from its header. The same bytes are one row: a second upload answers the first
 * (`created` false). Audited when a row is added.
 */
export async function uploadImage(
  db: Database,
  input: Required<ConsoleImageUploadRequest>,
  actor: Actor,
): Promise<{ image: ConsoleImage; created: boolean }> {
  const text = input.dataBase64.replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw invalidInput('dataBase64 is not valid base64.');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw invalidInput('The image is empty.');
  if (bytes.length > CONSOLE_IMAGE_MAX_BYTES)
    throw new ConsoleError(413, 'PAYLOAD_TOO_LARGE', 'The image is larger than 1 MB.');
  const sniffed = sniffImageType(bytes);
  if (sniffed === null) throw invalidInput('The file is not a PNG, JPEG or WebP image.');
  if (sniffed !== input.contentType)
    throw invalidInput(`The file is a ${sniffed} image, not ${input.contentType} as its contentType says.`);
  const header = readImageHeader(bytes);
  if (!header) throw invalidInput(`The ${sniffed} image is damaged: its width and height cannot be read.`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');

  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(uploadedImages)
      .values({
        contentType: header.contentType,
        bytes,
        byteSize: bytes.length,
        width: header.width,
        height: header.height,
        sha256,
        uploadedBy: actor.staffId,
      })
      .onConflictDoNothing({ target: uploadedImages.sha256 })
      .returning();
    if (inserted) {
      const image = toImage(inserted);
      const { url: _url, ...after } = image;
      await recordStaffAudit(tx, {
        action: 'console.upload_image',
        outcome: 'success',
        staffId: actor.staffId,
        ipAddress: actor.ipAddress,
        subjectType: 'image',
        subjectId: image.id,
        after,
      });
      return { image, created: true };
    }
    const [existing] = await tx.select().from(uploadedImages).where(eq(uploadedImages.sha256, sha256));
    if (!existing) throw new Error('uploaded image vanished');
    return { image: toImage(existing), created: false };
  });
}
