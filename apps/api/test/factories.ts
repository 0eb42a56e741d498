import { randomUUID } from 'node:crypto';
import type { CategoryName, Role } from '@medibazaar/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import {
  categories,
  generics,
  manufacturers,
  medicineReferences,
  paymentItems,
  payments,
  prescriptions,
  productGenerics,
  products,
  sellerLicences,
  sponsors,
  users,
} from './tables.js';
import { SEED_CATEGORIES, SEED_SPONSORS } from '../src/db/seed/catalog-data.js';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** The eight categories and five sponsors, as every shop has them. */
export async function createCatalogBasics(db: Db) {
  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((c, i) => ({ name: c.name, image: c.image, sortOrder: i })))
    .onConflictDoNothing();
  await db
    .insert(sponsors)
    .values(SEED_SPONSORS.map((s, i) => ({ name: s.name, image: s.image, sortOrder: i })))
    .onConflictDoNothing();
}

export async function createUser(
  db: Db,
  overrides: Partial<{ name: string; email: string; role: Role; image: string }> = {},
) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: overrides.name ?? `Person ${n}`,
      email: overrides.email ?? `person-${n}@example.test`,
      role: overrides.role ?? 'user',
      image: overrides.image ?? null,
    })
    .returning();
  return row!;
}

/**
 * Gives a seller a drug licence (decision 056): approved and in force for a year unless told
 * otherwise. A seller's products are on sale only while one is; `createProduct` and `signUp` give
 * one to sellers unless asked not to.
 */
export async function licenseSeller(
  db: Db,
  sellerId: string,
  overrides: Partial<{ status: 'pending' | 'approved' | 'rejected'; expiresOn: string; licenceNumber: string }> = {},
) {
  const status = overrides.status ?? 'approved';
  const [row] = await db
    .insert(sellerLicences)
    .values({
      sellerId,
      pharmacyName: 'Test Pharmacy',
      pharmacyAddress: '1 Test Road, Dhanmondi, Dhaka 1205',
      licenceNumber: overrides.licenceNumber ?? `DC-${next().toUpperCase()}`.slice(0, 30).replace(/[^A-Z0-9-]/g, '1'),
      expiresOn: overrides.expiresOn ?? new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
      pharmacistName: 'Test Pharmacist',
      pharmacistRegistration: 'A-1234',
      pharmacistGrade: 'A',
      status,
      rejectionReason: status === 'rejected' ? 'Test rejection' : null,
      decidedAt: status === 'pending' ? null : new Date(),
    })
    .returning();
  return row!;
}

/** Whether the seller has an approved licence already (of any last day): tests that set one keep theirs. */
async function hasApprovedLicence(db: Db, sellerId: string) {
  const rows = await db
    .select({ id: sellerLicences.id })
    .from(sellerLicences)
    .where(and(eq(sellerLicences.sellerId, sellerId), eq(sellerLicences.status, 'approved')))
    .limit(1);
  return rows.length > 0;
}

export async function createProduct(
  db: Db,
  overrides: Partial<{
    name: string;
    description: string;
    priceCents: number;
    discountPercent: number;
    category: CategoryName;
    sellerId: string | null;
    /** A seller's product is on sale only with the seller's licence; false leaves the seller without one. */
    licensed: boolean;
    stock: number;
    createdAt: Date;
  }> = {},
) {
  if (overrides.sellerId && overrides.licensed !== false && !(await hasApprovedLicence(db, overrides.sellerId))) {
    await licenseSeller(db, overrides.sellerId);
  }
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      name: overrides.name ?? `Test tablet ${n}`,
      description: overrides.description ?? `A test product ${n}, 10 tablets per strip.`,
      priceCents: overrides.priceCents ?? 1000,
      discountPercent: overrides.discountPercent ?? 0,
      category: overrides.category ?? 'OTC Medicine',
      image: '/images/products/test.webp',
      sellerId: overrides.sellerId ?? null,
      stock: overrides.stock ?? 50,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt } : {}),
    })
    .returning();
  return row!;
}

/**
 * A medicine of a dispensing class (`prescription` ones are sold only after a pharmacist's
 * review), with a generic, a maker and a medicine reference entry of its own; filed under the
 * category its class fits (OTC Medicine or Prescription Medicine) unless told.
 */
export async function createMedicine(
  db: Db,
  overrides: Parameters<typeof createProduct>[1] & {
    dispensingClass?: 'otc' | 'prescription' | 'controlled';
    /** Its generic is an antibiotic (written to the antibiotic register when approved). */
    antibiotic?: boolean;
  } = {},
) {
  const n = next();
  const { antibiotic = false, ...rest } = overrides;
  const [generic] = await db
    .insert(generics)
    .values({ name: `Testmycin ${n}`, antibiotic })
    .returning({ id: generics.id });
  const [maker] = await db
    .insert(manufacturers)
    .values({ name: `Test Pharma ${n}` })
    .returning({ id: manufacturers.id });
  const { dispensingClass = 'prescription', ...product } = rest;
  const key = { genericSet: generic!.id, strength: '500 mg', form: 'capsule' };
  await db.insert(medicineReferences).values({ ...key, dispensingClass });
  const row = await createProduct(db, {
    name: `Testmycin ${n} 500 mg`,
    category: dispensingClass === 'otc' ? 'OTC Medicine' : 'Prescription Medicine',
    ...product,
  });
  const [medicine] = await db
    .update(products)
    .set({ ...key, manufacturerId: maker!.id, packSize: 10, packLabel: '10 capsules', dispensingClass })
    .where(eq(products.id, row.id))
    .returning();
  await db.insert(productGenerics).values({ productId: row.id, genericId: generic!.id, position: 0 });
  return medicine!;
}

/** A prescription of `ownerId` written straight into the table (no pages), pending unless told. */
export async function createPrescription(
  db: Db,
  ownerId: string,
  overrides: Partial<{
    status: 'pending' | 'approved' | 'rejected';
    validUntil: string | null;
    patientName: string;
  }> = {},
) {
  const status = overrides.status ?? 'pending';
  const today = new Date().toISOString().slice(0, 10);
  const [row] = await db
    .insert(prescriptions)
    .values({
      ownerId,
      patientName: overrides.patientName ?? 'Rafi Ahmed',
      doctorName: 'Dr. Nasrin Akter',
      bmdcNumber: 'A-12345',
      writtenOn: today,
      status,
      ...(status === 'approved'
        ? { validUntil: overrides.validUntil ?? '2099-12-31', reviewedAt: new Date() }
        : status === 'rejected'
          ? { rejectionReason: 'unreadable', reviewedAt: new Date() }
          : {}),
    })
    .returning();
  return row!;
}

/** Many products in one statement (for paging and counting tests); newest is the last index. */
export async function createProducts(
  db: Db,
  count: number,
  overrides: Partial<{ category: CategoryName; discountPercent: number; namePrefix: string }> = {},
) {
  const base = Date.UTC(2024, 0, 1);
  const prefix = overrides.namePrefix ?? `Bulk item ${next()}`;
  return db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix} ${i + 1}`,
        description: `Bulk product number ${i + 1}.`,
        priceCents: 100 + i,
        discountPercent: overrides.discountPercent ?? 0,
        category: overrides.category ?? 'OTC Medicine',
        image: '/images/products/test.webp',
        stock: 10,
        createdAt: new Date(base + i * 60_000),
        updatedAt: new Date(base + i * 60_000),
      })),
    )
    .returning({ id: products.id, name: products.name });
}

/**
 * A paid order written straight into payments and payment_items (for statistics
 * tests): the amount is the sum of its lines. Each line names a product row (its
 * name, category and seller are copied, as the checkout does) or gives them itself.
 */
export async function createPaidOrder(
  db: Db,
  order: {
    userId?: string | null;
    email?: string;
    status?: 'pending' | 'succeeded' | 'failed';
    createdAt?: Date;
    lines: {
      product?: { id: string; name: string; category: string; sellerId: string | null };
      sellerId?: string | null;
      productName?: string;
      category?: CategoryName;
      quantity?: number;
      unitPriceCents: number;
    }[];
  },
) {
  const lines = order.lines.map((l) => ({
    productId: l.product?.id ?? null,
    sellerId: l.sellerId !== undefined ? l.sellerId : (l.product?.sellerId ?? null),
    productName: l.productName ?? l.product?.name ?? `Sold item ${next()}`,
    category: l.category ?? l.product?.category ?? 'OTC Medicine',
    quantity: l.quantity ?? 1,
    unitPriceCents: l.unitPriceCents,
  }));
  const at = order.createdAt ? { createdAt: order.createdAt, updatedAt: order.createdAt } : {};
  const [payment] = await db
    .insert(payments)
    .values({
      userId: order.userId ?? null,
      email: order.email ?? `buyer-${next()}@example.test`,
      amountCents: lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0),
      provider: 'sandbox',
      transactionId: `test_${randomUUID()}`,
      status: order.status ?? 'succeeded',
      ...at,
    })
    .returning();
  const items = await db
    .insert(paymentItems)
    .values(
      lines.map((l) => ({
        ...l,
        paymentId: payment!.id,
        ...(order.createdAt ? { createdAt: order.createdAt } : {}),
      })),
    )
    .returning();
  return { payment: payment!, items };
}
