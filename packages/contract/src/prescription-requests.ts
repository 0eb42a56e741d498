import { z } from 'zod';
import { pageOf, queryInt } from './common.js';
import { CONTROL_CHARACTER, DOSAGE_FORMS, PAGE_SIZE } from './constants.js';
import { asciiDigits } from './digits.js';

/**
 * Ordering by prescription only (docs/product.md#order-by-prescription): the shopper sends a
 * prescription, an address and a note; a pharmacist builds the order from it (medicines,
 * quantities, a substitute marked as such); the shopper accepts it (its lines go to the cart and
 * on to checkout) or declines it, within the hold time.
 */
export const PRESCRIPTION_REQUEST_LIMITS = {
  noteMax: 500,
  declineReasonMax: 300,
  substituteForMax: 100,
  linesMax: 30,
  quantityMax: 99,
  /** Requests one shopper may have waiting for a pharmacist at once. */
  waitingPerBuyer: 3,
} as const;

export const PRESCRIPTION_REQUEST_STATUSES = [
  'waiting',
  'proposed',
  'accepted',
  'declined',
  'cancelled',
  'expired',
] as const;
export type PrescriptionRequestStatus = (typeof PRESCRIPTION_REQUEST_STATUSES)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !CONTROL_CHARACTER.test(s.replace(/[\n\r\t]/g, ' ')), 'must not contain control characters');

const id = (what: string) => z.uuid({ error: `must be the id of ${what}` });

/** `POST /api/prescription-requests`: one of the shopper's prescriptions, one of their addresses. */
export const PrescriptionRequestInputSchema = z
  .object({
    prescriptionId: id('one of your prescriptions'),
    addressId: id('one of your addresses'),
    note: text(PRESCRIPTION_REQUEST_LIMITS.noteMax).optional(),
  })
  .strict();
export type PrescriptionRequestInput = z.input<typeof PrescriptionRequestInputSchema>;

const { quantityMax } = PRESCRIPTION_REQUEST_LIMITS;
/** A number, or digits typed as text (Bangla ones too): the bounds are the number's either way. */
const quantity = z.union([
  z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(quantityMax, `must be at most ${quantityMax}`),
  z
    .string()
    .trim()
    .max(6)
    .transform(asciiDigits)
    .pipe(
      z.coerce
        .number<string>()
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(quantityMax, `must be at most ${quantityMax}`),
    ),
]);

/** `PUT /api/prescription-requests/:id/proposal`: the pharmacist's order, each product once. */
export const PrescriptionProposalInputSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            productId: id('a product'),
            quantity,
            /** What the prescription named, when this line is a substitute for it. */
            substituteFor: z
              .string()
              .trim()
              .min(2, 'must be at least 2 characters')
              .max(PRESCRIPTION_REQUEST_LIMITS.substituteForMax, 'must be at most 100 characters')
              .refine((s) => !CONTROL_CHARACTER.test(s), 'must not contain control characters')
              .optional(),
          })
          .strict(),
      )
      .min(1, 'must name at least one medicine')
      .max(PRESCRIPTION_REQUEST_LIMITS.linesMax, `must name at most ${PRESCRIPTION_REQUEST_LIMITS.linesMax} medicines`)
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'must name each product once'),
    note: text(PRESCRIPTION_REQUEST_LIMITS.noteMax).optional(),
  })
  .strict();
export type PrescriptionProposalInput = z.input<typeof PrescriptionProposalInputSchema>;
export type PrescriptionProposal = z.output<typeof PrescriptionProposalInputSchema>;

export const DeclineProposalInputSchema = z
  .object({ reason: text(PRESCRIPTION_REQUEST_LIMITS.declineReasonMax).optional() })
  .strict();

export const PrescriptionRequestListQuery = z
  .object({
    status: z.enum(PRESCRIPTION_REQUEST_STATUSES).optional(),
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();

export const ProposalLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** A medicine's strength, dosage form and pack (null for a product that is not a medicine). */
  strength: z.string().nullable(),
  form: z.enum(DOSAGE_FORMS).nullable(),
  packLabel: z.string().nullable(),
  quantity: z.number().int(),
  /** The price of one pack today, after its discount, in the shop's minor unit. */
  unitPrice: z.number().int(),
  substituteFor: z.string().nullable(),
  /** Whether the shop has the quantity on its shelves right now. */
  inStock: z.boolean(),
});
export type ProposalLine = z.infer<typeof ProposalLineSchema>;

export const PrescriptionRequestSchema = z.object({
  id: z.string(),
  status: z.enum(PRESCRIPTION_REQUEST_STATUSES),
  note: z.string().nullable(),
  buyer: z.object({ id: z.string(), name: z.string() }),
  prescription: z.object({
    id: z.string(),
    patientName: z.string(),
    status: z.string(),
    validUntil: z.string().nullable(),
  }),
  address: z.object({ id: z.string(), name: z.string(), area: z.string(), district: z.string() }),
  proposal: z
    .object({
      lines: z.array(ProposalLineSchema),
      note: z.string().nullable(),
      proposedAt: z.string(),
      /** The shopper answers before this; after it the proposal has expired. */
      answerBy: z.string(),
      pharmacist: z.string(),
    })
    .nullable(),
  declineReason: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PrescriptionRequest = z.infer<typeof PrescriptionRequestSchema>;
export const PrescriptionRequestPageSchema = pageOf(PrescriptionRequestSchema);
export type PrescriptionRequestPage = z.infer<typeof PrescriptionRequestPageSchema>;
