import {
  discountedCents,
  type DispensingClass,
  type DosageForm,
  type GenericRef,
  type ManufacturerRef,
  type MedicineFacts,
} from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import { products } from './catalog.schema.js';

/** The medicine facts as the product statements read them (see medicineColumn). */
export interface MedicineRow {
  generics: GenericRef[] | null;
  strength: string;
  form: DosageForm;
  manufacturer: ManufacturerRef;
  packSize: number;
  packLabel: string;
  packLabelBn: string | null;
  dispensingClass: DispensingClass;
  /** Not in a product list's rows (product-page-rows.ts). */
  indications?: string | null;
  dosage?: string | null;
  sideEffects?: string | null;
  brandBn: string | null;
  /** One product's page only (medicineDetailColumn). */
  indicationsBn?: string | null;
  dosageBn?: string | null;
  sideEffectsBn?: string | null;
}

/** The facts every product answer carries, as json_build_object's arguments. */
const listedFacts = sql`'generics', (select json_agg(json_build_object('id', g.id, 'name', g.name, 'nameBn', g.name_bn, 'status', g.status) order by pg.position)
    from product_generics pg join generics g on g.id = pg.generic_id where pg.product_id = ${products.id}),
  'strength', ${products.strength},
  'form', ${products.form},
  'manufacturer', (select json_build_object('id', m.id, 'name', m.name, 'nameBn', m.name_bn, 'status', m.status)
    from manufacturers m where m.id = ${products.manufacturerId}),
  'packSize', ${products.packSize},
  'packLabel', ${products.packLabel},
  'packLabelBn', ${products.packLabelBn},
  'dispensingClass', ${products.dispensingClass},
  'indications', ${products.indications},
  'dosage', ${products.dosage},
  'sideEffects', ${products.sideEffects},
  'brandBn', ${products.brandBn}`;

/**
 * A product's medicine facts as one JSON value (null for a product that is not a medicine):
 * its generics in label order and its maker, read by two index lookups per product. Every
 * statement that answers products selects it, so every product answer carries `medicine`.
 */
export const medicineColumn = sql<MedicineRow | null>`case when ${products.genericSet} is null then null else json_build_object(
  ${listedFacts}
) end`;

/**
 * The facts as one product's page reads them: those of medicineColumn and the label texts in
 * Bangla, which lists leave out (a list shows names; the texts would more than double its size).
 */
export const medicineDetailColumn = sql<MedicineRow | null>`case when ${products.genericSet} is null then null else json_build_object(
  ${listedFacts},
  'indicationsBn', ${products.indicationsBn},
  'dosageBn', ${products.dosageBn},
  'sideEffectsBn', ${products.sideEffectsBn}
) end`;

/**
 * The discounted pack price per unit in cents, to a hundredth of a cent (a tablet of a strip
 * sold at 10 cents costs 1 cent; of one sold at 12 cents, 1.2), never below 0.01.
 */
export function unitPriceCents(priceCents: number, discountPercent: number, packSize: number): number {
  return Math.max(0.01, Math.round((discountedCents(priceCents, discountPercent) * 100) / packSize) / 100);
}

/** The facts as the product JSON carries them. A driver may hand JSON over as text. */
export function toMedicineFacts(
  raw: MedicineRow | string | null | undefined,
  priceCents: number,
  discountPercent: number,
): MedicineFacts | null {
  if (raw === null || raw === undefined) return null;
  const m = typeof raw === 'string' ? (JSON.parse(raw) as MedicineRow) : raw;
  return {
    generics: m.generics ?? [],
    strength: m.strength,
    form: m.form,
    manufacturer: m.manufacturer,
    packSize: m.packSize,
    packLabel: m.packLabel,
    packLabelBn: m.packLabelBn ?? null,
    unitPriceCents: unitPriceCents(priceCents, discountPercent, m.packSize),
    dispensingClass: m.dispensingClass,
    ...(m.indications !== undefined
      ? { indications: m.indications, dosage: m.dosage ?? null, sideEffects: m.sideEffects ?? null }
      : {}),
    brandBn: m.brandBn,
    ...(m.indicationsBn !== undefined
      ? { indicationsBn: m.indicationsBn, dosageBn: m.dosageBn ?? null, sideEffectsBn: m.sideEffectsBn ?? null }
      : {}),
  };
}

/** The substitutes key: the generic ids sorted and joined, so one combination has one key. */
export const genericSetOf = (genericIds: readonly string[]) => [...genericIds].sort().join(',');
