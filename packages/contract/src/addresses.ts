import { z } from 'zod';
import { CONTROL_CHARACTER } from './constants.js';
import { asciiDigits } from './digits.js';
import { printableOnDocuments } from './printable.js';

/**
 * Bangladesh's eight divisions and sixty-four districts, shipped with the shop so
 * an address is picked from a list (never typed free-hand) and a delivery zone can
 * name the districts it covers. Ids are stable lowercase slugs of the English name.
 */
export const DIVISIONS = [
  { id: 'barishal', en: 'Barishal', bn: 'বরিশাল' },
  { id: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম' },
  { id: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  { id: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { id: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  { id: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  { id: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
] as const;
export type DivisionId = (typeof DIVISIONS)[number]['id'];

export const DISTRICTS = [
  // Barishal
  { id: 'barguna', division: 'barishal', en: 'Barguna', bn: 'বরগুনা' },
  { id: 'barishal', division: 'barishal', en: 'Barishal', bn: 'বরিশাল' },
  { id: 'bhola', division: 'barishal', en: 'Bhola', bn: 'ভোলা' },
  { id: 'jhalokati', division: 'barishal', en: 'Jhalokati', bn: 'ঝালকাঠি' },
  { id: 'patuakhali', division: 'barishal', en: 'Patuakhali', bn: 'পটুয়াখালী' },
  { id: 'pirojpur', division: 'barishal', en: 'Pirojpur', bn: 'পিরোজপুর' },
  // Chattogram
  { id: 'bandarban', division: 'chattogram', en: 'Bandarban', bn: 'বান্দরবান' },
  { id: 'brahmanbaria', division: 'chattogram', en: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া' },
  { id: 'chandpur', division: 'chattogram', en: 'Chandpur', bn: 'চাঁদপুর' },
  { id: 'chattogram', division: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম' },
  { id: 'cumilla', division: 'chattogram', en: 'Cumilla', bn: 'কুমিল্লা' },
  { id: 'coxs-bazar', division: 'chattogram', en: "Cox's Bazar", bn: 'কক্সবাজার' },
  { id: 'feni', division: 'chattogram', en: 'Feni', bn: 'ফেনী' },
  { id: 'khagrachhari', division: 'chattogram', en: 'Khagrachhari', bn: 'খাগড়াছড়ি' },
  { id: 'lakshmipur', division: 'chattogram', en: 'Lakshmipur', bn: 'লক্ষ্মীপুর' },
  { id: 'noakhali', division: 'chattogram', en: 'Noakhali', bn: 'নোয়াখালী' },
  { id: 'rangamati', division: 'chattogram', en: 'Rangamati', bn: 'রাঙ্গামাটি' },
  // Dhaka
  { id: 'dhaka', division: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'faridpur', division: 'dhaka', en: 'Faridpur', bn: 'ফরিদপুর' },
  { id: 'gazipur', division: 'dhaka', en: 'Gazipur', bn: 'গাজীপুর' },
  { id: 'gopalganj', division: 'dhaka', en: 'Gopalganj', bn: 'গোপালগঞ্জ' },
  { id: 'kishoreganj', division: 'dhaka', en: 'Kishoreganj', bn: 'কিশোরগঞ্জ' },
  { id: 'madaripur', division: 'dhaka', en: 'Madaripur', bn: 'মাদারীপুর' },
  { id: 'manikganj', division: 'dhaka', en: 'Manikganj', bn: 'মানিকগঞ্জ' },
  { id: 'munshiganj', division: 'dhaka', en: 'Munshiganj', bn: 'মুন্সীগঞ্জ' },
  { id: 'narayanganj', division: 'dhaka', en: 'Narayanganj', bn: 'নারায়ণগঞ্জ' },
  { id: 'narsingdi', division: 'dhaka', en: 'Narsingdi', bn: 'নরসিংদী' },
  { id: 'rajbari', division: 'dhaka', en: 'Rajbari', bn: 'রাজবাড়ী' },
  { id: 'shariatpur', division: 'dhaka', en: 'Shariatpur', bn: 'শরীয়তপুর' },
  { id: 'tangail', division: 'dhaka', en: 'Tangail', bn: 'টাঙ্গাইল' },
  // Khulna
  { id: 'bagerhat', division: 'khulna', en: 'Bagerhat', bn: 'বাগেরহাট' },
  { id: 'chuadanga', division: 'khulna', en: 'Chuadanga', bn: 'চুয়াডাঙ্গা' },
  { id: 'jashore', division: 'khulna', en: 'Jashore', bn: 'যশোর' },
  { id: 'jhenaidah', division: 'khulna', en: 'Jhenaidah', bn: 'ঝিনাইদহ' },
  { id: 'khulna', division: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  { id: 'kushtia', division: 'khulna', en: 'Kushtia', bn: 'কুষ্টিয়া' },
  { id: 'magura', division: 'khulna', en: 'Magura', bn: 'মাগুরা' },
  { id: 'meherpur', division: 'khulna', en: 'Meherpur', bn: 'মেহেরপুর' },
  { id: 'narail', division: 'khulna', en: 'Narail', bn: 'নড়াইল' },
  { id: 'satkhira', division: 'khulna', en: 'Satkhira', bn: 'সাতক্ষীরা' },
  // Mymensingh
  { id: 'jamalpur', division: 'mymensingh', en: 'Jamalpur', bn: 'জামালপুর' },
  { id: 'mymensingh', division: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { id: 'netrokona', division: 'mymensingh', en: 'Netrokona', bn: 'নেত্রকোণা' },
  { id: 'sherpur', division: 'mymensingh', en: 'Sherpur', bn: 'শেরপুর' },
  // Rajshahi
  { id: 'bogura', division: 'rajshahi', en: 'Bogura', bn: 'বগুড়া' },
  { id: 'chapainawabganj', division: 'rajshahi', en: 'Chapainawabganj', bn: 'চাঁপাইনবাবগঞ্জ' },
  { id: 'joypurhat', division: 'rajshahi', en: 'Joypurhat', bn: 'জয়পুরহাট' },
  { id: 'naogaon', division: 'rajshahi', en: 'Naogaon', bn: 'নওগাঁ' },
  { id: 'natore', division: 'rajshahi', en: 'Natore', bn: 'নাটোর' },
  { id: 'pabna', division: 'rajshahi', en: 'Pabna', bn: 'পাবনা' },
  { id: 'rajshahi', division: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  { id: 'sirajganj', division: 'rajshahi', en: 'Sirajganj', bn: 'সিরাজগঞ্জ' },
  // Rangpur
  { id: 'dinajpur', division: 'rangpur', en: 'Dinajpur', bn: 'দিনাজপুর' },
  { id: 'gaibandha', division: 'rangpur', en: 'Gaibandha', bn: 'গাইবান্ধা' },
  { id: 'kurigram', division: 'rangpur', en: 'Kurigram', bn: 'কুড়িগ্রাম' },
  { id: 'lalmonirhat', division: 'rangpur', en: 'Lalmonirhat', bn: 'লালমনিরহাট' },
  { id: 'nilphamari', division: 'rangpur', en: 'Nilphamari', bn: 'নীলফামারী' },
  { id: 'panchagarh', division: 'rangpur', en: 'Panchagarh', bn: 'পঞ্চগড়' },
  { id: 'rangpur', division: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  { id: 'thakurgaon', division: 'rangpur', en: 'Thakurgaon', bn: 'ঠাকুরগাঁও' },
  // Sylhet
  { id: 'habiganj', division: 'sylhet', en: 'Habiganj', bn: 'হবিগঞ্জ' },
  { id: 'moulvibazar', division: 'sylhet', en: 'Moulvibazar', bn: 'মৌলভীবাজার' },
  { id: 'sunamganj', division: 'sylhet', en: 'Sunamganj', bn: 'সুনামগঞ্জ' },
  { id: 'sylhet', division: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
] as const satisfies readonly { id: string; division: DivisionId; en: string; bn: string }[];
export type DistrictId = (typeof DISTRICTS)[number]['id'];

const DISTRICT_IDS = DISTRICTS.map((d) => d.id) as [DistrictId, ...DistrictId[]];
const DIVISION_IDS = DIVISIONS.map((d) => d.id) as [DivisionId, ...DivisionId[]];
export const DistrictIdSchema = z.enum(DISTRICT_IDS, { error: 'Choose a district from the list.' });
export const DivisionIdSchema = z.enum(DIVISION_IDS, { error: 'Choose a division from the list.' });

/** The division a district belongs to. */
export const divisionOf = (district: DistrictId): DivisionId => DISTRICTS.find((d) => d.id === district)!.division;

// ---------------------------------------------------------------------------
// Phone numbers
// ---------------------------------------------------------------------------

/**
 * A Bangladeshi mobile number, as people write it: `01712345678`, `+8801712345678`,
 * `8801712345678`, in ASCII or Bangla digits (`০১৭১২৩৪৫৬৭৮`), with spaces or dashes
 * anywhere. The operator digit after `01` is 3 to 9. Answers the national form
 * `01XXXXXXXXX` (the one form numbers are stored in), or null when it is not one.
 */
export function normalizeBdMobile(input: string): string | null {
  const digits = asciiDigits(input).replace(/[\s-]/g, '');
  const m = /^(?:\+?88)?(01[3-9]\d{8})$/.exec(digits);
  return m ? m[1]! : null;
}

export const BD_MOBILE_MESSAGE = 'Enter a Bangladeshi mobile number: 01 and 9 more digits, e.g. 01712345678.';

/** A mobile number, stored and answered in its national form. */
export const BdMobileSchema = z
  .string()
  .max(32, BD_MOBILE_MESSAGE)
  .transform((s, ctx) => {
    const n = normalizeBdMobile(s);
    if (!n) {
      ctx.addIssue({ code: 'custom', message: BD_MOBILE_MESSAGE });
      return z.NEVER;
    }
    return n;
  });

// ---------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`)
    .refine((s) => !CONTROL_CHARACTER.test(s), 'must not contain control characters')
    // Printed on the invoice and the packing slip.
    .superRefine(printableOnDocuments);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} can be at most ${max} characters.`)
    .refine((s) => !CONTROL_CHARACTER.test(s), 'must not contain control characters')
    .superRefine(printableOnDocuments)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .transform((s) => s ?? null);

export const ADDRESS_LIMITS = { maxPerUser: 20 } as const;

/** `POST /api/addresses` and `PUT /api/addresses/:id`. The division follows from the district. */
export const AddressInputSchema = z
  .object({
    name: text(100, 'name'),
    phone: BdMobileSchema,
    line1: text(200, 'address'),
    line2: optionalText(200, 'second address line'),
    area: text(100, 'area'),
    district: DistrictIdSchema,
    /** For the rider: a landmark, a gate code. */
    note: optionalText(300, 'note'),
    isDefault: z.boolean().optional().default(false),
  })
  .strict();
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  area: z.string(),
  district: DistrictIdSchema,
  division: DivisionIdSchema,
  note: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressListSchema = z.array(AddressSchema);

/** An address as an order keeps it: a copy, so editing the book later never changes an order. */
export const AddressSnapshotSchema = AddressSchema.omit({ id: true, isDefault: true, createdAt: true });
export type AddressSnapshot = z.infer<typeof AddressSnapshotSchema>;

// ---------------------------------------------------------------------------
// Delivery zones
// ---------------------------------------------------------------------------

/**
 * `POST /api/delivery-zones` and `PUT /api/delivery-zones/:id`. A zone covers the
 * districts it lists, or, with `everywhereElse`, every district no other zone lists
 * (exactly one zone may say so). Amounts in the shop's currency, two decimals.
 */
export const DeliveryZoneInputSchema = z
  .object({
    nameEn: text(100, 'English name'),
    nameBn: text(100, 'Bangla name'),
    districts: z.array(DistrictIdSchema).max(64).default([]),
    everywhereElse: z.boolean().default(false),
    fee: z.number().min(0, 'The fee cannot be negative.').max(100_000).multipleOf(0.01),
    /** Orders of at least this much (items after discounts) travel free; null: never free. */
    freeAbove: z.number().min(0).max(10_000_000).multipleOf(0.01).nullable().default(null),
    minDays: z.number().int().min(0).max(60),
    maxDays: z.number().int().min(0).max(60),
    codAllowed: z.boolean(),
  })
  .strict()
  .superRefine((z_, ctx) => {
    if (z_.maxDays < z_.minDays) {
      ctx.addIssue({ code: 'custom', path: ['maxDays'], message: 'must be at least the fewest days' });
    }
    if (z_.everywhereElse && z_.districts.length) {
      ctx.addIssue({ code: 'custom', path: ['districts'], message: 'must be empty for “everywhere else”' });
    }
    if (!z_.everywhereElse && !z_.districts.length) {
      ctx.addIssue({ code: 'custom', path: ['districts'], message: 'Choose at least one district.' });
    }
    if (new Set(z_.districts).size !== z_.districts.length) {
      ctx.addIssue({ code: 'custom', path: ['districts'], message: 'lists a district twice' });
    }
  });
export type DeliveryZoneInput = z.input<typeof DeliveryZoneInputSchema>;

export const DeliveryZoneSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameBn: z.string(),
  districts: z.array(DistrictIdSchema),
  everywhereElse: z.boolean(),
  fee: z.number(),
  freeAbove: z.number().nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  codAllowed: z.boolean(),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;
export const DeliveryZoneListSchema = z.array(DeliveryZoneSchema);

/** The zone a district falls in: the one listing it, else the "everywhere else" zone, else none. */
export function zoneForDistrict<Z extends { districts: readonly string[]; everywhereElse: boolean }>(
  zones: readonly Z[],
  district: string,
): Z | null {
  return zones.find((z) => z.districts.includes(district)) ?? zones.find((z) => z.everywhereElse) ?? null;
}

/**
 * The tax on items worth `itemsCents` at `rateBasisPoints` (hundredths of a percent: 750
 * is 7.5%), rounded to the nearest cent. Delivery is not taxed.
 */
export function taxCents(itemsCents: number, rateBasisPoints: number) {
  return Math.round((itemsCents * rateBasisPoints) / 10_000);
}

/** The delivery fee for items worth `itemsCents`: free at or above the zone's threshold. */
export function deliveryFeeCents(zone: { feeCents: number; freeAboveCents: number | null }, itemsCents: number) {
  return zone.freeAboveCents !== null && itemsCents >= zone.freeAboveCents ? 0 : zone.feeCents;
}
