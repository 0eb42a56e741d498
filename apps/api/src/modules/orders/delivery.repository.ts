import {
  ADDRESS_LIMITS,
  type Address,
  type AddressInputSchema,
  centsToDollars,
  type DeliveryZone,
  type DeliveryZoneInputSchema,
  type DistrictId,
  divisionOf,
  dollarsToCents,
  type ShopCurrency,
} from '@medibazaar/contract';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { addresses, deliveryZoneDistricts, deliveryZones } from './orders.schema.js';
import { conflict, notFound } from '../../core/http-errors.js';
import { isUuid } from '../catalog/index.js';

// ---------------------------------------------------------------------------
// Address book
// ---------------------------------------------------------------------------

type AddressValues = z.output<typeof AddressInputSchema>;
type AddressRow = typeof addresses.$inferSelect;

export const addressNotFound = () => notFound('This address is not in your address book.', 'ADDRESS_NOT_FOUND');

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    area: row.area,
    district: row.district as DistrictId,
    division: row.division as Address['division'],
    note: row.note,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAddresses(db: DbOrTx, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddress);
}

/** One of the person's own addresses; anyone else's is "not found". */
export async function findOwnAddress(db: DbOrTx, userId: string, id: string): Promise<Address | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row ? toAddress(row) : null;
}

/** The first address is the default; a new default takes the mark from the old one. */
export async function createAddress(db: Db, userId: string, input: AddressValues): Promise<Address> {
  return db.transaction(async (tx) => {
    // One person's address-book writes take turns (the one-default rule and the size limit).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('addresses'), hashtext(${userId}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (n >= ADDRESS_LIMITS.maxPerUser) {
      throw conflict(
        `Your address book holds at most ${ADDRESS_LIMITS.maxPerUser} addresses. Delete one first.`,
        'ADDRESS_BOOK_FULL',
      );
    }
    const isDefault = input.isDefault || n === 0;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, userId, division: divisionOf(input.district), isDefault })
      .returning();
    return toAddress(row!);
  });
}

export async function updateAddress(db: Db, userId: string, id: string, input: AddressValues): Promise<Address> {
  if (!isUuid(id)) throw addressNotFound();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('addresses'), hashtext(${userId}))`);
    const current = await findOwnAddress(tx, userId, id);
    if (!current) throw addressNotFound();
    // The default stays the default until another address takes the mark.
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault && !current.isDefault) {
      await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    }
    const [row] = await tx
      .update(addresses)
      .set({ ...input, division: divisionOf(input.district), isDefault, updatedAt: sql`now()` })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return toAddress(row!);
  });
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw addressNotFound();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('addresses'), hashtext(${userId}))`);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw addressNotFound();
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
}

// ---------------------------------------------------------------------------
// Delivery zones
// ---------------------------------------------------------------------------

type ZoneValues = z.output<typeof DeliveryZoneInputSchema>;

export interface ZoneRow {
  id: string;
  nameEn: string;
  nameBn: string;
  everywhereElse: boolean;
  feeCents: number;
  freeAboveCents: number | null;
  minDays: number;
  maxDays: number;
  codAllowed: boolean;
  districts: DistrictId[];
}

const zoneNotFound = () => notFound('This delivery zone was not found.', 'DELIVERY_ZONE_NOT_FOUND');

export function toZone(z: ZoneRow): DeliveryZone {
  return {
    id: z.id,
    nameEn: z.nameEn,
    nameBn: z.nameBn,
    districts: z.districts,
    everywhereElse: z.everywhereElse,
    fee: centsToDollars(z.feeCents),
    freeAbove: z.freeAboveCents === null ? null : centsToDollars(z.freeAboveCents),
    minDays: z.minDays,
    maxDays: z.maxDays,
    codAllowed: z.codAllowed,
  };
}

export async function listZones(db: DbOrTx): Promise<ZoneRow[]> {
  const zones = await db
    .select({
      id: deliveryZones.id,
      nameEn: deliveryZones.nameEn,
      nameBn: deliveryZones.nameBn,
      everywhereElse: deliveryZones.everywhereElse,
      feeCents: deliveryZones.feeCents,
      freeAboveCents: deliveryZones.freeAboveCents,
      minDays: deliveryZones.minDays,
      maxDays: deliveryZones.maxDays,
      codAllowed: deliveryZones.codAllowed,
    })
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.everywhereElse), asc(deliveryZones.sortOrder), asc(deliveryZones.createdAt));
  const districts = zones.length
    ? await db
        .select()
        .from(deliveryZoneDistricts)
        .where(
          inArray(
            deliveryZoneDistricts.zoneId,
            zones.map((z) => z.id),
          ),
        )
        .orderBy(asc(deliveryZoneDistricts.district))
    : [];
  return zones.map((z) => ({
    ...z,
    districts: districts.filter((d) => d.zoneId === z.id).map((d) => d.district as DistrictId),
  }));
}

const toColumns = (input: ZoneValues) => ({
  nameEn: input.nameEn,
  nameBn: input.nameBn,
  everywhereElse: input.everywhereElse,
  feeCents: dollarsToCents(input.fee),
  freeAboveCents: input.freeAbove === null ? null : dollarsToCents(input.freeAbove),
  minDays: input.minDays,
  maxDays: input.maxDays,
  codAllowed: input.codAllowed,
});

/** Zone writes take turns: the district and "everywhere else" rules are checked under this lock. */
async function lockZones(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('delivery_zones'), 0)`);
}

async function checkZoneRules(tx: DbOrTx, input: ZoneValues, selfId: string | null) {
  if (input.districts.length) {
    const taken = await tx
      .select({ district: deliveryZoneDistricts.district, zone: deliveryZones.nameEn })
      .from(deliveryZoneDistricts)
      .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryZoneDistricts.zoneId))
      .where(
        and(
          inArray(deliveryZoneDistricts.district, input.districts),
          selfId ? ne(deliveryZoneDistricts.zoneId, selfId) : undefined,
        ),
      );
    if (taken.length) {
      throw conflict(
        `A district is in one zone only: ${taken.map((t) => `${t.district} (in ${t.zone})`).join(', ')}.`,
        'ZONE_DISTRICT_TAKEN',
      );
    }
  }
  if (input.everywhereElse) {
    const [other] = await tx
      .select({ name: deliveryZones.nameEn })
      .from(deliveryZones)
      .where(and(eq(deliveryZones.everywhereElse, true), selfId ? ne(deliveryZones.id, selfId) : undefined))
      .limit(1);
    if (other) throw conflict(`${other.name} already covers everywhere else.`, 'ZONE_EVERYWHERE_ELSE_TAKEN');
  }
}

async function zoneById(tx: DbOrTx, id: string): Promise<ZoneRow | null> {
  return (await listZones(tx)).find((z) => z.id === id) ?? null;
}

export async function createZone(db: Db, input: ZoneValues): Promise<ZoneRow> {
  return db.transaction(async (tx) => {
    await lockZones(tx);
    await checkZoneRules(tx, input, null);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(deliveryZones);
    const [row] = await tx
      .insert(deliveryZones)
      .values({ ...toColumns(input), sortOrder: n })
      .returning({ id: deliveryZones.id });
    if (input.districts.length) {
      await tx.insert(deliveryZoneDistricts).values(input.districts.map((district) => ({ district, zoneId: row!.id })));
    }
    return (await zoneById(tx, row!.id))!;
  });
}

export async function updateZone(db: Db, id: string, input: ZoneValues): Promise<ZoneRow> {
  if (!isUuid(id)) throw zoneNotFound();
  return db.transaction(async (tx) => {
    await lockZones(tx);
    const [found] = await tx
      .update(deliveryZones)
      .set({ ...toColumns(input), updatedAt: sql`now()` })
      .where(eq(deliveryZones.id, id))
      .returning({ id: deliveryZones.id });
    if (!found) throw zoneNotFound();
    await checkZoneRules(tx, input, id);
    await tx.delete(deliveryZoneDistricts).where(eq(deliveryZoneDistricts.zoneId, id));
    if (input.districts.length) {
      await tx.insert(deliveryZoneDistricts).values(input.districts.map((district) => ({ district, zoneId: id })));
    }
    return (await zoneById(tx, id))!;
  });
}

/** Orders keep a copy of their zone's name and times, so a zone can go while orders it served stay. */
export async function deleteZone(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw zoneNotFound();
  const gone = await db.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning({ id: deliveryZones.id });
  if (!gone.length) throw zoneNotFound();
}

/**
 * The shop's first zones, written once (never over an admin's zones): Dhaka city,
 * Chattogram city and every other district town. Fees in the shop's currency.
 */
export async function seedDeliveryZones(db: Db, currency: ShopCurrency): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(deliveryZones);
  if (n > 0) return 0;
  // Taka amounts as Bangladeshi pharmacies charge; in dollars, about the same in value.
  const amount = (taka: number) => (currency === 'BDT' ? taka : Math.round(taka / 1.2) / 100);
  const seed: ZoneValues[] = [
    {
      nameEn: 'Dhaka city',
      nameBn: 'ঢাকা শহর',
      districts: ['dhaka'],
      everywhereElse: false,
      fee: amount(60),
      freeAbove: amount(1000),
      minDays: 1,
      maxDays: 1,
      codAllowed: true,
    },
    {
      nameEn: 'Chattogram city',
      nameBn: 'চট্টগ্রাম শহর',
      districts: ['chattogram'],
      everywhereElse: false,
      fee: amount(80),
      freeAbove: amount(1500),
      minDays: 1,
      maxDays: 2,
      codAllowed: true,
    },
    {
      nameEn: 'Other district towns',
      nameBn: 'অন্যান্য জেলা শহর',
      districts: [],
      everywhereElse: true,
      fee: amount(130),
      freeAbove: amount(3000),
      minDays: 2,
      maxDays: 4,
      codAllowed: true,
    },
  ];
  for (const zone of seed) await createZone(db, zone);
  return seed.length;
}
