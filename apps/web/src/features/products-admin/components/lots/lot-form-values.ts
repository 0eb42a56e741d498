import { asciiDigits, LotAdjustSchema, LotReceiveSchema, type ErrorCode } from '@medibazaar/contract';
import type { TFunction } from '../../../../lib/i18n';
import type { LotAdjustBody, LotReceiveBody } from '../../api/lots';

// The receiving and adjusting forms' values, checked with the contract's own schemas before they
// are sent, each problem as one sentence in the reader's language under its field.

export interface ReceiveValues {
  batch: string;
  expiryMonth: string;
  expiryYear: string;
  quantity: string;
  receivedOn: string;
  supplier: string;
  cost: string;
}

export type ReceiveField = 'batch' | 'expiry' | 'quantity' | 'received' | 'supplier' | 'cost';

export const emptyReceiveValues = (today: string): ReceiveValues => ({
  batch: '',
  expiryMonth: '',
  expiryYear: '',
  quantity: '',
  receivedOn: today,
  supplier: '',
  cost: '',
});

/** A number as typed, Bangla digits read as ASCII: NaN for anything but digits (and one point, `decimals`). */
function typedNumber(s: string, decimals = false): number {
  const ascii = asciiDigits(s.trim());
  return (decimals ? /^\d+(\.\d+)?$/ : /^\d+$/).test(ascii) ? Number(ascii) : Number.NaN;
}

/** What the batch field keeps of what a scanner or a person types: upper case, no spaces around. */
export const scannedBatch = (s: string) => s.toUpperCase();

const RECEIVE_FIELDS: Record<string, ReceiveField> = {
  batch: 'batch',
  expires: 'expiry',
  quantity: 'quantity',
  receivedOn: 'received',
  supplier: 'supplier',
  cost: 'cost',
};

/** The body to send, or each field's problem in the reader's language. */
export function checkReceive(
  values: ReceiveValues,
  t: TFunction,
): { body: LotReceiveBody } | { errors: Partial<Record<ReceiveField, string>> } {
  const year = asciiDigits(values.expiryYear.trim());
  const monthOk = /^(0[1-9]|1[0-2])$/.test(values.expiryMonth);
  const expiryGiven = values.expiryMonth !== '' || year !== '';
  const errors: Partial<Record<ReceiveField, string>> = {};
  if (expiryGiven && (!monthOk || !/^\d{4}$/.test(year))) errors.expiry = t('lots.receive.errors.expiry');
  const body: LotReceiveBody = {
    batch: values.batch,
    quantity: typedNumber(values.quantity),
    ...(expiryGiven && !errors.expiry ? { expires: `${year}-${values.expiryMonth}` } : {}),
    ...(values.receivedOn ? { receivedOn: values.receivedOn } : {}),
    ...(values.supplier.trim() ? { supplier: values.supplier } : {}),
    ...(values.cost.trim() ? { cost: typedNumber(values.cost, true) } : {}),
  };
  const parsed = LotReceiveSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = RECEIVE_FIELDS[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = t(`lots.receive.errors.${field}`);
    }
  }
  return Object.keys(errors).length ? { errors } : { body };
}

/** Where the server's refusal of a receipt belongs: the field it is about, or the form. */
export function receiveErrorField(code: ErrorCode | string | undefined, field: string | undefined): ReceiveField | null {
  if (code === 'EXPIRY_IN_PAST' || code === 'EXPIRY_REQUIRED') return 'expiry';
  if (code === 'LOT_BATCH_CONFLICT') return 'batch';
  if (code === 'VALIDATION_ERROR' && field) return RECEIVE_FIELDS[field.split('.')[0]!] ?? null;
  return null;
}

export interface AdjustValues {
  reason: 'damaged' | 'lost' | 'count';
  quantity: string;
  note: string;
}

export function checkAdjust(
  values: AdjustValues,
  t: TFunction,
): { body: LotAdjustBody } | { errors: Partial<Record<'quantity' | 'note', string>> } {
  const body: LotAdjustBody = {
    reason: values.reason,
    quantity: typedNumber(values.quantity),
    ...(values.note.trim() ? { note: values.note } : {}),
  };
  const errors: Partial<Record<'quantity' | 'note', string>> = {};
  const parsed = LotAdjustSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'note' ? 'note' : 'quantity';
      errors[field] ??= t(`lots.adjustForm.errors.${field}`);
    }
  }
  if (values.reason !== 'count' && body.quantity < 1) errors.quantity ??= t('lots.adjustForm.errors.quantity');
  return Object.keys(errors).length ? { errors } : { body };
}
