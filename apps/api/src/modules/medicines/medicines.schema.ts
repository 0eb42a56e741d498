import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.js';
import { users } from '../users/users.schema.js';

/*
 * Medicines (docs/decisions/034-medicine-search.md). A product that is a medicine carries its
 * facts in columns of `products` (strength, form, maker, pack, dispensing class, texts and the
 * `generic_set` key substitutes are looked up by); its generics are rows of `product_generics`.
 * Generics and makers are written once, in English and Bangla. `search_terms` holds every name
 * a search can find (brands, generics, makers, both scripts) with its folded search key, kept
 * up to date by triggers (migration 0009).
 */

const entryStatus = (t: { status: unknown }, name: string) =>
  check(name, sql`${t.status} in ('confirmed', 'requested')`);

/** Active ingredients. `requested`: typed by a seller under "other", not yet confirmed by an admin. */
export const generics = pgTable(
  'generics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameBn: text('name_bn'),
    summary: text('summary'),
    summaryBn: text('summary_bn'),
    status: text('status').notNull().default('confirmed'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    entryStatus(t, 'generics_status_check'),
    // One generic per name, case aside.
    uniqueIndex('generics_name_lower_key').using('btree', sql`lower(${t.name})`),
    index('generics_status_name_idx').on(t.status, t.name),
  ],
);

/** Makers of medicines. */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameBn: text('name_bn'),
    status: text('status').notNull().default('confirmed'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    entryStatus(t, 'manufacturers_status_check'),
    uniqueIndex('manufacturers_name_lower_key').using('btree', sql`lower(${t.name})`),
    index('manufacturers_status_name_idx').on(t.status, t.name),
  ],
);

/** A medicine's generics, `position` in the label's order (0 first). */
export const productGenerics = pgTable(
  'product_generics',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    genericId: uuid('generic_id')
      .notNull()
      .references(() => generics.id, { onDelete: 'restrict', onUpdate: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.genericId] }),
    // A generic's products, main ingredient first: the generic filter, its page and search walk this.
    index('product_generics_generic_idx').on(t.genericId, t.position, t.productId),
  ],
);

/**
 * Every name a search finds: `brand` (a product name, lower case), `brand_bn` (a product's
 * Bangla name), `generic` and `manufacturer` (their English and Bangla names; `ref_id` names
 * the row). `key` is `search_key(term)`: lower case with common romanisation variants folded
 * ("paracetamole" and "parasitamol" give the key of "paracetamol"). Kept by triggers.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    term: text('term').notNull(),
    key: text('key').notNull(),
    refId: uuid('ref_id'),
  },
  (t) => [
    check('search_terms_kind_check', sql`${t.kind} in ('brand', 'brand_bn', 'generic', 'manufacturer')`),
    unique('search_terms_unique').on(t.kind, t.term, t.refId).nullsNotDistinct(),
    // Names close to the query (`q <% key`, trigram word similarity): search and suggestions look here.
    // GIN, not GiST: a GiST walk in distance order read most of the index at 17k names (decision 034).
    index('search_terms_key_trgm_idx').using('gin', sql`${t.key} gin_trgm_ops`),
    // Generics' and makers' names alone: suggestions look them up near the query without
    // reading the brand names, whose number grows with the catalogue (decision 034).
    index('search_terms_entry_key_trgm_idx')
      .using('gin', sql`${t.key} gin_trgm_ops`)
      .where(sql`${t.kind} in ('generic', 'manufacturer')`),
    // Exact and prefix matches.
    index('search_terms_key_idx').using('btree', sql`${t.key} text_pattern_ops`),
    index('search_terms_ref_idx').on(t.refId),
  ],
);
