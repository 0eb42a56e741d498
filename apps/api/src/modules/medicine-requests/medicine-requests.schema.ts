import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A shopper's request for a medicine the shop does not list (docs/product.md#request-a-medicine):
 * what and how much, and the mobile number to tell when it is listed. `open` until a seller or an
 * admin marks it `listed` with the product that answers it; the requester is told once then.
 */
export const medicineRequests = pgTable(
  'medicine_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    strength: text('strength'),
    quantity: integer('quantity').notNull(),
    /** A Bangladeshi mobile number in national form (01XXXXXXXXX), ASCII digits. */
    phone: text('phone').notNull(),
    /** The language of the page it was sent from: the text message is written in it. */
    language: text('language').notNull(),
    /** The signed-in person who asked, if any. */
    requesterId: text('requester_id').references(() => users.id, { onDelete: 'set null' }),
    /** The network address it came from, for the hourly limit. */
    clientAddress: text('client_address').notNull(),
    status: text('status').notNull().default('open'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    listedBy: text('listed_by').references(() => users.id, { onDelete: 'set null' }),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('medicine_requests_status_check', sql`${t.status} in ('open', 'listed')`),
    check('medicine_requests_quantity_check', sql`${t.quantity} between 1 and 100`),
    check('medicine_requests_language_check', sql`${t.language} in ('en', 'bn')`),
    check('medicine_requests_listed_check', sql`(${t.status} = 'open') = (${t.listedAt} is null)`),
    // The dashboard's list (open first, newest first) and the limits' counts.
    index('medicine_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('medicine_requests_phone_created_idx').on(t.phone, t.createdAt),
    index('medicine_requests_address_created_idx').on(t.clientAddress, t.createdAt),
  ],
);
