import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * The content an admin edits, one row per block (`notice`, `hours`, `footer`): the
 * block's JSON as the contract's schema for it says (packages/contract/src/content.ts),
 * checked on every write. A block without a row shows the shop's first content.
 */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** Counts the writes; 1 is the seeded first content. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who saved it last; null for the seed (or an account since removed). */
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Simple pages (About, Terms, …): a title and a Markdown body in each language. */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleBn: text('title_bn').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyBn: text('body_bn').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** The sponsors' logos shown on the home page, in their order. */
export const sponsors = pgTable('sponsors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  image: text('image').notNull(),
  /** The sponsor's website (http or https), or none. */
  link: text('link'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
