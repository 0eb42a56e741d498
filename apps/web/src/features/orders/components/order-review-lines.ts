import {
  COURSE_QUANTITY_MAX,
  type OrderForReview,
  type OrderLine,
  type OrderLineRejectionReason,
  type ReviewOrderInput,
  typedNumber,
} from '@medibazaar/contract';
import type { TFunction } from '../../../lib/i18n';

type Decision = '' | 'approve' | 'reject';

/** One line's decision as the pharmacist fills it in: numbers as typed, Bangla digits too (`typedNumber` reads them). */
export interface LineState {
  decision: Decision;
  quantity: string;
  reason: OrderLineRejectionReason | '';
  note: string;
  /** An antibiotic: the full course written on the prescription, in units (may stay empty). */
  course: string;
}
export type LineErrors = Partial<Record<'decision' | 'quantity' | 'reason' | 'note' | 'course', string>>;

/** An antibiotic line of the order under review (written to the register when approved). */
export type AntibioticLine = OrderForReview['antibioticLines'][number];

/**
 * Units the approved packs hold, against the course the prescription writes: a shortfall when the
 * course is entered and more than the packs hold (decision 057).
 */
export function courseShortfall(state: LineState, antibiotic: AntibioticLine | undefined) {
  const course = typedNumber(state.course);
  if (!antibiotic || state.decision !== 'approve' || !state.course.trim() || !Number.isInteger(course)) return null;
  const units = typedNumber(state.quantity) * (antibiotic.packSize ?? 1);
  return Number.isFinite(units) && units < course ? { units, course } : null;
}

/** Where a line starts. */
export const initialLine = (l: OrderLine): LineState => ({
  // A line without a prescription goes as ordered unless the pharmacist says otherwise.
  decision: l.requiresPrescription ? '' : 'approve',
  quantity: String(l.quantity),
  reason: '',
  note: '',
  course: '',
});

/** What is missing or wrong on each line, by line id; lines without a problem are left out. */
export function checkLines(orderLines: OrderLine[], lines: Record<string, LineState>, t: TFunction) {
  const found: Record<string, LineErrors> = {};
  for (const l of orderLines) {
    const s = lines[l.id]!;
    const e: LineErrors = {};
    if (!s.decision) e.decision = t('orders.review.decide');
    if (s.decision === 'approve') {
      const q = typedNumber(s.quantity);
      if (!Number.isInteger(q) || q < 1 || q > l.quantity) {
        e.quantity = t('orders.review.quantityInvalid', { max: l.quantity });
      }
      const c = typedNumber(s.course);
      if (s.course.trim() && (!Number.isInteger(c) || c < 1 || c > COURSE_QUANTITY_MAX)) {
        e.course = t('orders.review.courseInvalid', { max: COURSE_QUANTITY_MAX });
      }
    }
    if (s.decision === 'reject') {
      if (!s.reason) e.reason = t('orders.review.reasonRequired');
      else if (s.reason === 'other' && !s.note.trim()) e.note = t('orders.review.noteRequired');
    }
    if (Object.keys(e).length) found[l.id] = e;
  }
  return found;
}

/** The decisions as the server takes them: a quantity only where fewer are approved than asked for. */
export function reviewBody(orderLines: OrderLine[], lines: Record<string, LineState>): ReviewOrderInput {
  return {
    lines: orderLines.map((l) => {
      const s = lines[l.id]!;
      if (s.decision === 'approve') {
        const q = typedNumber(s.quantity);
        const course = s.course.trim() ? { courseQuantity: typedNumber(s.course) } : {};
        return { lineId: l.id, decision: 'approve', ...(q < l.quantity ? { quantity: q } : {}), ...course };
      }
      const note = s.note.trim();
      return {
        lineId: l.id,
        decision: 'reject',
        reason: s.reason as OrderLineRejectionReason,
        ...(note ? { note } : {}),
      };
    }),
  };
}

/** Focus moves to the first line in trouble, on the control that needs a change. */
export function focusFirstProblem(
  form: HTMLFormElement | null,
  orderLines: OrderLine[],
  lineId: string,
  found: LineErrors,
) {
  const field = (['decision', 'quantity', 'course', 'reason', 'note'] as const).find((f) => found[f]);
  const item =
    form?.querySelectorAll<HTMLElement>('[data-testid="review-line"]')[orderLines.findIndex((l) => l.id === lineId)];
  const target =
    field === 'decision'
      ? item?.querySelector<HTMLElement>('input[type="radio"]')
      : item?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  target?.focus();
}
