import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Role, ShopCurrency } from '@medibazaar/contract';
import type { Db } from '../client.js';
import { seedContent } from '../../modules/content/index.js';
import { seedDeliveryZones } from '../../modules/orders/index.js';
import { categories, products } from '../../modules/catalog/index.js';
import { sellerLicences } from '../../modules/sellers/index.js';
import { recordShopCurrency } from '../../modules/payments/index.js';
import { pharmacistRegistrations, users } from '../../modules/users/index.js';
import { SEED_CATEGORIES, SEED_PRODUCTS, SEED_SPONSORS } from './catalog-data.js';
import { seedMedicineReference, seedMedicines } from './seed-medicines.js';

const DEMO_PASSWORD = 'Demo#2025pass';

export const DEMO_ACCOUNTS = [
  { key: 'admin', email: 'admin@medibazaar.test', name: 'Amina Rahman', role: 'admin', registration: 'A-1001' },
  { key: 'seller', email: 'seller@medibazaar.test', name: 'Shafiq Pharmacy', role: 'seller' },
  { key: 'seller2', email: 'seller2@medibazaar.test', name: 'Nodi Health Store', role: 'seller' },
  {
    key: 'pharmacist',
    email: 'pharmacist@medibazaar.test',
    name: 'Farhana Kabir',
    role: 'pharmacist',
    registration: 'A-1234',
  },
  { key: 'user', email: 'user@medibazaar.test', name: 'Rafi Ahmed', role: 'user' },
] as const satisfies readonly { key: string; email: string; name: string; role: Role; registration?: string }[];

/**
 * The demo sellers' drug licences, approved, with their responsible pharmacists (migration 0026
 * writes the same rows, under the same ids, for a data folder seeded before it). They came with no
 * paper: no scan is kept.
 */
const DEMO_LICENCES = {
  seller: {
    pharmacyName: 'Shafiq Pharmacy',
    pharmacyAddress: '27 Green Road, Dhanmondi, Dhaka 1205',
    licenceNumber: 'DC-18426',
    pharmacistName: 'Shafiqul Islam',
    registration: 'A-2417',
    grade: 'A',
  },
  seller2: {
    pharmacyName: 'Nodi Health Store',
    pharmacyAddress: '14 Zindabazar Road, Sylhet 3100',
    licenceNumber: 'DC-27391',
    pharmacistName: 'Nasrin Akter',
    registration: 'B-10358',
    grade: 'B',
  },
} as const;

async function seedDemoLicences(db: Db, accountIds: Record<string, string>) {
  await db
    .insert(sellerLicences)
    .values(
      Object.entries(DEMO_LICENCES).map(([key, l]) => ({
        id: seedUuid(`licence:${key}`),
        sellerId: accountIds[key]!,
        pharmacyName: l.pharmacyName,
        pharmacyAddress: l.pharmacyAddress,
        licenceNumber: l.licenceNumber,
        expiresOn: sql<string>`((now() at time zone 'Asia/Dhaka')::date + interval '2 years')::date`,
        pharmacistName: l.pharmacistName,
        pharmacistRegistration: l.registration,
        pharmacistGrade: l.grade,
        status: 'approved',
        decidedAt: sql`now()`,
      })),
    )
    .onConflictDoNothing();
}

/** A stable UUID for a seed key, so running the seed again finds the same rows. */
function seedUuid(key: string): string {
  const h = createHash('sha256').update(`medibazaar:${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface SeedResult {
  demoAccounts: { email: string; role: Role }[];
  demoPassword: string;
  productsInserted: number;
}

export interface SeedOptions {
  demo: boolean;
  /** The shop's currency (SHOP_CURRENCY): seeded prices are written in it; US dollars when left out. */
  currency?: ShopCurrency;
  /** Gives a demo account its password; provided once sign-in exists. */
  setDemoPassword?: (userId: string, password: string) => Promise<void>;
}

/**
 * Idempotent: categories are upserted by name; the site's content (sponsors included)
 * is written once and never over an admin's edits; demo accounts and
 * demo products are inserted once, under stable ids, and never overwritten.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((c, i) => ({ name: c.name, image: c.image, sortOrder: i })))
    .onConflictDoUpdate({
      target: categories.name,
      set: { image: sql`excluded.image`, sortOrder: sql`excluded.sort_order`, updatedAt: sql`now()` },
    });
  // The notice, hours, footer, simple pages and sponsors: written once, then the admin's (content module).
  await seedContent(db, SEED_SPONSORS);
  // Generics and makers: the product forms pick from them in every shop (seed-medicines.ts).
  await seedMedicineReference(db, seedUuid);
  // Dhaka city, Chattogram city and the other district towns: written once, then the admin's.
  await seedDeliveryZones(db, options.currency ?? 'USD');
  // From now on the shop's prices are in this currency: a start in another one is refused.
  await recordShopCurrency(db, options.currency ?? 'USD');

  if (!options.demo) return { demoAccounts: [], demoPassword: DEMO_PASSWORD, productsInserted: 0 };

  const accountIds = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.key, seedUuid(`user:${a.key}`)]));
  const newUsers = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        id: accountIds[a.key]!,
        email: a.email,
        name: a.name,
        role: a.role,
        emailVerified: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (options.setDemoPassword) {
    for (const u of newUsers) await options.setDemoPassword(u.id, DEMO_PASSWORD);
  }
  // The demo reviewers can be named (decision 057): each has a Pharmacy Council registration.
  await db
    .insert(pharmacistRegistrations)
    .values(
      DEMO_ACCOUNTS.flatMap((a) =>
        'registration' in a ? [{ userId: accountIds[a.key]!, registration: a.registration }] : [],
      ),
    )
    .onConflictDoNothing();
  await seedDemoLicences(db, accountIds);

  // Older products first, so the newest seeded items lead the lists.
  const base = Date.UTC(2025, 0, 1);
  const inserted = await db
    .insert(products)
    .values(
      SEED_PRODUCTS.map((p, i) => ({
        id: seedUuid(`product:${p.key}`),
        name: p.name,
        description: p.description,
        nameBn: p.nameBn ?? null,
        descriptionBn: p.descriptionBn ?? null,
        // Each currency's own shelf price, not one converted at a rate (catalog-data.ts).
        priceCents: options.currency === 'BDT' ? p.priceTaka * 100 : p.priceCents,
        discountPercent: p.discountPercent,
        category: p.category,
        image: p.image,
        sellerId: p.seller ? (accountIds[p.seller] ?? null) : null,
        stock: p.stock,
        createdAt: new Date(base + i * 3_600_000),
        updatedAt: new Date(base + i * 3_600_000),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: products.id });
  // The medicine catalogue (medicine-data.ts), priced in the shop's currency.
  const medicinesInserted = await seedMedicines(db, {
    uuid: seedUuid,
    currency: options.currency ?? 'USD',
    sellerIds: accountIds,
    base,
  });

  return {
    demoAccounts: DEMO_ACCOUNTS.map((a) => ({ email: a.email, role: a.role })),
    demoPassword: DEMO_PASSWORD,
    productsInserted: inserted.length + medicinesInserted,
  };
}
