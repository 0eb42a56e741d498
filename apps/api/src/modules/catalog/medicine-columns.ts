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
  dispensingClass: DispensingClass;
  indications: string | null;
  dosage: string | null;
  sideEffects: string | null;
  brandBn: string | null;
}

/**
 * A product's medicine facts as one JSON value (null for a product that is not a medicine):
 * its generics in label order and its maker, read by two index lookups per product. Every
 * statement that answers products selects it, so every product answer carries `medicine`.
 */
export const medicineColumn = sql<MedicineRow | null>`case when ${products.genericSet} is null then null else json_build_object(
  'generics', (select json_agg(json_build_object('id', g.id, 'name', g.name, 'nameBn', g.name_bn, 'status', g.status) order by pg.position)
    from product_generics pg join generics g on g.id = pg.generic_id where pg.product_id = ${products.id}),
  'strength', ${products.strength},
  'form', ${products.form},
  'manufacturer', (select json_build_object('id', m.id, 'name', m.name, 'nameBn', m.name_bn, 'status', m.status)
    from manufacturers m where m.id = ${products.manufacturerId}),
  'packSize', ${products.packSize},
  'packLabel', ${products.packLabel},
  'dispensingClass', ${products.dispensingClass},
  'indications', ${products.indications},
  'dosage', ${products.dosage},
  'sideEffects', ${products.sideEffects},
  'brandBn', ${products.brandBn}
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
    unitPriceCents: unitPriceCents(priceCents, discountPercent, m.packSize),
    dispensingClass: m.dispensingClass,
    indications: m.indications,
    dosage: m.dosage,
    sideEffects: m.sideEffects,
    brandBn: m.brandBn,
  };
}

/** The substitutes key: the generic ids sorted and joined, so one combination has one key. */
export const genericSetOf = (genericIds: readonly string[]) => [...genericIds].sort().join(',');
