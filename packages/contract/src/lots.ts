import { z } from 'zod';
import { CalendarDateSchema } from './calendar-date.js';
import { CONTROL_CHARACTER, PRODUCT_LIMITS } from './constants.js';
import { hasAtMostTwoDecimals } from './money.js';

// Stock by lot (decision 059): what a seller or admin receives, adjusts and sees of a product's lots.

export const LOT_LIMITS = { batchMax: 40, supplierMax: 120, quantityMax: PRODUCT_LIMITS.stockMax } as const;

/** Why a lot is not sold: recalled, held back, or moved out once expired. */
export const LOT_STATUSES = ['sellable', 'quarantined', 'recalled', 'expired'] as const;

/** Why a lot's count is changed by hand. */
export const ADJUSTMENT_REASONS = ['damaged', 'lost', 'count'] as const;

/** The batch number printed on the pack, as a barcode scanner types it: letters, digits and - / . only. */
export const BatchSchema = z
  .string({ error: 'Enter the batch number.' })
  .trim()
  .min(1, 'Enter the batch number.')
  .max(LOT_LIMITS.batchMax, `The batch number can be at most ${LOT_LIMITS.batchMax} characters.`)
  .refine((s) => !CONTROL_CHARACTER.test(s), 'The batch number contains characters that cannot be printed.')
  .refine((s) => /^[A-Za-z0-9][A-Za-z0-9./-]*$/.test(s), 'Use only letters, digits and - / . in the batch number.')
  .transform((s) => s.toUpperCase());

/** The expiry printed on a pack: a month (YYYY-MM, good to its last day) or a day (YYYY-MM-DD). */
export const ExpirySchema = z
  .string({ error: 'Enter the expiry as YYYY-MM.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, 'Enter the expiry as YYYY-MM (month and year on the pack).')
  .refine((s) => s.length === 7 || CalendarDateSchema.safeParse(s).success, 'Enter a date that is on the calendar.')
  .transform(lastDayOfExpiry);

/** `YYYY-MM` as the last day of that month; a full date as it is. */
export function lastDayOfExpiry(expiry: string): string {
  if (expiry.length > 7) return expiry;
  const [y, m] = expiry.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

const quantity = z
  .number({ error: 'Enter the quantity as a whole number.' })
  .int('Enter the quantity as a whole number.')
  .min(1, 'The quantity must be at least 1.')
  .max(LOT_LIMITS.quantityMax, `The quantity can be at most ${LOT_LIMITS.quantityMax.toLocaleString('en-US')}.`);

/** A lot received: `expires` left out only for goods that do not expire (not a medicine). */
export const LotReceiveSchema = z
  .object({
    batch: BatchSchema,
    expires: ExpirySchema.optional(),
    quantity,
    receivedOn: CalendarDateSchema.optional(),
    supplier: z
      .string()
      .trim()
      .max(LOT_LIMITS.supplierMax, `The supplier can be at most ${LOT_LIMITS.supplierMax} characters.`)
      .refine((s) => !CONTROL_CHARACTER.test(s), 'The supplier contains characters that cannot be shown.')
      .optional(),
    cost: z
      .number({ error: 'Enter the cost as a number.' })
      .min(0, 'The cost cannot be negative.')
      .max(1_000_000, 'The cost can be at most 1,000,000.')
      .refine(hasAtMostTwoDecimals, 'The cost can have at most two decimals.')
      .optional(),
  })
  .strict();

/** A change of a lot's count by hand: never below zero; `count` sets the counted figure. */
export const LotAdjustSchema = z
  .object({
    reason: z.enum(ADJUSTMENT_REASONS, { error: 'Choose why: damaged, lost or count.' }),
    /** Units taken out (damaged, lost), or the units counted on the shelf (count). */
    quantity: z
      .number({ error: 'Enter the quantity as a whole number.' })
      .int('Enter the quantity as a whole number.')
      .min(0, 'The quantity cannot be negative.')
      .max(LOT_LIMITS.quantityMax, `The quantity can be at most ${LOT_LIMITS.quantityMax.toLocaleString('en-US')}.`),
    note: z
      .string()
      .trim()
      .max(500, 'The note can be at most 500 characters.')
      .refine((s) => !CONTROL_CHARACTER.test(s), 'The note contains characters that cannot be shown.')
      .optional(),
  })
  .strict();

export const LotSchema = z.object({
  id: z.string(),
  batch: z.string(),
  /** The last day it may be sold on (YYYY-MM-DD), null for goods that do not expire. */
  expiresOn: z.string().nullable(),
  quantity: z.number().int(),
  receivedOn: z.string(),
  supplier: z.string().nullable(),
  cost: z.number().nullable(),
  status: z.enum(LOT_STATUSES),
});
export type Lot = z.infer<typeof LotSchema>;

/** A product's lots, first to be sold first, and its stock (the sum of the sellable ones). */
export const ProductLotsSchema = z.object({
  productId: z.string(),
  name: z.string(),
  stock: z.number().int(),
  lots: z.array(LotSchema),
});
export type ProductLots = z.infer<typeof ProductLotsSchema>;

export const LotParams = z.object({ id: z.string(), lotId: z.string() }).strict();

/** A lot on sale that expires within the shop's near-expiry window (NEAR_EXPIRY_DAYS). */
export const NearExpiryLotSchema = z.object({
  lotId: z.string(),
  productId: z.string(),
  name: z.string(),
  batch: z.string(),
  expiresOn: z.string(),
  quantity: z.number().int(),
});
export type NearExpiryLot = z.infer<typeof NearExpiryLotSchema>;

export const NearExpiryListSchema = z.object({
  /** The window, in days from today. */
  days: z.number().int(),
  lots: z.array(NearExpiryLotSchema),
});

// The CSV import of lots (decision 064): a header row, one lot a line, a report line by line.

/** The import's columns: the first four are required, the rest may be left out of the header. */
export const LOT_IMPORT_COLUMNS = ['product', 'batch', 'expiry', 'quantity', 'received', 'supplier', 'cost'] as const;
export const LOT_IMPORT_REQUIRED_COLUMNS = ['product', 'batch', 'expiry', 'quantity'] as const;
export type LotImportColumn = (typeof LOT_IMPORT_COLUMNS)[number];

/** One file at most this many bytes (413 beyond) and this many lines after the header (400 beyond). */
export const LOT_IMPORT_LIMITS = { bytes: 256 * 1024, lines: 1000 } as const;

/** Why a line of the import was refused; `field` names the column where one is at fault. */
export const LOT_IMPORT_REFUSALS = [
  'COLUMN_COUNT',
  'PRODUCT_INVALID',
  'PRODUCT_NOT_FOUND',
  'NOT_PRODUCT_OWNER',
  'BATCH_INVALID',
  'BATCH_CONTROL_CHARACTERS',
  'EXPIRY_INVALID',
  'EXPIRY_IN_PAST',
  'EXPIRY_REQUIRED',
  'QUANTITY_INVALID',
  'RECEIVED_INVALID',
  'SUPPLIER_INVALID',
  'COST_INVALID',
  'LOT_BATCH_CONFLICT',
] as const;
export type LotImportRefusal = (typeof LOT_IMPORT_REFUSALS)[number];

export const LotImportLineSchema = z.object({
  /** The line's number in the file (the header is line 1). */
  line: z.number().int(),
  accepted: z.boolean(),
  productId: z.string().nullable(),
  batch: z.string().nullable(),
  /** The lot received (accepted lines). */
  lotId: z.string().nullable(),
  /** Why it was refused (refused lines), with the column at fault and a sentence in English. */
  refusal: z.enum(LOT_IMPORT_REFUSALS).nullable(),
  field: z.enum(LOT_IMPORT_COLUMNS).nullable(),
  message: z.string().nullable(),
});
export type LotImportLine = z.infer<typeof LotImportLineSchema>;

export const LotImportReportSchema = z.object({
  accepted: z.number().int(),
  refused: z.number().int(),
  /** Units received by the accepted lines, added up. */
  units: z.number().int(),
  lines: z.array(LotImportLineSchema),
});
export type LotImportReport = z.infer<typeof LotImportReportSchema>;
