import { z } from 'zod';
import { CONTROL_CHARACTER, PAGE_SIZE } from './constants.js';
import { addMonths, CalendarDateSchema } from './calendar-date.js';
import { pageOf, queryInt } from './common.js';

/** Limits of an uploaded prescription (decision 042), enforced by the server and mirrored by the form. */
export const PRESCRIPTION_LIMITS = {
  pagesMin: 1,
  pagesMax: 5,
  /** Each page file, before conversion. */
  pageMaxBytes: 10 * 1024 * 1024,
  /** Pages of one PDF file. */
  pdfPagesMax: 10,
  nameMax: 80,
  /** How far back a prescription may have been written. */
  writtenWithinYears: 5,
  /** Validity a pharmacist gives when they set none. */
  defaultValidityMonths: 6,
  /** Longest validity a pharmacist may give. */
  maxValidityMonths: 24,
  noteMax: 500,
  /** A signed link to a page works this long. */
  linkSeconds: 300,
  /** A pharmacist's claim on a prescription lasts this long unless renewed. */
  claimMinutes: 10,
} as const;

/** For the file picker's `accept`. */
export const PRESCRIPTION_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.heic,.heif,.pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf';

export const PRESCRIPTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Why a pharmacist rejects a prescription; `other` needs a note. */
export const REJECTION_REASONS = [
  'unreadable',
  'incomplete',
  'expired',
  'doctor_not_verified',
  'patient_mismatch',
  'not_a_prescription',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

const oneLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Use at most ${max} characters for the ${label}.`)
    .refine((s) => !CONTROL_CHARACTER.test(s), `The ${label} must be on one line.`);

/**
 * A BMDC (Bangladesh Medical and Dental Council) registration number: A- for doctors, D- for
 * dentists, then the number; written "A-12345", "A 12345", "a12345" or "12345", kept as
 * "A-12345" (or the digits alone when no letter was given).
 */
export const BmdcNumberSchema = z
  .string()
  .trim()
  .max(20, 'Enter the BMDC registration number as on the prescription, e.g. A-12345.')
  .transform((s) => s.toUpperCase().replace(/\s+/g, ''))
  .refine((s) => s.length > 0, "Enter the doctor's BMDC registration number.")
  .refine(
    (s) => /^(?:[AD]-?)?\d{2,7}$/.test(s),
    'Enter the BMDC registration number as on the prescription, e.g. A-12345.',
  )
  .transform((s) => s.replace(/^([AD])-?/, '$1-'));

/** Today as the server or the browser sees it (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

/** The day written on the paper: not in the future, not older than the limit. */
export const WrittenOnSchema = CalendarDateSchema.refine(
  // A day's grace: in Dhaka (UTC+6) tomorrow in UTC may already be today.
  (s) => s <= isoTomorrow(),
  'The date written cannot be in the future.',
).refine(
  (s) => s >= addMonths(today(), -12 * PRESCRIPTION_LIMITS.writtenWithinYears),
  `A prescription written more than ${PRESCRIPTION_LIMITS.writtenWithinYears} years ago cannot be used.`,
);

function isoTomorrow() {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/** The typed fields of an upload (multipart fields beside the page files). */
export const PrescriptionFieldsSchema = z
  .object({
    patientName: oneLine("patient's name", PRESCRIPTION_LIMITS.nameMax),
    doctorName: oneLine("doctor's name", PRESCRIPTION_LIMITS.nameMax),
    bmdcNumber: BmdcNumberSchema,
    writtenOn: WrittenOnSchema,
  })
  .strict();
export type PrescriptionFields = z.input<typeof PrescriptionFieldsSchema>;

export const PrescriptionPageSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']),
  byteSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A PDF's page count; null for an image. */
  pdfPages: z.number().int().nullable(),
});

const PersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const PrescriptionSchema = z.object({
  id: z.string(),
  status: z.enum(PRESCRIPTION_STATUSES),
  patientName: z.string(),
  doctorName: z.string(),
  bmdcNumber: z.string(),
  writtenOn: z.string(),
  /** Approved: the last day it may be used. */
  validUntil: z.string().nullable(),
  /** Approved, and its last day has passed. */
  expired: z.boolean(),
  rejectionReason: z.enum(REJECTION_REASONS).nullable(),
  rejectionNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Who decided, with their Pharmacy Council registration (decision 057). */
  reviewedBy: z.object({ id: z.string(), name: z.string(), registration: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  pages: z.array(PrescriptionPageSchema),
  /** Orders use it: it can no longer be deleted. */
  inUse: z.boolean(),
  /** Who uploaded it (null when the account was deleted); shown to pharmacists and admins. */
  owner: PersonSchema.nullable(),
  /** A pharmacist reviewing it now, until when. */
  claim: z.object({ by: z.object({ id: z.string(), name: z.string() }), until: z.string() }).nullable(),
});
export type Prescription = z.infer<typeof PrescriptionSchema>;
export const PrescriptionPageListSchema = pageOf(PrescriptionSchema);
export type PrescriptionList = z.infer<typeof PrescriptionPageListSchema>;

export const PrescriptionListQuery = z
  .object({
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();

export const PrescriptionIdParams = z.object({ id: z.string().min(1).max(64) }).strict();
export const PrescriptionPageParams = z
  .object({ id: z.string().min(1).max(64), pageId: z.string().min(1).max(64) })
  .strict();

/** `POST /api/prescriptions/:id/pages/:pageId/link`: a link for the caller alone, for a few minutes. */
export const PageLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PageLink = z.infer<typeof PageLinkSchema>;

/** The signed link's query: viewer, expiry (seconds since 1970) and signature. */
export const PageFileQuery = z
  .object({
    viewer: z.string().min(1).max(64),
    expires: z.coerce.number().int().min(0).max(99_999_999_999),
    sig: z.string().min(1).max(128),
  })
  .strict();
export const PageFileParams = z.object({ pageId: z.string().min(1).max(64) }).strict();

/** The last day a pharmacist may set: today plus the longest validity. */
export const latestValidUntil = (from: string) => addMonths(from, PRESCRIPTION_LIMITS.maxValidityMonths);
/** The validity a pharmacist gives when they set none. */
export const defaultValidUntil = (from: string) => addMonths(from, PRESCRIPTION_LIMITS.defaultValidityMonths);

export const ApprovePrescriptionSchema = z
  .object({
    /** The last day it may be used; six months from today when left out. */
    validUntil: CalendarDateSchema.optional(),
  })
  .strict();
export type ApprovePrescription = z.input<typeof ApprovePrescriptionSchema>;

export const RejectPrescriptionSchema = z
  .object({
    reason: z.enum(REJECTION_REASONS, 'Choose a reason.'),
    note: z
      .string()
      .trim()
      .max(PRESCRIPTION_LIMITS.noteMax, `Use at most ${PRESCRIPTION_LIMITS.noteMax} characters for the note.`)
      .optional(),
  })
  .strict()
  .refine((v) => v.reason !== 'other' || (v.note?.length ?? 0) > 0, {
    message: 'Say why in the note when the reason is "other".',
    path: ['note'],
  });
export type RejectPrescription = z.input<typeof RejectPrescriptionSchema>;

export const DeletedPrescriptionSchema = z.object({ deletedCount: z.number().int() });
