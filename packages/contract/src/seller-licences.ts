import { z } from 'zod';
import { CONTROL_CHARACTER, PAGE_SIZE } from './constants.js';
import { CalendarDateSchema, dhakaDay } from './calendar-date.js';
import { pageOf, queryInt } from './common.js';
import { printableOnDocuments } from './printable.js';
import {
  BpcRegistrationSchema,
  DrugLicenceNumberSchema,
  gradeOfRegistration,
  PharmacistGradeSchema,
} from './pharmacy-licences.js';

/**
 * A seller's drug licence (decision 056): the pharmacy's DGDA licence, a scan of it and its
 * responsible pharmacist. An admin approves or rejects each application; a seller's products are
 * shown and sold only while an approved licence of theirs has not expired.
 */
export const SELLER_LICENCE_LIMITS = {
  /** The scan, before it is checked and converted. */
  scanMaxBytes: 10 * 1024 * 1024,
  nameMax: 80,
  addressMax: 200,
  reasonMax: 500,
  /** The seller and every admin are mailed this many days before the licence's last day. */
  noticeDays: 30,
} as const;

/** For the file picker's `accept`. */
export const SELLER_LICENCE_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.heic,.heif,.pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf';

export const SELLER_LICENCE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SellerLicenceStatus = (typeof SELLER_LICENCE_STATUSES)[number];

/** The licence's last valid day: today (in Dhaka) or later; a licence already past it cannot be sent. */
export const LicenceExpirySchema = CalendarDateSchema.refine(
  (s) => s >= dhakaDay(new Date()),
  'This licence has already expired: enter the expiry date of a licence in force.',
);

/** The typed fields of an application (multipart fields beside the scan, field `scan`). */
export const SellerLicenceFieldsSchema = z
  .object({
    pharmacyName: z
      .string({ error: 'Enter the pharmacy’s name as on its drug licence.' })
      .trim()
      .min(1, 'Enter the pharmacy’s name as on its drug licence.')
      .max(SELLER_LICENCE_LIMITS.nameMax, `Use at most ${SELLER_LICENCE_LIMITS.nameMax} characters for the name.`)
      .refine((s) => !CONTROL_CHARACTER.test(s), 'The pharmacy’s name must be on one line.')
      // Printed on cash memos.
      .superRefine(printableOnDocuments),
    pharmacyAddress: z
      .string({ error: 'Enter the pharmacy’s address as on its drug licence.' })
      .trim()
      .min(5, 'Enter the pharmacy’s address as on its drug licence.')
      .max(
        SELLER_LICENCE_LIMITS.addressMax,
        `Use at most ${SELLER_LICENCE_LIMITS.addressMax} characters for the address.`,
      )
      .refine((s) => !CONTROL_CHARACTER.test(s), 'The pharmacy’s address must be on one line.')
      .superRefine(printableOnDocuments),
    licenceNumber: DrugLicenceNumberSchema,
    expiresOn: LicenceExpirySchema,
    pharmacistName: z
      .string({ error: 'Enter the responsible pharmacist’s name.' })
      .trim()
      .min(1, 'Enter the responsible pharmacist’s name.')
      .max(SELLER_LICENCE_LIMITS.nameMax, `Use at most ${SELLER_LICENCE_LIMITS.nameMax} characters for the name.`)
      .refine((s) => !CONTROL_CHARACTER.test(s), 'The pharmacist’s name must be on one line.'),
    pharmacistRegistration: BpcRegistrationSchema,
    pharmacistGrade: PharmacistGradeSchema,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (gradeOfRegistration(v.pharmacistRegistration) !== v.pharmacistGrade) {
      ctx.addIssue({
        code: 'custom',
        path: ['pharmacistGrade'],
        message: `The grade must agree with the registration number: ${v.pharmacistRegistration} is a grade ${gradeOfRegistration(v.pharmacistRegistration)} registration.`,
      });
    }
  });
export type SellerLicenceFields = z.input<typeof SellerLicenceFieldsSchema>;

export const SellerLicenceSchema = z.object({
  id: z.string(),
  status: z.enum(SELLER_LICENCE_STATUSES),
  pharmacyName: z.string(),
  pharmacyAddress: z.string(),
  licenceNumber: z.string(),
  /** The licence's last valid day (YYYY-MM-DD, Dhaka). */
  expiresOn: z.string(),
  /** Its last day has passed (in Dhaka). */
  expired: z.boolean(),
  pharmacistName: z.string(),
  pharmacistRegistration: z.string(),
  pharmacistGrade: PharmacistGradeSchema,
  /** The scan's type; null for a demo seller's licence the shop wrote itself, which has no scan. */
  scanContentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']).nullable(),
  rejectionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The seller who applied (shown to admins). */
  seller: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type SellerLicence = z.infer<typeof SellerLicenceSchema>;

/** `GET /api/seller-licences/mine`: the caller's applications, newest first, and whether the shop is open. */
export const MySellerLicencesSchema = z.object({
  items: z.array(SellerLicenceSchema),
  /** An approved licence of the seller's is in force: their products are shown and sold. */
  selling: z.boolean(),
  /** The last day of the licence in force (the latest of them), null when none is. */
  sellingUntil: z.string().nullable(),
});
export type MySellerLicences = z.infer<typeof MySellerLicencesSchema>;

export const SellerLicencePageSchema = pageOf(SellerLicenceSchema);
export type SellerLicencePage = z.infer<typeof SellerLicencePageSchema>;

export const SellerLicenceListQuery = z
  .object({
    status: z.enum(SELLER_LICENCE_STATUSES).default('pending'),
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();

export const SellerLicenceIdParams = z.object({ id: z.string().min(1).max(64) }).strict();

export const RejectSellerLicenceSchema = z
  .object({
    reason: z
      .string({ error: 'Give the reason, so the seller knows what to fix.' })
      .trim()
      .min(1, 'Give the reason, so the seller knows what to fix.')
      .max(
        SELLER_LICENCE_LIMITS.reasonMax,
        `Use at most ${SELLER_LICENCE_LIMITS.reasonMax} characters for the reason.`,
      ),
  })
  .strict();
export type RejectSellerLicence = z.infer<typeof RejectSellerLicenceSchema>;
