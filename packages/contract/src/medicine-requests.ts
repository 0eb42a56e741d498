import { z } from 'zod';
import { BdMobileSchema } from './addresses.js';
import { CONTROL_CHARACTER, LANGUAGES, PAGE_SIZE } from './constants.js';
import { pageOf, queryInt } from './common.js';
import { asciiDigits } from './digits.js';

/**
 * "Request a medicine" (docs/product.md#request-a-medicine): a shopper whose search found nothing
 * asks for it; sellers and admins see the requests and mark one listed with the product, and the
 * requester is told once by text message.
 */
export const MEDICINE_REQUEST_LIMITS = {
  nameMax: 100,
  strengthMax: 40,
  quantityMax: 100,
  /** Requests one mobile number may make in 24 hours. */
  perPhonePerDay: 3,
  /** Requests one network address may make in an hour. */
  perAddressPerHour: 10,
} as const;

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !CONTROL_CHARACTER.test(s), 'must not contain control characters');

export const MEDICINE_REQUEST_STATUSES = ['open', 'listed'] as const;
export type MedicineRequestStatus = (typeof MEDICINE_REQUEST_STATUSES)[number];

/** `POST /api/medicine-requests`: anyone, signed in or not. Digits may be Bangla; they are kept as ASCII. */
export const MedicineRequestInputSchema = z
  .object({
    name: line(MEDICINE_REQUEST_LIMITS.nameMax).pipe(z.string().min(2, 'must be at least 2 characters')),
    /** e.g. "500 mg"; empty when the shopper does not know it. */
    strength: line(MEDICINE_REQUEST_LIMITS.strengthMax).transform(asciiDigits).optional(),
    quantity: z
      .union([z.number(), z.string().trim().max(6).transform(asciiDigits)])
      .pipe(
        z.coerce
          .number<string | number>()
          .int('must be a whole number')
          .min(1, 'must be at least 1')
          .max(MEDICINE_REQUEST_LIMITS.quantityMax, `must be at most ${MEDICINE_REQUEST_LIMITS.quantityMax}`),
      ),
    phone: z.string().max(32).transform(asciiDigits).pipe(BdMobileSchema),
    /** The language the text message is written in (the page's). */
    language: z.enum(LANGUAGES).default('en'),
  })
  .strict();
export type MedicineRequestInput = z.input<typeof MedicineRequestInputSchema>;

export const MedicineRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  strength: z.string().nullable(),
  quantity: z.number().int(),
  /** The requester's number: whole for admins, its middle hidden for sellers. */
  phone: z.string(),
  status: z.enum(MEDICINE_REQUEST_STATUSES),
  /** The product it was listed as, once marked. */
  product: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  listedAt: z.string().nullable(),
});
export type MedicineRequest = z.infer<typeof MedicineRequestSchema>;
export const MedicineRequestPageSchema = pageOf(MedicineRequestSchema);
export type MedicineRequestPage = z.infer<typeof MedicineRequestPageSchema>;

export const MedicineRequestListQuery = z
  .object({
    status: z.enum(MEDICINE_REQUEST_STATUSES).optional(),
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();

/** `POST /api/medicine-requests/:id/listed`: the product that now answers the request. */
export const MarkRequestListedSchema = z.object({ productId: z.guid('must be an id') }).strict();

export const MedicineRequestCreatedSchema = z.object({ id: z.string() });
