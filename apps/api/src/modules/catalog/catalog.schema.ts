import { DOSAGE_FORMS } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { users } from '../users/users.schema.js';

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The medicine reference (decision 055): how each medicine (generic set, strength, form) is sold,
 * kept by pharmacists and admins. Every medicine product points to its entry through a foreign key
 * on (generic_set, strength, form, dispensing_class) with ON UPDATE CASCADE, written by hand in
 * migration 0024 (it must come after the entries are seeded from the products): a product's class
 * is always its entry's, and changing the entry changes every product of it. `requested`: made
 * by a seller's product, prescription-only until a pharmacist or admin sets the class.
 */
export const medicineReferences = pgTable(
  'medicine_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    genericSet: text('generic_set').notNull(),
    strength: text('strength').notNull(),
    form: text('form').notNull(),
    dispensingClass: text('dispensing_class').notNull(),
    status: text('status').notNull().default('confirmed'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who set the class last, and why (the audit trail keeps every change). */
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changeReason: text('change_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('medicine_references_medicine_key').on(t.genericSet, t.strength, t.form),
    // The target of the products' foreign key: the class travels with the medicine's key.
    unique('medicine_references_class_key').on(t.genericSet, t.strength, t.form, t.dispensingClass),
    check('medicine_references_class_check', sql`${t.dispensingClass} in ('otc', 'prescription', 'controlled')`),
    check('medicine_references_status_check', sql`${t.status} in ('confirmed', 'requested')`),
    check(
      'medicine_references_form_check',
      sql`${t.form} in (${sql.raw(DOSAGE_FORMS.map((f) => `'${f}'`).join(', '))})`,
    ),
    index('medicine_references_class_idx').on(t.dispensingClass, t.status),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The name and description in Bangla, where written (a medicine's Bangla name is its `brand_bn`). */
    nameBn: text('name_bn'),
    descriptionBn: text('description_bn'),
    priceCents: integer('price_cents').notNull(),
    /** Whole percent, 0 = not discounted. */
    discountPercent: integer('discount_percent').notNull().default(0),
    category: text('category')
      .notNull()
      .references(() => categories.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    image: text('image').notNull(),
    /** The selling seller; null means the shop (an admin) owns it. */
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    stock: integer('stock').notNull().default(0),
    /**
     * Kept by the database from `stock`, for the list's in-stock filter (decision 087): in the form
     * index it lets that filter's count read the index alone, and a sale that leaves some stock
     * changes no indexed value, so its update stays in place.
     */
    inStock: boolean('in_stock')
      .notNull()
      .generatedAlwaysAs(sql`stock > 0`),
    /** The seller is told when a sale takes the stock below this (0: never). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    // Medicine facts (docs/decisions/034-medicine-search.md): all set for a medicine, all null otherwise.
    /** The product's generic ids, sorted and joined by commas: substitutes share it exactly. */
    genericSet: text('generic_set'),
    strength: text('strength'),
    form: text('form'),
    manufacturerId: uuid('manufacturer_id').references(() => manufacturers.id, {
      onDelete: 'restrict',
      onUpdate: 'cascade',
    }),
    packSize: integer('pack_size'),
    packLabel: text('pack_label'),
    packLabelBn: text('pack_label_bn'),
    dispensingClass: text('dispensing_class'),
    indications: text('indications'),
    dosage: text('dosage'),
    sideEffects: text('side_effects'),
    // The label texts in Bangla, where written (docs/product.md#medicines): shown to a Bangla reader.
    indicationsBn: text('indications_bn'),
    dosageBn: text('dosage_bn'),
    sideEffectsBn: text('side_effects_bn'),
    brandBn: text('brand_bn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_check', sql`${t.priceCents} > 0`),
    check(
      'products_medicine_check',
      sql`(${t.genericSet} is null and ${t.strength} is null and ${t.form} is null and ${t.manufacturerId} is null and ${t.packSize} is null and ${t.packLabel} is null and ${t.dispensingClass} is null)
        or (${t.genericSet} is not null and ${t.strength} is not null and ${t.form} is not null and ${t.manufacturerId} is not null and ${t.packSize} > 0 and ${t.packLabel} is not null and ${t.dispensingClass} is not null)`,
    ),
    check('products_form_check', sql`${t.form} in (${sql.raw(DOSAGE_FORMS.map((f) => `'${f}'`).join(', '))})`),
    check('products_dispensing_class_check', sql`${t.dispensingClass} in ('otc', 'prescription', 'controlled')`),
    // Substitutes: the same generic set, strength and form.
    index('products_substitutes_idx')
      .on(t.genericSet, t.strength, t.form)
      .where(sql`${t.genericSet} is not null`),
    // The shop's filters, newest first like every list. The form's index carries what its filters
    // and the list's conditions read, so its capped count reads the index alone (decision 087).
    index('products_form_created_idx')
      .on(t.form, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.inStock, t.dispensingClass, t.sellerId)
      .where(sql`${t.form} is not null`),
    index('products_manufacturer_created_idx')
      .on(t.manufacturerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.manufacturerId} is not null`),
    index('products_class_created_idx')
      .on(t.dispensingClass, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.dispensingClass} is not null`),
    // A search's brand names lead to their products through these.
    index('products_name_lower_idx').using(
      'btree',
      sql`lower(${t.name})`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_brand_bn_idx')
      .on(t.brandBn, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.brandBn} is not null`),
    check('products_discount_check', sql`${t.discountPercent} between 0 and 90`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The class and seller after the order: a category's capped count reads the index alone (decision 067).
    index('products_category_created_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.dispensingClass,
      t.sellerId,
    ),
    index('products_seller_created_idx').on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_discounted_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.discountPercent} > 0`),
  ],
);

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
    /**
     * An antibacterial medicine: sold only on a registered doctor's prescription and written to
     * the antibiotic register when dispensed (docs/product.md#antibiotics). Kept by admins and
     * pharmacists; a medicine is an antibiotic when any of its generics is.
     */
    antibiotic: boolean('antibiotic').notNull().default(false),
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
