import { z } from 'zod';
import { CalendarDateSchema } from './calendar-date.js';
import { pageOf, queryInt } from './common.js';
import { PAGE_SIZE } from './constants.js';
import { BpcRegistrationSchema } from './pharmacy-licences.js';

/*
 * Pharmacists who can be named (their Bangladesh Pharmacy Council registration) and the
 * antibiotic register every approved antibiotic line is written to (decision 057).
 */

/** How a reviewer is named on reviews, invoices and the register: "Farhana Kabir (BPC A-1234)". */
export const signedName = (name: string, registration: string | null | undefined): string =>
  registration ? `${name} (BPC ${registration})` : name;

/** A pharmacist (or an admin, who may review too) and their BPC registration, if recorded. */
export const PharmacistSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['pharmacist', 'admin']),
  registration: z.string().nullable(),
});
export type Pharmacist = z.infer<typeof PharmacistSchema>;
export const PharmacistListSchema = z.array(PharmacistSchema);

/** `PUT /api/pharmacists/:id/registration`: the number as on the certificate. */
export const PharmacistRegistrationUpdateSchema = z.object({ registration: BpcRegistrationSchema }).strict();
export type PharmacistRegistrationUpdate = z.input<typeof PharmacistRegistrationUpdateSchema>;

/** The full course a prescription writes for an antibiotic, in units (tablets, capsules, ml). */
export const COURSE_QUANTITY_MAX = 10_000;

/** One line of the antibiotic register: what was approved, for whom, on whose prescription, by whom. */
export const AntibioticRegisterEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  orderNumber: z.string(),
  patientName: z.string(),
  prescriberName: z.string(),
  prescriberBmdc: z.string(),
  medicine: z.string(),
  generics: z.string(),
  strength: z.string().nullable(),
  form: z.string().nullable(),
  /** Packs approved, and the units they hold (packs × pack size; packs when the size is unknown). */
  packs: z.number().int(),
  units: z.number().int(),
  /** The full course written on the prescription, in units, when the pharmacist entered it. */
  courseQuantity: z.number().int().nullable(),
  pharmacistId: z.string(),
  pharmacistName: z.string(),
  pharmacistRegistration: z.string(),
});
export type AntibioticRegisterEntry = z.infer<typeof AntibioticRegisterEntrySchema>;
export const AntibioticRegisterPageSchema = pageOf(AntibioticRegisterEntrySchema);
export type AntibioticRegisterPage = z.infer<typeof AntibioticRegisterPageSchema>;

const registerFilters = {
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  /** Part of the medicine's brand or generic name. */
  medicine: z.string().trim().max(100, 'Enter at most 100 characters.').optional(),
  pharmacistId: z.string().trim().max(64).optional(),
  order: z.string().trim().max(40, 'Enter at most 40 characters.').optional(),
};
const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const datesMessage = { message: 'The first day must not come after the last.', path: ['to'] };

/** `GET /api/antibiotic-register/csv`: the filters of the page, every matching row. */
export const AntibioticRegisterCsvQuery = z.object(registerFilters).strict().refine(datesInOrder, datesMessage);
export type AntibioticRegisterFilter = z.infer<typeof AntibioticRegisterCsvQuery>;

/** `GET /api/antibiotic-register`: the filters (dates inclusive, in UTC), one page. */
export const AntibioticRegisterQuery = z
  .object({
    ...registerFilters,
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict()
  .refine(datesInOrder, datesMessage);
export type AntibioticRegisterQueryInput = z.input<typeof AntibioticRegisterQuery>;

/** At most this many rows go into one CSV (a year of a busy pharmacy); narrow the dates for more. */
export const REGISTER_EXPORT_MAX_ROWS = 50_000;
