import { describe, expect, it } from 'vitest';
import {
  DISTRICTS,
  DIVISIONS,
  deliveryFeeCents,
  normalizeBdMobile,
  taxCents,
  AddressInputSchema,
  zoneForDistrict,
  DeliveryZoneInputSchema,
} from './addresses.js';
import {
  allowedTransitions,
  checkTransition,
  formatOrderNumber,
  nextStatuses,
  ORDER_ACTORS,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PlaceOrderSchema,
  type OrderActor,
  type OrderStatus,
} from './orders.js';
import { ReviewOrderSchema } from './order-review.js';

/** The table written out pair by pair: anything not listed here must be refused to everyone. */
const EXPECTED: Record<string, OrderActor[]> = {
  // Confirming an order awaiting a prescription is the pharmacist's review, not a move of the table.
  'awaiting_prescription>cancelled': ['buyer', 'admin'],
  'placed>confirmed': ['seller', 'admin'],
  'placed>cancelled': ['buyer', 'admin'],
  'confirmed>packed': ['seller', 'admin'],
  'confirmed>cancelled': ['buyer', 'admin'],
  'packed>shipped': ['seller', 'admin'],
  'packed>cancelled': ['admin'],
  'shipped>delivered': ['admin'],
  'shipped>returned': ['admin'],
  'delivered>returned': ['admin'],
};

describe('the order transition table', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s is allowed exactly to the listed actors', (from, to) => {
    const allowedTo = EXPECTED[`${from}>${to}`] ?? [];
    for (const actor of ORDER_ACTORS) {
      const verdict = checkTransition(from, to, [actor]);
      expect(verdict.ok, `${actor}: ${from} → ${to}`).toBe(allowedTo.includes(actor));
    }
  });

  it('the buyer never moves an order forward', () => {
    for (const from of ORDER_STATUSES) {
      expect(allowedTransitions(from, ['buyer']).filter((s) => s !== 'cancelled')).toEqual([]);
    }
  });

  it('cancelled and returned are the end', () => {
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('returned')).toEqual([]);
  });

  it('names what may be done instead when refused, and why', () => {
    expect(checkTransition('placed', 'shipped', ['seller'])).toEqual({
      ok: false,
      reason: 'not-in-table',
      allowed: ['confirmed'],
    });
    expect(checkTransition('shipped', 'delivered', ['seller'])).toEqual({
      ok: false,
      reason: 'not-yours',
      allowed: [],
    });
    expect(checkTransition('placed', 'confirmed', ['buyer'])).toEqual({
      ok: false,
      reason: 'not-yours',
      allowed: ['cancelled'],
    });
  });

  it('a person who is more than one actor gets the union', () => {
    expect(allowedTransitions('placed', ['buyer', 'seller']).sort()).toEqual(['cancelled', 'confirmed']);
  });

  it('lists only known states', () => {
    for (const [from, tos] of Object.entries(ORDER_TRANSITIONS)) {
      expect(ORDER_STATUSES).toContain(from as OrderStatus);
      for (const to of Object.keys(tos)) expect(ORDER_STATUSES).toContain(to as OrderStatus);
    }
  });
});

describe('order numbers', () => {
  it('are short and readable', () => {
    expect(formatOrderNumber(123, 2026)).toBe('MB-26-000123');
    expect(formatOrderNumber(1234567, 2031)).toBe('MB-31-1234567');
    expect(ORDER_NUMBER_PATTERN.test(formatOrderNumber(5, 2026))).toBe(true);
  });
});

describe('placing refuses amounts sent by the client', () => {
  it('has no room for a total', () => {
    expect(PlaceOrderSchema.safeParse({ addressId: 'a', paymentMethod: 'cod', total: 1 }).success).toBe(false);
    expect(PlaceOrderSchema.safeParse({ addressId: 'a', paymentMethod: 'bkash' }).success).toBe(false);
  });
});

describe('Bangladesh', () => {
  it('has 8 divisions and 64 districts, each district in a known division, ids unique', () => {
    expect(DIVISIONS).toHaveLength(8);
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS.map((d) => d.id)).size).toBe(64);
    const divisions = new Set<string>(DIVISIONS.map((d) => d.id));
    for (const d of DISTRICTS) {
      expect(divisions.has(d.division), d.id).toBe(true);
      expect(d.bn).toMatch(/[\u0980-\u09FF]/);
    }
    const perDivision = Object.fromEntries(
      DIVISIONS.map((v) => [v.id, DISTRICTS.filter((d) => d.division === v.id).length]),
    );
    expect(perDivision).toEqual({
      barishal: 6,
      chattogram: 11,
      dhaka: 13,
      khulna: 10,
      mymensingh: 4,
      rajshahi: 8,
      rangpur: 8,
      sylhet: 4,
    });
  });

  it('reads mobile numbers with or without +880', () => {
    expect(normalizeBdMobile('01712345678')).toBe('01712345678');
    expect(normalizeBdMobile('+8801712345678')).toBe('01712345678');
    expect(normalizeBdMobile('8801912-345 678')).toBe('01912345678');
    expect(normalizeBdMobile('01312345678')).toBe('01312345678');
    for (const bad of ['01212345678', '0171234567', '017123456789', '+8811712345678', '1712345678', 'abc']) {
      expect(normalizeBdMobile(bad), bad).toBeNull();
    }
  });

  it('an address names a known district and a valid phone, the field in the issue', () => {
    const ok = AddressInputSchema.safeParse({
      name: 'Rahim',
      phone: '+880 1712-345678',
      line1: 'House 4, Road 2',
      area: 'Dhanmondi',
      district: 'dhaka',
    });
    expect(ok.success && ok.data.phone).toBe('01712345678');
    const bad = AddressInputSchema.safeParse({ name: 'R', phone: '0123', line1: 'x', area: 'y', district: 'atlantis' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(['district', 'phone']);
  });
});

describe('delivery zones', () => {
  const zones = [
    { id: 'dhk', districts: ['dhaka'], everywhereElse: false },
    { id: 'rest', districts: [], everywhereElse: true },
  ];
  it('a listed district finds its zone, any other the “everywhere else” one', () => {
    expect(zoneForDistrict(zones, 'dhaka')!.id).toBe('dhk');
    expect(zoneForDistrict(zones, 'sylhet')!.id).toBe('rest');
    expect(zoneForDistrict([zones[0]!], 'sylhet')).toBeNull();
  });
  it('is free from the threshold on', () => {
    expect(deliveryFeeCents({ feeCents: 6000, freeAboveCents: 100000 }, 99999)).toBe(6000);
    expect(deliveryFeeCents({ feeCents: 6000, freeAboveCents: 100000 }, 100000)).toBe(0);
    expect(deliveryFeeCents({ feeCents: 6000, freeAboveCents: null }, 10 ** 9)).toBe(6000);
  });
  it('taxes the items at a rate in hundredths of a percent, to the nearest cent', () => {
    expect(taxCents(1497, 750)).toBe(112);
    expect(taxCents(2000, 750)).toBe(150);
    expect(taxCents(2000, 0)).toBe(0);
    expect(taxCents(1, 5000)).toBe(1);
    expect(taxCents(123_45, 10_000)).toBe(123_45);
  });
  it('refuses a zone with no districts, or days the wrong way round', () => {
    const base = { nameEn: 'A', nameBn: 'ক', fee: 60, minDays: 1, maxDays: 2, codAllowed: true };
    expect(DeliveryZoneInputSchema.safeParse({ ...base, districts: ['dhaka'] }).success).toBe(true);
    expect(DeliveryZoneInputSchema.safeParse({ ...base, districts: [] }).success).toBe(false);
    expect(DeliveryZoneInputSchema.safeParse({ ...base, districts: ['dhaka'], minDays: 3 }).success).toBe(false);
  });
});

describe('placing with a prescription', () => {
  it('takes a prescription id, and goes without one', () => {
    expect(PlaceOrderSchema.safeParse({ addressId: 'a', paymentMethod: 'card', prescriptionId: 'p' }).success).toBe(
      true,
    );
    expect(PlaceOrderSchema.safeParse({ addressId: 'a', paymentMethod: 'card' }).success).toBe(true);
    expect(PlaceOrderSchema.safeParse({ addressId: 'a', paymentMethod: 'card', prescriptionId: '' }).success).toBe(
      false,
    );
  });
});

describe('the review of an order', () => {
  const review = (lines: unknown[]) => ReviewOrderSchema.safeParse({ lines });

  it('approves all, fewer units, or rejects with a reason', () => {
    expect(review([{ lineId: 'a', decision: 'approve' }]).success).toBe(true);
    expect(review([{ lineId: 'a', decision: 'approve', quantity: 2, reason: 'quantity_exceeds' }]).success).toBe(true);
    expect(review([{ lineId: 'a', decision: 'reject', reason: 'interaction', note: 'Takes warfarin' }]).success).toBe(
      true,
    );
  });

  it('refuses a rejection without a reason, "other" without a note, a rejected quantity and a line twice', () => {
    expect(review([{ lineId: 'a', decision: 'reject' }]).success).toBe(false);
    expect(review([{ lineId: 'a', decision: 'reject', reason: 'other' }]).success).toBe(false);
    expect(review([{ lineId: 'a', decision: 'reject', reason: 'illegible', quantity: 1 }]).success).toBe(false);
    expect(review([{ lineId: 'a', decision: 'approve', quantity: 0 }]).success).toBe(false);
    expect(
      review([
        { lineId: 'a', decision: 'approve' },
        { lineId: 'a', decision: 'reject', reason: 'illegible' },
      ]).success,
    ).toBe(false);
  });
});
