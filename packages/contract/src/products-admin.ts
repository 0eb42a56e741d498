import { z } from 'zod';
import { ProductSchema } from './catalog.js';
import { pageOf, queryInt } from './common.js';
import { printableOnDocuments } from './printable.js';
import {
  CATEGORIES,
  CONTROL_CHARACTER,
  DISPENSING_CLASSES,
  DOSAGE_FORMS,
  MEDICINE_LIMITS,
  OTC_CATEGORY,
  PAGE_SIZE,
  PRESCRIPTION_CATEGORY,
  PRODUCT_LIMITS,
} from './constants.js';
import { dollarsToCents, hasAtMostTwoDecimals, isChargeable } from './money.js';

// Names are one line; a description may also hold line breaks and tabs.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The fields a seller or admin edits, validated alike by the server and by the
 * add and edit forms. Messages are written for the person filling the form.
 */
/**
 * An optional Bangla text beside an English one, with the same limit: empty means none (null);
 * left out means unchanged on an edit.
 */
const banglaText = (max: number, what: string, control: RegExp) =>
  z
    .string({ error: `Enter the ${what} as text.` })
    .trim()
    .max(max, `The ${what} can be at most ${max} characters.`)
    .refine((s) => !control.test(s), `The ${what} contains characters that cannot be shown.`)
    .nullable()
    .transform((s) => s || null)
    .optional();

export const ProductFieldsSchema = z.object({
  name: z
    .string({ error: 'Enter a product name.' })
    .trim()
    .min(1, 'Enter a product name.')
    .max(PRODUCT_LIMITS.nameMax, `The name can be at most ${PRODUCT_LIMITS.nameMax} characters.`)
    .refine((s) => !CONTROL_CHARACTER.test(s), 'The name contains characters that cannot be shown.')
    // Printed on invoices and packing slips.
    .superRefine(printableOnDocuments),
  des: z
    .string({ error: 'Enter a description.' })
    .trim()
    .min(1, 'Enter a description.')
    .max(PRODUCT_LIMITS.descriptionMax, `The description can be at most ${PRODUCT_LIMITS.descriptionMax} characters.`)
    .refine((s) => !CONTROL_IN_TEXT.test(s), 'The description contains characters that cannot be shown.'),
  /** The name and description in Bangla, shown to a Bangla reader; optional. */
  nameBn: banglaText(PRODUCT_LIMITS.nameMax, 'Bangla name', CONTROL_CHARACTER),
  desBn: banglaText(PRODUCT_LIMITS.descriptionMax, 'Bangla description', CONTROL_IN_TEXT),
  price: z
    .number({ error: 'Enter the price as a number.' })
    // A cent at least: a smaller positive price would be stored as 0 cents, which the database refuses.
    .min(0.01, 'The price must be at least 0.01.')
    .max(PRODUCT_LIMITS.priceMax, `The price can be at most ${PRODUCT_LIMITS.priceMax.toLocaleString('en-US')}.`)
    .refine(hasAtMostTwoDecimals, 'The price can have at most two decimals.'),
  category: z.enum(CATEGORIES, { error: 'Choose one of the categories.' }),
  discount: z
    .number({ error: 'Enter the discount as a whole number.' })
    .int('Enter the discount as a whole number.')
    .min(0, 'The discount cannot be below 0 %.')
    .max(PRODUCT_LIMITS.discountMax, `The discount can be at most ${PRODUCT_LIMITS.discountMax} %.`),
  stock: z
    .number({ error: 'Enter the stock as a whole number.' })
    .int('Enter the stock as a whole number.')
    .min(0, 'The stock cannot be negative.')
    .max(PRODUCT_LIMITS.stockMax, `The stock can be at most ${PRODUCT_LIMITS.stockMax.toLocaleString('en-US')}.`),
});
export type ProductFields = z.infer<typeof ProductFieldsSchema>;

/** A product's seller is told when a sale takes its stock below this, unless it is 0. */
export const LOW_STOCK_DEFAULT = 5;

/** The low-stock alert of a product: a whole number of units, 0 for none. */
export const LowStockThresholdSchema = z
  .number({ error: 'Enter the low-stock alert as a whole number.' })
  .int('Enter the low-stock alert as a whole number.')
  .min(0, 'The low-stock alert cannot be negative (0 turns it off).')
  .max(
    PRODUCT_LIMITS.stockMax,
    `The low-stock alert can be at most ${PRODUCT_LIMITS.stockMax.toLocaleString('en-US')}.`,
  );

/** `GET /api/products/:id/low-stock` (its seller or an admin): the stock and its alert. */
export const ProductLowStockSchema = z.object({
  stock: z.number().int(),
  lowStockThreshold: z.number().int().describe('Told when a sale takes the stock below this; 0: never'),
  low: z.boolean().describe('The stock is below the threshold now'),
});
export type ProductLowStock = z.infer<typeof ProductLowStockSchema>;

const medicineLine = (max: number, what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `The ${what} can be at most ${max} characters.`)
    .refine((s) => !CONTROL_CHARACTER.test(s), `The ${what} contains characters that cannot be shown.`);
const medicineText = z
  .string()
  .trim()
  .max(MEDICINE_LIMITS.textMax, `This text can be at most ${MEDICINE_LIMITS.textMax} characters.`)
  .refine((s) => !CONTROL_IN_TEXT.test(s), 'This text contains characters that cannot be shown.')
  .nullable()
  .optional()
  .transform((s) => (s ? s : null));
const pickedId = z.guid('Choose from the list.');

/**
 * The medicine facts a seller or admin gives in the add and edit forms. Generics are picked
 * from the list (`genericIds`, in label order) and/or one more typed under "other"
 * (`newGenericName`); the maker is picked (`manufacturerId`) or typed (`newManufacturerName`).
 * A typed name that matches an existing entry (case aside) uses that entry; otherwise an
 * admin's becomes a confirmed entry and a seller's a requested one an admin confirms later.
 * Unknown ids are refused with UNKNOWN_GENERIC / UNKNOWN_MANUFACTURER (field named).
 */
export const MedicineInputSchema = z
  .object({
    genericIds: z
      .array(pickedId)
      .max(MEDICINE_LIMITS.genericsMax, `At most ${MEDICINE_LIMITS.genericsMax} generics.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each generic can be chosen once.')
      .default([]),
    newGenericName: medicineLine(MEDICINE_LIMITS.genericNameMax, 'generic name').optional(),
    // Printed beside the name on invoices and packing slips.
    strength: medicineLine(MEDICINE_LIMITS.strengthMax, 'strength').superRefine(printableOnDocuments),
    form: z.enum(DOSAGE_FORMS, { error: 'Choose a dosage form.' }),
    manufacturerId: pickedId.optional(),
    newManufacturerName: medicineLine(MEDICINE_LIMITS.manufacturerNameMax, 'manufacturer name').optional(),
    packSize: z
      .number({ error: 'Enter the units per pack as a whole number.' })
      .int('Enter the units per pack as a whole number.')
      .min(1, 'A pack holds at least one unit.')
      .max(
        MEDICINE_LIMITS.packSizeMax,
        `A pack can hold at most ${MEDICINE_LIMITS.packSizeMax.toLocaleString('en-US')} units.`,
      ),
    packLabel: medicineLine(MEDICINE_LIMITS.packLabelMax, 'pack description'),
    packLabelBn: banglaText(MEDICINE_LIMITS.packLabelMax, 'Bangla pack description', CONTROL_CHARACTER).transform(
      (s) => s ?? null,
    ),
    /**
     * How the medicine is sold comes from the medicine reference (decision 055). Optional: a
     * client may send the entry's own class; another is refused (409 DISPENSING_CLASS_SET_BY_PHARMACY).
     * An admin adding a medicine the reference does not have yet sets its class with it.
     */
    dispensingClass: z.enum(DISPENSING_CLASSES, { error: 'Choose how the medicine is sold.' }).optional(),
    indications: medicineText,
    dosage: medicineText,
    sideEffects: medicineText,
    /** The three texts in Bangla, shown to a Bangla reader; optional. */
    indicationsBn: medicineText,
    dosageBn: medicineText,
    sideEffectsBn: medicineText,
    brandBn: z
      .string()
      .trim()
      .max(MEDICINE_LIMITS.brandBnMax, `The Bangla name can be at most ${MEDICINE_LIMITS.brandBnMax} characters.`)
      .refine((s) => !CONTROL_CHARACTER.test(s), 'The Bangla name contains characters that cannot be shown.')
      .nullable()
      .optional()
      .transform((s) => (s ? s : null)),
  })
  .strict()
  .refine((m) => m.genericIds.length > 0 || m.newGenericName !== undefined, {
    message: 'Choose at least one generic, or type one under "other".',
    path: ['genericIds'],
  })
  .refine((m) => m.genericIds.length + (m.newGenericName === undefined ? 0 : 1) <= MEDICINE_LIMITS.genericsMax, {
    message: `At most ${MEDICINE_LIMITS.genericsMax} generics.`,
    path: ['genericIds'],
  })
  .refine((m) => (m.manufacturerId === undefined) !== (m.newManufacturerName === undefined), {
    message: 'Choose the manufacturer, or type it under "other".',
    path: ['manufacturerId'],
  });
export type MedicineInput = z.input<typeof MedicineInputSchema>;
export type MedicineInputParsed = z.output<typeof MedicineInputSchema>;

/** An image address: one of the shop's own uploads (the server checks which). */
export const ProductImageSchema = z
  .string({ error: 'Upload an image for the product.' })
  .trim()
  .min(1, 'Upload an image for the product.')
  .max(500, 'The image address is too long.');

/**
 * The legacy body also carries `email` (docs/api.md#ignored-fields); it is accepted for that call shape and
 * ignored: the owner is always the signed-in person.
 */
const IgnoredEmail = z.string().max(254).optional();

/** Refused where the discount is given: without one, a price of a cent or more is always charged. */
export const BELOW_ONE_CENT_MESSAGE =
  'With this discount one unit would cost less than 0.01, the smallest amount that can be charged. ' +
  'Lower the discount or raise the price.';

/** True when a product's price, after its discount, is charged at least a cent. */
export function chargeablePrice(fields: { price: number; discount: number }): boolean {
  return isChargeable(dollarsToCents(fields.price), fields.discount);
}

/**
 * Whether a product of this dispensing class (null: not a medicine) may be listed in this category:
 * OTC Medicine holds no prescription or controlled medicine, Prescription Medicine only those
 * (docs/product.md#catalogue). The server refuses the rest with 409 PRESCRIPTION_MEDICINE_IN_OTC
 * or NOT_A_PRESCRIPTION_MEDICINE; the forms check it first.
 */
export function fitsCategory(category: string, dispensingClass: string | null | undefined): boolean {
  if (category === PRESCRIPTION_CATEGORY) return dispensingClass === 'prescription' || dispensingClass === 'controlled';
  return category !== OTC_CATEGORY || dispensingClass == null || dispensingClass === 'otc';
}

/** `POST /api/products`. Discount and stock may be left out (0). */
export const ProductCreateSchema = ProductFieldsSchema.extend({
  discount: ProductFieldsSchema.shape.discount.default(0),
  stock: ProductFieldsSchema.shape.stock.default(0),
  lowStockThreshold: LowStockThresholdSchema.default(LOW_STOCK_DEFAULT),
  image: ProductImageSchema,
  email: IgnoredEmail,
  /** The medicine facts; null or left out for a product that is not a medicine. */
  medicine: MedicineInputSchema.nullable().optional(),
})
  .strict()
  .refine(chargeablePrice, { message: BELOW_ONE_CENT_MESSAGE, path: ['discount'] });
export type ProductCreate = z.input<typeof ProductCreateSchema>;

/**
 * `PATCH /api/products/:id`: any of the fields; those left out stay as they are. `medicine`
 * replaces the medicine facts whole; null makes the product a non-medicine.
 */
export const ProductUpdateSchema = ProductFieldsSchema.partial()
  .extend({
    lowStockThreshold: LowStockThresholdSchema.optional(),
    image: ProductImageSchema.optional(),
    email: IgnoredEmail,
    medicine: MedicineInputSchema.nullable().optional(),
  })
  .strict();
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;

export const ProductInsertedSchema = z.object({ insertedId: z.string() });

/** A product in its seller's own list, with how many units have been sold. */
export const MyProductSchema = ProductSchema.extend({ unitsSold: z.number().int().nonnegative() });
export type MyProduct = z.infer<typeof MyProductSchema>;
export const MyProductPageSchema = pageOf(MyProductSchema);
export type MyProductPage = z.infer<typeof MyProductPageSchema>;

export const MyProductsQuery = z
  .object({
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();
export type MyProductsParams = { page?: number | undefined; limit?: number | undefined };
