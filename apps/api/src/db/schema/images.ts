import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { staffAccounts } from './console';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const UPLOADED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadedImageType = (typeof UPLOADED_IMAGE_TYPES)[number];

/**
 * Images staff upload in the console (products, banners, vouchers), kept in the database so that every
 * api instance serves them on PGlite and PostgreSQL alike. A row never changes: its id names its bytes,
 * so the answer can be cached for good; the same bytes uploaded twice are one row (sha256).
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: id(),
    contentType: text('content_type').$type<UploadedImageType>().notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text('sha256').notNull().unique(),
    uploadedBy: uuid('uploaded_by').references(() => staffAccounts.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('uploaded_images_type_check', sql`${table.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
    check(
      'uploaded_images_size_check',
      sql`${table.byteSize} > 0 and ${table.byteSize} = octet_length(${table.bytes})`,
    ),
    check('uploaded_images_dimensions_check', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);
