import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.js';
import { users } from '../users/users.schema.js';

/** What a person means to buy: one row a product, up to 99 units. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Items of a deleted product disappear from carts.
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_user_product_unique').on(t.userId, t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
  ],
);
