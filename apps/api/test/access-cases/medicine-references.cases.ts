import { type AccessCase, everyone, headersOf } from '../access-matrix.js';
import { createCatalogBasics, createMedicine } from '../factories.js';
import { generics, medicineReferences } from '../tables.js';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/** Pharmacists and admins: visitors are asked to sign in, everyone else is refused. */
const PHARMACY = (status: number) => ({ ...everyone(403), visitor: 401, pharmacist: status, admin: status });
/** Sellers and admins. */
const SELLERS = (status: number) => ({
  ...everyone(403),
  visitor: 401,
  seller: status,
  otherSeller: status,
  admin: status,
});

/** The reference entry of a fresh medicine of this class. */
async function entryOf(db: Db, dispensingClass: 'otc' | 'prescription') {
  await createCatalogBasics(db);
  const m = await createMedicine(db, { dispensingClass });
  const [row] = await db
    .select({ id: medicineReferences.id })
    .from(medicineReferences)
    .where(and(eq(medicineReferences.genericSet, m.genericSet!), eq(medicineReferences.strength, m.strength!)));
  return { id: row!.id, medicine: m };
}

/** The medicine reference: its list and changes for the pharmacy, the match for the product forms. */
export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/medicine-references',
    name: 'the medicine reference list',
    request: (world, as) => ({
      method: 'GET',
      url: '/api/medicine-references?dispensingClass=otc',
      headers: headersOf(world, as),
    }),
    expect: PHARMACY(200),
  },
  {
    route: 'GET /api/medicine-references/match',
    name: "the entry a product form's facts lead to",
    request: async (world, as) => {
      const { medicine } = await entryOf(world.t.db, 'otc');
      return {
        method: 'GET',
        url: `/api/medicine-references/match?genericIds=${medicine.genericSet}&strength=500%20mg&form=capsule`,
        headers: headersOf(world, as),
      };
    },
    expect: SELLERS(200),
  },
  {
    route: 'GET /api/medicine-references/generics',
    name: 'generics with their antibiotic mark',
    request: (world, as) => ({
      method: 'GET',
      url: '/api/medicine-references/generics',
      headers: headersOf(world, as),
    }),
    expect: PHARMACY(200),
  },
  {
    route: 'PATCH /api/medicine-references/:id',
    name: "changing a medicine's class",
    request: async (world, as) => ({
      method: 'PATCH',
      url: `/api/medicine-references/${(await entryOf(world.t.db, 'otc')).id}`,
      headers: headersOf(world, as),
      payload: { dispensingClass: 'prescription', reason: 'Matrix check of who may change it' },
    }),
    expect: PHARMACY(200),
  },
  {
    route: 'PUT /api/generics/:id/antibiotic',
    name: 'marking a generic an antibiotic',
    request: async (world, as) => {
      const [g] = await world.t.db
        .insert(generics)
        .values({ name: `Matrix antibiotic ${as} ${Date.now().toString(36)}` })
        .returning({ id: generics.id });
      return {
        method: 'PUT',
        url: `/api/generics/${g!.id}/antibiotic`,
        headers: headersOf(world, as),
        payload: { antibiotic: true, reason: 'Matrix check of who may mark it' },
      };
    },
    expect: PHARMACY(200),
  },
];
