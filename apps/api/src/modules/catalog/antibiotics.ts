import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { generics, productGenerics, products } from './catalog.schema.js';

/** What the antibiotic register writes of a medicine (decision 057). */
export interface AntibioticFacts {
  /** Its generics in the label's order, joined with " + ". */
  generics: string;
  strength: string | null;
  form: string | null;
  packSize: number | null;
}

/**
 * The antibiotics among these products, with their label facts: a medicine is one when any of
 * its generics is (`generics.antibiotic`, decision 054). Products that are not are left out.
 */
export async function antibioticFacts(
  db: DbOrTx,
  productIds: readonly (string | null)[],
): Promise<Map<string, AntibioticFacts>> {
  const wanted = [...new Set(productIds.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: products.id,
      strength: products.strength,
      form: products.form,
      packSize: products.packSize,
      generic: generics.name,
    })
    .from(products)
    .innerJoin(productGenerics, eq(productGenerics.productId, products.id))
    .innerJoin(generics, eq(generics.id, productGenerics.genericId))
    .where(
      and(
        inArray(products.id, wanted),
        sql`exists (select 1 from ${productGenerics} pg join ${generics} g on g.id = pg.generic_id
          where pg.product_id = ${products.id} and g.antibiotic)`,
      ),
    )
    .orderBy(asc(products.id), asc(productGenerics.position));
  const facts = new Map<string, AntibioticFacts>();
  for (const r of rows) {
    const known = facts.get(r.id);
    if (known) known.generics = `${known.generics} + ${r.generic}`;
    else facts.set(r.id, { generics: r.generic, strength: r.strength, form: r.form, packSize: r.packSize });
  }
  return facts;
}
