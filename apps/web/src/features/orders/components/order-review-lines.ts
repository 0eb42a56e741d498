import type { OrderLine, OrderLineRejectionReason, ReviewOrderInput } from '@medibazaar/contract';
import type { TFunction } from '../../../lib/i18n';

type Decision = '' | 'approve' | 'reject';

/** One line's decision as the pharmacist fills it in. */
export interface LineState {
  decision: Decision;
  quantity: string;
  reason: OrderLineRejectionReason | '';
  note: string;
}
export type LineErrors = Partial<Record<'decision' | 'quantity' | 'reason' | 'note', string>>;

/** Where a line starts. */
export const initialLine = (l: OrderLine): LineState => ({
  // A line without a prescription goes as ordered unless the pharmacist says otherwise.
  decision: l.requiresPrescription ? '' : 'approve',
  quantity: String(l.quantity),
  reason: '',
  note: '',
});

/** What is missing or wrong on each line, by line id; lines without a problem are left out. */
export function checkLines(orderLines: OrderLine[], lines: Record<string, LineState>, t: TFunction) {
  const found: Record<string, LineErrors> = {};
  for (const l of orderLines) {
    const s = lines[l.id]!;
    const e: LineErrors = {};
    if (!s.decision) e.decision = t('orders.review.decide');
    if (s.decision === 'approve') {
      const q = Number(s.quantity);
      if (!Number.isInteger(q) || q < 1 || q > l.quantity) {
        e.quantity = t('orders.review.quantityInvalid', { max: l.quantity });
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
        const q = Number(s.quantity);
        return { lineId: l.id, decision: 'approve', ...(q < l.quantity ? { quantity: q } : {}) };
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
  const field = (['decision', 'quantity', 'reason', 'note'] as const).find((f) => found[f]);
  const item =
    form?.querySelectorAll<HTMLElement>('[data-testid="review-line"]')[orderLines.findIndex((l) => l.id === lineId)];
  const target =
    field === 'decision'
      ? item?.querySelector<HTMLElement>('input[type="radio"]')
      : item?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  target?.focus();
}
