import type { CatalogEntryStatus, GenericRef, ManufacturerRef } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { genericIdsOf, toListedProducts, type PageNames, type PageRow } from './product-page-rows.js';

/** How long a name is kept at most, in case a notice of its change were ever lost. */
const NAME_TTL_MS = 5 * 60_000;
/** The most generics and makers kept (a few hundred bytes each). */
const MAX_NAMES = 20_000;

interface NameRow {
  kind: 'generic' | 'maker';
  id: string;
  name: string;
  name_bn: string | null;
  status: CatalogEntryStatus;
}

/**
 * The names of generics and makers as product lists show them (id, name, Bangla name, status), kept
 * in memory by id (decision 077): every page names a few dozen of them, and they change seldom.
 *
 * - A generic's or maker's change or removal is noticed as a change of every product (the catalogue
 *   names' triggers, and the medicines routes' `changed()` in this instance): `changed()` without
 *   categories drops every name. A change of products (which names categories) drops none: the rows
 *   themselves are read fresh, and a product's generics and maker are read with it, as ids.
 * - A new entry is unknown until a page names it, and is then read (one statement for all the
 *   page's unknown names).
 * - A read begun before a change is not kept; while notices cannot be heard nothing is kept or
 *   used, every page reads its names.
 */
export class CatalogNames {
  /** By `g<id>` for a generic, `m<id>` for a maker. */
  private readonly kept: LRUCache<string, GenericRef>;
  /** Bumped by every change that drops names, so a read begun before it is not kept. */
  private generation = 0;
  private listeningForChanges = false;

  constructor(private readonly ttlMs = NAME_TTL_MS) {
    this.kept = new LRUCache({ max: MAX_NAMES, ttl: Math.max(ttlMs, 1) });
  }

  private get active() {
    return this.listeningForChanges && this.ttlMs > 0;
  }

  /** The generics and makers of these ids, from memory or read now. */
  async resolve(db: DbOrTx, genericIds: ReadonlySet<string>, makerIds: ReadonlySet<string>): Promise<PageNames> {
    const generics = new Map<string, GenericRef>();
    const makers = new Map<string, ManufacturerRef>();
    const missingGenerics: string[] = [];
    const missingMakers: string[] = [];
    const active = this.active;
    for (const id of genericIds) {
      const kept = active ? this.kept.get(`g${id}`) : undefined;
      if (kept) generics.set(id, kept);
      else missingGenerics.push(id);
    }
    for (const id of makerIds) {
      const kept = active ? this.kept.get(`m${id}`) : undefined;
      if (kept) makers.set(id, kept);
      else missingMakers.push(id);
    }
    if (!missingGenerics.length && !missingMakers.length) return { generics, makers };

    const began = this.generation;
    const rows = rowsOf<NameRow>(
      await db.execute(sql`select 'generic' as kind, id, name, name_bn, status from generics where id = any(${toArray(missingGenerics)}::uuid[])
        union all
        select 'maker' as kind, id, name, name_bn, status from manufacturers where id = any(${toArray(missingMakers)}::uuid[])`),
    );
    const keep = this.active && began === this.generation;
    for (const r of rows) {
      const ref = { id: r.id, name: r.name, nameBn: r.name_bn, status: r.status };
      (r.kind === 'generic' ? generics : makers).set(r.id, ref);
      if (keep) this.kept.set(`${r.kind === 'generic' ? 'g' : 'm'}${r.id}`, ref);
    }
    return { generics, makers };
  }

  /** A change of products names its categories; only a change naming none can touch a name. */
  changed(categories?: readonly string[]): void {
    if (categories) return;
    this.generation += 1;
    this.kept.clear();
  }

  listening(up: boolean): void {
    this.listeningForChanges = up;
    this.changed();
  }

  /** How many names are kept (read by the tests). */
  get size(): number {
    return this.kept.size;
  }

  close(): void {
    this.changed();
  }
}

/** A text array literal's parameter: both drivers take an array of ids as a Postgres array text. */
const toArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Names read on every page, for a caller that keeps none. */
const unkeptNames = new CatalogNames(0);

/** The page's products with their generics and makers named (kept names, or read now without them). */
export async function namedPage(db: DbOrTx, rows: readonly PageRow[], names?: CatalogNames) {
  const genericIds = new Set<string>();
  const makerIds = new Set<string>();
  for (const r of rows) {
    if (r.generic_set === null) continue;
    for (const id of genericIdsOf(r)) genericIds.add(id);
    if (r.manufacturer_id !== null) makerIds.add(r.manufacturer_id);
  }
  const resolved = await (names ?? unkeptNames).resolve(db, genericIds, makerIds);
  return toListedProducts(rows, resolved);
}
