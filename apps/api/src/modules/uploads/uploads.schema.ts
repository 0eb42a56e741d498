import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Images uploaded to the shop's own storage. A row lives from the upload until its
 * file is removed: `product_id` says which product shows it (null while unattached),
 * `released_at` marks an image no product may take any more (replaced, its product
 * deleted, or left unattached too long); its file is removed next, then the row.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Where the storage driver keeps the file, e.g. "products/2026/11/<uuid>.webp". */
    storageKey: text('storage_key').notNull().unique(),
    /** The address products and pages use (the upload reply's `display_url`, docs/api.md#names). */
    url: text('url').notNull().unique(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    check('uploads_size_check', sql`${t.byteSize} > 0`),
    index('uploads_product_idx').on(t.productId),
    // The clean-up sweep looks only at images no product shows.
    index('uploads_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.productId} is null`),
  ],
);
