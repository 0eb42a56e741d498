import { isChargeable, stricterClass, type DispensingClass, type ShopCurrency } from '@medibazaar/contract';
import type { Db } from '../client.js';
import { generics, manufacturers, medicineReferences, productGenerics, products } from '../../modules/catalog/index.js';
import { SEED_GENERICS, SEED_MANUFACTURERS, SEED_MEDICINES, type SeedMedicine } from './medicine-data.js';
import { seedLots } from './seed-lots.js';

/**
 * The seed's one fixed exchange rate: 120 taka to the US dollar. The catalogue's prices are
 * written in poisha (taka × 100); a shop in dollars gets them at this rate.
 */
const SEED_TAKA_PER_DOLLAR = 120;

/** A seeded pack price in the shop's currency, in its minor unit (cents or poisha), at least 1. */
export function seedPriceCents(pricePoisha: number, currency: ShopCurrency): number {
  if (currency === 'BDT') return Math.max(1, Math.round(pricePoisha));
  // poisha → cents: ÷ 100 to taka, ÷ 120 to dollars, × 100 to cents.
  return Math.max(1, Math.round(pricePoisha / SEED_TAKA_PER_DOLLAR));
}

/** The image a seeded medicine shows: one look per dosage form (scripts/generate-images.mjs). */
const medicineImage = (form: string) => `/images/products/medicine-${form}.webp`;

const seedUuidOf = (uuid: (key: string) => string) => ({
  generic: (key: string) => uuid(`generic:${key}`),
  maker: (key: string) => uuid(`manufacturer:${key}`),
  medicine: (key: string) => uuid(`medicine:${key}`),
});

/** What the shop says about a seeded medicine in its description. */
function describe(m: SeedMedicine, genericNames: string[], maker: string): string {
  return `${genericNames.join(' + ')} ${m.strength} ${m.form.replace('-', ' ')} by ${maker}. ${m.packLabel}. ${m.indications}`.slice(
    0,
    2000,
  );
}

/** The same description in Bangla, from the Bangla names of its generics and maker and its Bangla texts. */
function describeBn(m: SeedMedicine, genericNamesBn: string[], makerBn: string): string | null {
  if (!m.indicationsBn || !m.packLabelBn) return null;
  return `${genericNamesBn.join(' + ')} ${m.strength}, ${makerBn}। ${m.packLabelBn}। ${m.indicationsBn}`.slice(0, 2000);
}

/**
 * Generics and makers: reference data every shop gets (the product forms pick from them).
 * Inserted under stable ids; an existing row (an admin may have renamed it) is left as it is.
 */
export async function seedMedicineReference(db: Db, uuid: (key: string) => string): Promise<void> {
  const ids = seedUuidOf(uuid);
  await db
    .insert(generics)
    .values(
      SEED_GENERICS.map((g) => ({
        id: ids.generic(g.key),
        name: g.name,
        nameBn: g.nameBn,
        summary: g.summary,
        summaryBn: g.summaryBn,
        antibiotic: g.antibiotic,
        status: 'confirmed',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(manufacturers)
    .values(
      SEED_MANUFACTURERS.map((m) => ({ id: ids.maker(m.key), name: m.name, nameBn: m.nameBn, status: 'confirmed' })),
    )
    .onConflictDoNothing();
}

/**
 * The medicine reference entries of the seeded medicines (decision 055): one per generic set,
 * strength and form, with the strictest class its seeded products have. An entry already there
 * (a pharmacist may have changed its class) stays as it is. Answers every entry's class by key.
 */
async function seedReferenceEntries(
  db: Db,
  keyed: { key: string; genericSet: string; strength: string; form: string; cls: DispensingClass }[],
) {
  const strictest = new Map<string, (typeof keyed)[number]>();
  for (const k of keyed) {
    const seen = strictest.get(k.key);
    strictest.set(k.key, seen ? { ...seen, cls: stricterClass(seen.cls, k.cls) } : k);
  }
  const entries = [...strictest.values()].map((k) => ({
    genericSet: k.genericSet,
    strength: k.strength,
    form: k.form,
    dispensingClass: k.cls,
    status: 'confirmed',
  }));
  for (let i = 0; i < entries.length; i += 300)
    await db
      .insert(medicineReferences)
      .values(entries.slice(i, i + 300))
      .onConflictDoNothing();
  const rows = await db
    .select({
      genericSet: medicineReferences.genericSet,
      strength: medicineReferences.strength,
      form: medicineReferences.form,
      dispensingClass: medicineReferences.dispensingClass,
    })
    .from(medicineReferences);
  return new Map(rows.map((r) => [`${r.genericSet}|${r.strength}|${r.form}`, r.dispensingClass]));
}

/** The demo catalogue's medicines, with their generics; inserted once under stable ids. Answers how many were new. */
export async function seedMedicines(
  db: Db,
  options: { uuid: (key: string) => string; currency: ShopCurrency; sellerIds: Record<string, string>; base: number },
): Promise<number> {
  const ids = seedUuidOf(options.uuid);
  const genericName = new Map(SEED_GENERICS.map((g) => [g.key, g.name]));
  const makerName = new Map(SEED_MANUFACTURERS.map((m) => [m.key, m.name]));
  const genericNameBn = new Map(SEED_GENERICS.map((g) => [g.key, g.nameBn]));
  const makerNameBn = new Map(SEED_MANUFACTURERS.map((m) => [m.key, m.nameBn]));
  const keyOf = (m: SeedMedicine) => ({
    genericSet: [...m.generics.map(ids.generic)].sort().join(','),
    strength: m.strength,
    form: m.form,
  });
  const classes = await seedReferenceEntries(
    db,
    SEED_MEDICINES.map((m) => {
      const k = keyOf(m);
      return { ...k, key: `${k.genericSet}|${k.strength}|${k.form}`, cls: m.dispensingClass };
    }),
  );
  const rows = SEED_MEDICINES.map((m, i) => {
    const priceCents = seedPriceCents(m.pricePoisha, options.currency);
    const k = keyOf(m);
    return {
      id: ids.medicine(m.key),
      name: m.brand,
      description: describe(
        m,
        m.generics.map((k) => genericName.get(k) ?? k),
        makerName.get(m.maker) ?? m.maker,
      ),
      descriptionBn: describeBn(
        m,
        m.generics.map((k) => genericNameBn.get(k) ?? genericName.get(k) ?? k),
        makerNameBn.get(m.maker) ?? makerName.get(m.maker) ?? m.maker,
      ),
      priceCents,
      // A discount that would leave a unit below the smallest coin is not offered.
      discountPercent: isChargeable(priceCents, m.discountPercent) ? m.discountPercent : 0,
      category: m.category,
      image: medicineImage(m.form),
      sellerId: m.seller ? (options.sellerIds[m.seller] ?? null) : null,
      // Its stock arrives as lots below (seed-lots.ts).
      stock: 0,
      genericSet: k.genericSet,
      strength: m.strength,
      form: m.form,
      manufacturerId: ids.maker(m.maker),
      packSize: m.packSize,
      packLabel: m.packLabel,
      packLabelBn: m.packLabelBn,
      // The entry's class: the products' foreign key holds every product to it.
      dispensingClass: classes.get(`${k.genericSet}|${k.strength}|${k.form}`) ?? m.dispensingClass,
      indications: m.indications || null,
      dosage: m.dosage || null,
      sideEffects: m.sideEffects || null,
      indicationsBn: m.indicationsBn,
      dosageBn: m.dosageBn,
      sideEffectsBn: m.sideEffectsBn,
      brandBn: m.brandBn,
      // Older than the other demo products' newest, spread over hours.
      createdAt: new Date(options.base - (SEED_MEDICINES.length - i) * 600_000),
      updatedAt: new Date(options.base - (SEED_MEDICINES.length - i) * 600_000),
    };
  });
  const inserted: string[] = [];
  // A few hundred rows per statement keeps each well under the parameter limit.
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200);
    const ids = await db.insert(products).values(batch).onConflictDoNothing().returning({ id: products.id });
    inserted.push(...ids.map((r) => r.id));
  }
  // Only the medicines new in this run get lots: a second run leaves the shop's stock alone.
  const fresh = new Set(inserted);
  await seedLots(
    db,
    SEED_MEDICINES.filter((m) => fresh.has(ids.medicine(m.key))).map((m) => ({
      productId: ids.medicine(m.key),
      key: m.key,
      stock: m.stock,
    })),
  );
  const links = SEED_MEDICINES.flatMap((m) =>
    m.generics.map((g, position) => ({ productId: ids.medicine(m.key), genericId: ids.generic(g), position })),
  );
  for (let i = 0; i < links.length; i += 500)
    await db
      .insert(productGenerics)
      .values(links.slice(i, i + 500))
      .onConflictDoNothing();
  return inserted.length;
}
