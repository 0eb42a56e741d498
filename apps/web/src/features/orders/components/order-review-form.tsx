import {
  ORDER_LINE_REJECTION_REASONS,
  type Order,
  type OrderLine,
  type OrderLineRejectionReason,
  type ReviewOrderInput,
} from '@medibazaar/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PrescriptionNeeded } from '../../../components/ui/prescription-needed';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useReviewOrder } from '../api/review-order';
import { panelClass } from '../../../components/ui/panel';

type Decision = '' | 'approve' | 'reject';
interface LineState {
  decision: Decision;
  quantity: string;
  reason: OrderLineRejectionReason | '';
  note: string;
}
type LineErrors = Partial<Record<'decision' | 'quantity' | 'reason' | 'note', string>>;

/** Where the order's prescription stands, as far as its lines go. */
export type PrescriptionStanding = 'approved' | 'pending' | 'rejected' | 'expired' | 'none';

/** Answers that end this review: someone else decided, or holds the order now. */
const CONFLICTS = new Set(['ORDER_ALREADY_REVIEWED', 'ORDER_CLAIMED', 'PRESCRIPTION_NOT_APPROVED', 'ORDER_NOT_FOUND']);

const initial = (l: OrderLine): LineState => ({
  // A line without a prescription goes as ordered unless the pharmacist says otherwise.
  decision: l.requiresPrescription ? '' : 'approve',
  quantity: String(l.quantity),
  reason: '',
  note: '',
});

function LineDecision({
  line,
  state,
  errors,
  onChange,
}: {
  line: OrderLine;
  state: LineState;
  errors: LineErrors;
  onChange: (next: Partial<LineState>) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const legendId = useId();
  const decisionErrorId = useId();
  const requested = line.quantity;
  const label = [line.name, line.strength].filter(Boolean).join(' ');
  return (
    <li className="flex flex-col gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0" data-testid="review-line">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={legendId} className="font-bold break-words text-ink">
          {label}
        </h4>
        <span className="text-sm text-muted tabular-nums">
          {t('orders.review.asked', { count: requested })} · {formatMoney(line.unitPrice, i18n.language)}
        </span>
      </div>
      {line.requiresPrescription ? (
        <PrescriptionNeeded />
      ) : (
        <p className="text-sm text-muted">{t('orders.review.noRx')}</p>
      )}
      <div
        role="radiogroup"
        aria-label={t('orders.review.decision', { name: label })}
        aria-describedby={errors.decision ? decisionErrorId : undefined}
        className="flex flex-wrap gap-2"
        data-field="decision"
      >
        {(['approve', 'reject'] as const).map((d) => (
          <label
            key={d}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 ${
              state.decision === d
                ? d === 'approve'
                  ? 'border-success-700 bg-success-50'
                  : 'border-danger-700 bg-danger-50'
                : 'border-line bg-white'
            }`}
          >
            <input
              type="radio"
              name={name}
              className="h-5 w-5"
              checked={state.decision === d}
              onChange={() => onChange({ decision: d })}
            />
            {t(`orders.review.${d}`)}
          </label>
        ))}
      </div>
      {errors.decision && (
        <p id={decisionErrorId} role="alert" className="text-sm font-medium text-danger-700">
          {errors.decision}
        </p>
      )}
      {state.decision === 'approve' && requested > 1 && (
        <FormField
          label={t('orders.review.quantity')}
          hint={t('orders.review.quantityHint', { max: requested })}
          error={errors.quantity}
        >
          {(control) => (
            <input
              {...control}
              data-field="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={requested}
              step={1}
              className={`${inputStyles} max-w-32 tabular-nums`}
              value={state.quantity}
              onChange={(e) => onChange({ quantity: e.target.value })}
            />
          )}
        </FormField>
      )}
      {state.decision === 'reject' && (
        <div className="grid gap-3">
          <FormField label={t('orders.review.reason')} error={errors.reason}>
            {(control) => (
              <select
                {...control}
                data-field="reason"
                className={inputStyles}
                value={state.reason}
                onChange={(e) => onChange({ reason: e.target.value as OrderLineRejectionReason | '' })}
              >
                <option value="">{t('orders.review.choose')}</option>
                {ORDER_LINE_REJECTION_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`orders.lineReasons.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('orders.review.note')} hint={t('orders.review.noteHint')} error={errors.note}>
            {(control) => (
              <textarea
                {...control}
                data-field="note"
                rows={2}
                maxLength={500}
                className={inputStyles}
                value={state.note}
                onChange={(e) => onChange({ note: e.target.value })}
              />
            )}
          </FormField>
        </div>
      )}
    </li>
  );
}

/**
 * The pharmacist's decision on each line of an order awaiting review: approve (all, or fewer
 * units), or reject with a reason from the list and a note. Lines without a prescription start
 * approved. Saving asks first, naming the order and what is approved; a conflict (another
 * pharmacist decided or holds the order, the prescription is not approved) is said in words.
 */
export function OrderReviewForm({
  order,
  standing,
  onDone,
}: {
  order: Order;
  standing: PrescriptionStanding;
  onDone: (reviewed: Order | null) => void;
}) {
  const { t } = useTranslation();
  const { review } = useReviewOrder();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [lines, setLines] = useState<Record<string, LineState>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.id, initial(l)])),
  );
  const [errors, setErrors] = useState<Record<string, LineErrors>>({});
  const [problem, setProblem] = useState<{ message: string; final: boolean } | null>(null);

  const change = (id: string, next: Partial<LineState>) => {
    setLines((all) => ({ ...all, [id]: { ...all[id]!, ...next } }));
    setErrors((all) => ({ ...all, [id]: {} }));
  };

  function check(): Record<string, LineErrors> {
    const found: Record<string, LineErrors> = {};
    for (const l of order.lines) {
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

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const found = check();
    setErrors(found);
    const firstId = order.lines.find((l) => found[l.id])?.id;
    if (firstId) {
      // Focus moves to the first line in trouble, on the control that needs a change.
      const field = (['decision', 'quantity', 'reason', 'note'] as const).find((f) => found[firstId]![f]);
      const item =
        formRef.current?.querySelectorAll<HTMLElement>('[data-testid="review-line"]')[
          order.lines.findIndex((l) => l.id === firstId)
        ];
      const target =
        field === 'decision'
          ? item?.querySelector<HTMLElement>('input[type="radio"]')
          : item?.querySelector<HTMLElement>(`[data-field="${field}"]`);
      target?.focus();
      return;
    }
    const body: ReviewOrderInput = {
      lines: order.lines.map((l) => {
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
    const approved = order.lines.filter((l) => lines[l.id]!.decision === 'approve');
    const rejected = order.lines.filter((l) => lines[l.id]!.decision === 'reject');
    const listOf = (ls: OrderLine[], withQty: boolean) =>
      ls.length ? ls.map((l) => (withQty ? `${l.name} × ${Number(lines[l.id]!.quantity)}` : l.name)).join(', ') : '—';
    const ok = await confirmDialog({
      title: t('orders.review.confirmTitle', { number: order.number }),
      text: approved.length
        ? t('orders.review.confirmText', { approved: listOf(approved, true), rejected: listOf(rejected, false) })
        : t('orders.review.confirmNone', { number: order.number }),
      confirm: t('orders.review.confirm'),
      cancel: t('orders.review.cancel'),
    }).catch(() => false);
    if (!ok) return;
    try {
      const reviewed = await review.mutateAsync({ number: order.number, body });
      toast.success(
        t(reviewed.status === 'cancelled' ? 'orders.review.doneCancelled' : 'orders.review.doneConfirmed', {
          number: order.number,
        }),
      );
      onDone(reviewed);
    } catch (err) {
      const final =
        err instanceof ApiRequestError && CONFLICTS.has(err.code ?? '') && err.code !== 'PRESCRIPTION_NOT_APPROVED';
      setProblem({ message: apiErrorMessage(err, t), final });
    }
  }

  const blocked = standing === 'pending' || standing === 'rejected' || standing === 'expired';

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={headingId}
      className={panelClass({ padding: 'md', className: 'flex flex-col gap-4' })}
      data-testid="order-review-form"
    >
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {t('orders.review.lines')}
      </h3>
      {blocked && (
        <p className="rounded-md bg-pending-50 px-3 py-2 text-pending-700">
          {t(
            standing === 'pending'
              ? 'orders.review.rxPending'
              : standing === 'rejected'
                ? 'orders.review.rxRejected'
                : 'orders.review.rxExpired',
          )}
        </p>
      )}
      <ul className="flex flex-col gap-4">
        {order.lines.map((l) => (
          <LineDecision
            key={l.id}
            line={l}
            state={lines[l.id]!}
            errors={errors[l.id] ?? {}}
            onChange={(next) => change(l.id, next)}
          />
        ))}
      </ul>
      {problem && (
        <div role="alert" className="flex flex-col gap-2 rounded-md bg-danger-50 px-3 py-2 text-danger-700">
          <p>{problem.message}</p>
          {problem.final && (
            <div>
              <Button variant="secondary" onClick={() => onDone(null)}>
                {t('prescriptions.review.back')}
              </Button>
            </div>
          )}
        </div>
      )}
      <Button type="submit" disabled={review.isPending}>
        {review.isPending ? t('orders.review.working') : t('orders.review.submit')}
      </Button>
    </form>
  );
}
