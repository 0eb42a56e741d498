import { z } from 'zod';

/*
 * The numbers that make a pharmacy lawful in Bangladesh, checked alike by the server and the
 * forms: a pharmacist's registration with the Bangladesh Pharmacy Council (BPC) and a
 * pharmacy's drug licence from the Directorate General of Drug Administration (DGDA).
 * docs/decisions/054-pharmacy-licence-numbers.md says why these forms.
 */

/**
 * BPC registers pharmacists in three grades: A (graduate pharmacists), B (diploma) and
 * C (certificate, the "pharmacy technician" of a drug shop).
 */
export const PHARMACIST_GRADES = ['A', 'B', 'C'] as const;
export type PharmacistGrade = (typeof PHARMACIST_GRADES)[number];

const BPC_EXAMPLE = 'e.g. A-1234';

/**
 * A BPC registration number: the grade's letter, then 1 to 6 digits. Written "A-1234",
 * "A 1234", "a1234" or "A/1234", kept as "A-1234".
 */
export const BpcRegistrationSchema = z
  .string({ error: `Enter the Pharmacy Council registration number, ${BPC_EXAMPLE}.` })
  .trim()
  .max(20, `Enter the Pharmacy Council registration number as on the certificate, ${BPC_EXAMPLE}.`)
  .transform((s) => s.toUpperCase().replace(/\s+/g, ''))
  .refine((s) => s.length > 0, 'Enter the Pharmacy Council registration number.')
  .refine(
    (s) => /^[ABC][-/]?\d{1,6}$/.test(s),
    `Enter the Pharmacy Council registration number as on the certificate: the grade's letter A, B or C, then the number, ${BPC_EXAMPLE}.`,
  )
  .transform((s) => s.replace(/^([ABC])[-/]?/, '$1-'));

/** The grade a BPC registration number shows (its letter). */
export function gradeOfRegistration(registration: string): PharmacistGrade {
  return registration.charAt(0) as PharmacistGrade;
}

export const PharmacistGradeSchema = z.enum(PHARMACIST_GRADES, {
  error: 'Choose the pharmacist’s grade: A, B or C.',
});

const LICENCE_EXAMPLE = 'e.g. DC-12345 or 12345/2024';

/**
 * A DGDA drug licence number as printed on the licence: 3 to 30 letters, digits, hyphens,
 * slashes and dots, at least one digit (licences of different districts and years are
 * numbered differently, so the form is not narrower). Kept in capitals without spaces.
 */
export const DrugLicenceNumberSchema = z
  .string({ error: `Enter the drug licence number, ${LICENCE_EXAMPLE}.` })
  .trim()
  .transform((s) => s.toUpperCase().replace(/\s+/g, ''))
  .refine((s) => s.length > 0, 'Enter the drug licence number.')
  .refine(
    (s) => s.length >= 3 && s.length <= 30 && /^[A-Z0-9][A-Z0-9./-]*$/.test(s) && /\d/.test(s),
    `Enter the drug licence number as printed on the licence (letters, digits, - and /), ${LICENCE_EXAMPLE}.`,
  );
