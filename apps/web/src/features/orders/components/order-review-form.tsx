import { typedNumber, type Order, type OrderLine } from '@medibazaar/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useReviewOrder } from '../api/review-order';
import { panelClass } from '../../../components/ui/panel';
import { LineDecision } from './line-decision';
import {
  checkLines,
  focusFirstProblem,
  initialLine,
  reviewBody,
  type AntibioticLine,
  type LineErrors,
  type LineState,
} from './order-review-lines';

/** Where the order's prescription stands, as far as its lines go. */
export type PrescriptionStanding = 'approved' | 'pending' | 'rejected' | 'expired' | 'none';

/** Answers that end this review: someone else decided, or holds the order now. */
const CONFLICTS = new Set(['ORDER_ALREADY_REVIEWED', 'ORDER_CLAIMED', 'PRESCRIPTION_NOT_APPROVED', 'ORDER_NOT_FOUND']);

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
  antibioticLines = [],
}: {
  order: Order;
  standing: PrescriptionStanding;
  onDone: (reviewed: Order | null) => void;
  /** The order's antibiotic lines: the course is asked for and checked on them. */
  antibioticLines?: AntibioticLine[];
}) {
  const { t } = useTranslation();
  const { review } = useReviewOrder();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [lines, setLines] = useState<Record<string, LineState>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.id, initialLine(l)])),
  );
  const [errors, setErrors] = useState<Record<string, LineErrors>>({});
  const [problem, setProblem] = useState<{ message: string; final: boolean } | null>(null);

  const change = (id: string, next: Partial<LineState>) => {
    setLines((all) => ({ ...all, [id]: { ...all[id]!, ...next } }));
    setErrors((all) => ({ ...all, [id]: {} }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const found = checkLines(order.lines, lines, t);
    setErrors(found);
    const firstId = order.lines.find((l) => found[l.id])?.id;
    if (firstId) {
      focusFirstProblem(formRef.current, order.lines, firstId, found[firstId]!);
      return;
    }
    const body = reviewBody(order.lines, lines);
    const approved = order.lines.filter((l) => lines[l.id]!.decision === 'approve');
    const rejected = order.lines.filter((l) => lines[l.id]!.decision === 'reject');
    const listOf = (ls: OrderLine[], withQty: boolean) =>
      ls.length
        ? ls.map((l) => (withQty ? `${l.name} × ${typedNumber(lines[l.id]!.quantity)}` : l.name)).join(', ')
        : '—';
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
            antibiotic={antibioticLines.find((a) => a.lineId === l.id)}
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
