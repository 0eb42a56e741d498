import { PAYMENT_REVIEW_REASON_MAX, type PaymentToReview } from '@medibazaar/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDecidePayment } from '../api/payment-reviews';

/**
 * One payment SSLCommerz found risky: its orders (links), amount, buyer and the transaction ids to
 * look it up by with SSLCommerz or the bank; Accept (after a confirmation) or Refuse with a reason
 * typed in a form that opens under it.
 */
export function PaymentReviewCard({ payment: p }: { payment: PaymentToReview }) {
  const { t, i18n } = useTranslation();
  const decide = useDecidePayment();
  const [refusing, setRefusing] = useState(false);
  const refuseRef = useRef<HTMLButtonElement>(null);
  const wasRefusing = useRef(false);
  const orders = p.orders.join(', ');
  const amount = formatMoney(p.amount, i18n.language);

  // Closed without refusing, the reason's form gives the focus back to Refuse.
  useEffect(() => {
    if (!refusing && wasRefusing.current) refuseRef.current?.focus();
    wasRefusing.current = refusing;
  }, [refusing]);

  async function accept() {
    const ok = await confirmDialog({
      title: t('orders.paymentReview.confirmAcceptTitle', { amount, orders }),
      text: t('orders.paymentReview.confirmAcceptText'),
      confirm: t('orders.paymentReview.accept'),
      cancel: t('orders.paymentReview.keep'),
    });
    if (!ok) return;
    try {
      await decide.mutateAsync({ paymentId: p.paymentId, decision: 'accept' });
      toast.success(t('orders.paymentReview.accepted', { orders }));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  /** Refuses with the reason; the error's words when the server refuses, for the form to show. */
  async function refuse(reason: string): Promise<string | undefined> {
    try {
      await decide.mutateAsync({ paymentId: p.paymentId, decision: 'refuse', reason });
      toast.success(t('orders.paymentReview.refused', { orders }));
      return undefined;
    } catch (err) {
      return apiErrorMessage(err, t);
    }
  }

  return (
    <Panel as="li" padding="md">
      <h2 className="text-lg font-bold text-ink">
        {t('orders.paymentReview.orders', { count: p.orders.length })}{' '}
        {p.orders.map((n, i) => (
          <span key={n}>
            {i > 0 && ', '}
            <Link to={paths.dashboard.order.to(n)} className="text-brand-700 underline">
              {n}
            </Link>
          </span>
        ))}
      </h2>
      <p className="mt-1 text-xl font-semibold tabular-nums text-ink" data-testid="review-amount">
        {amount}
      </p>
      <ul className="mt-2 flex flex-col gap-1 break-words text-sm text-muted">
        <li>{t('orders.paymentReview.buyer', { email: p.buyerEmail })}</li>
        <li>{t('orders.paymentReview.transaction', { id: p.transactionId })}</li>
        {p.reference && <li>{t('orders.paymentReview.reference', { reference: p.reference })}</li>}
        {p.card && <li>{t('orders.paymentReview.card', { brand: p.card.brand, last4: p.card.last4 })}</li>}
        <li>{t('orders.paymentReview.paidOn', { date: formatDateTime(p.createdAt, i18n.language) })}</li>
      </ul>
      {refusing ? (
        <RefuseForm pending={decide.isPending} onRefuse={refuse} onCancel={() => setRefusing(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button
            disabled={decide.isPending}
            aria-label={t('orders.paymentReview.acceptNamed', { orders })}
            onClick={() => void accept()}
          >
            {t('orders.paymentReview.accept')}
          </Button>
          <Button
            ref={refuseRef}
            variant="secondary"
            disabled={decide.isPending}
            aria-label={t('orders.paymentReview.refuseNamed', { orders })}
            onClick={() => setRefusing(true)}
          >
            {t('orders.paymentReview.refuse')}
          </Button>
        </div>
      )}
    </Panel>
  );
}

/** Why the admin refuses the payment (required, for the audit log), then "Refuse and refund" or Cancel. */
function RefuseForm({
  pending,
  onRefuse,
  onCancel,
}: {
  pending: boolean;
  onRefuse: (reason: string) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  // The reason's box takes the focus as it opens, so a keyboard user types straight away.
  useEffect(() => reasonRef.current?.focus(), []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('orders.paymentReview.reasonRequired'));
      reasonRef.current?.focus();
      return;
    }
    setError(await onRefuse(reason.trim()));
  }

  return (
    <form className="mt-3 flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <FormField label={t('orders.paymentReview.reason')} hint={t('orders.paymentReview.reasonHint')} error={error}>
        {(control) => (
          <textarea
            {...control}
            ref={reasonRef}
            rows={3}
            maxLength={PAYMENT_REVIEW_REASON_MAX}
            required
            className={inputStyles}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={pending}>
          {t('orders.paymentReview.confirmRefuse')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('orders.paymentReview.cancel')}
        </Button>
      </div>
    </form>
  );
}
