import {
  DISTRICTS,
  ORDER_HAPPY_PATH,
  type Order,
  type OrderEvent,
  type OrderLine,
  type OrderPaymentStatus,
  type OrderStatus,
  signedName,
} from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime, formatDateWith } from '../../../lib/format';

const CHIP: Record<OrderStatus, string> = {
  awaiting_prescription: 'bg-pending-50 text-pending-700 border-pending-700/30',
  placed: 'bg-brand-50 text-brand-800 border-brand-600/30',
  confirmed: 'bg-brand-50 text-brand-800 border-brand-600/30',
  packed: 'bg-brand-50 text-brand-800 border-brand-600/30',
  shipped: 'bg-pending-50 text-pending-700 border-pending-700/30',
  delivered: 'bg-success-50 text-success-700 border-success-700/30',
  cancelled: 'bg-surface text-ink border-line',
  returned: 'bg-surface text-ink border-line',
};

/** An order's state in words, in the reader's language. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${CHIP[status]}`}
      data-status={status}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** How an order is paid and where the money stands, in words ("Card · Authorized — charged after …"). */
export function PaymentWords({
  method,
  status,
  checking = false,
}: {
  method: Order['paymentMethod'];
  status: OrderPaymentStatus;
  /** The payment reached the shop and waits for an admin's check (SSLCommerz found it risky). */
  checking?: boolean;
}) {
  const { t } = useTranslation();
  // A card order with nothing owed: said as a card's words (not charged, any hold released).
  const state = checking
    ? t('orders.payment.checking')
    : method === 'card' && status === 'void'
      ? t('orders.payment.voidCard')
      : t(`orders.payment.${status}`);
  return (
    <span data-payment-status={status}>
      {t(`orders.payment.${method}`)} · {state}
    </span>
  );
}

/**
 * An order whose SSLCommerz payment arrived but waits for an admin's check (SSLCommerz found it
 * risky): it has its payment and still awaits it.
 */
export const paymentBeingChecked = (o: Pick<Order, 'status' | 'paymentStatus' | 'payment'>) =>
  o.status !== 'cancelled' && o.paymentStatus === 'awaiting' && o.payment?.provider === 'sslcommerz';

/** Who took an online payment and the transaction id on the buyer's receipt ("Paid by bKash · TrxID 9A1B2C3D"). */
export function providerReferenceWords(
  t: ReturnType<typeof useTranslation>['t'],
  payment: { provider: string; reference: string | null },
): string | null {
  if (!payment.reference) return null;
  if (payment.provider === 'sslcommerz') return t('orders.payment.paidBySslcommerz', { reference: payment.reference });
  if (payment.provider !== 'bkash') return null;
  return t('orders.payment.paidBy', { provider: t('orders.payment.providers.bkash'), reference: payment.reference });
}

/** A day and time, short: the hold on an order's items, a claim's end. */
export const shortDateTime = (iso: string, lng: string) =>
  formatDateWith(iso, { dateStyle: 'medium', timeStyle: 'short' }, lng);

type ReviewedLine = Pick<OrderLine, 'quantity' | 'review'>;

/** A pharmacist's decision on a line in words: approved, approved n of m, or not approved with the reason. */
export function lineReviewWords(t: ReturnType<typeof useTranslation>['t'], line: ReviewedLine): string | null {
  const review = line.review;
  if (!review) return null;
  if (review.decision !== 'approved') {
    return t('orders.lineReview.rejected', {
      reason: review.reason ? t(`orders.lineReasons.${review.reason}`, { defaultValue: review.reason }) : '—',
    });
  }
  return line.quantity < review.requestedQuantity
    ? t('orders.lineReview.partial', { n: line.quantity, m: review.requestedQuantity })
    : t('orders.lineReview.approved');
}

/** What a pharmacist decided on an order's line: approved (all, or n of m), or not, with the reason and note. */
export function LineReview({ line }: { line: ReviewedLine }) {
  const { t } = useTranslation();
  const review = line.review;
  if (!review) return null;
  const approved = review.decision === 'approved';
  const words = lineReviewWords(t, line);
  return (
    <span className="flex flex-col gap-0.5 text-sm" data-testid="line-review" data-decision={review.decision}>
      <span className={`font-semibold ${approved ? 'text-success-700' : 'text-danger-700'}`}>{words}</span>
      {review.note && <span className="text-ink">{t('orders.lineReview.note', { note: review.note })}</span>}
    </span>
  );
}

/** The prescription an order waits on, as its state in words (approved until a day, expired, pending, rejected). */
export function orderPrescriptionWords(
  t: ReturnType<typeof useTranslation>['t'],
  p: NonNullable<Order['prescription']>,
  lng: string,
) {
  const day = (d: string) => formatDateWith(`${d}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }, lng);
  if (p.status === 'approved' && p.validUntil) {
    const expired = p.validUntil < new Date().toISOString().slice(0, 10);
    return t(expired ? 'orders.rx.status.expired' : 'orders.rx.status.approved', { date: day(p.validUntil) });
  }
  return t(`orders.rx.status.${p.status}`, { date: '' });
}

export function districtName(id: string, lng: string) {
  const d = DISTRICTS.find((x) => x.id === id);
  return d ? (lng === 'bn' ? d.bn : d.en) : id;
}

/** The order's path as a vertical tracker: the steps reached (with when and who), the ones to come. */
export function OrderTracker({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  // A move reaches a step; an entry that left the status as it was (a recall's, a return's) is told under its step.
  const moves = order.events.filter((e) => e.from !== e.to);
  const reached = new Map(moves.map((e) => [e.to, e]));
  const ended = order.status === 'cancelled' || order.status === 'returned';
  // An order that waited for a pharmacist starts there instead of at "placed".
  const checked = order.status === 'awaiting_prescription' || reached.has('awaiting_prescription');
  const happy: OrderStatus[] = checked
    ? ['awaiting_prescription', ...ORDER_HAPPY_PATH.filter((s) => s !== 'placed')]
    : [...ORDER_HAPPY_PATH];
  const steps: OrderStatus[] = ended ? moves.map((e) => e.to) : happy;
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-line pl-6" aria-label={t('orders.detail.timeline')}>
      {steps.map((step, i) => {
        const event = reached.get(step);
        const done = Boolean(event);
        return (
          <li key={`${step}-${i}`} className="relative" aria-current={order.status === step ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`absolute -left-[1.95rem] top-1 h-4 w-4 rounded-full border-2 ${
                done ? 'border-brand-700 bg-brand-700' : 'border-line bg-white'
              }`}
            />
            <p className={`font-semibold ${done ? 'text-ink' : 'text-muted'}`}>{t(`orders.status.${step}`)}</p>
            {event && (
              <p className="text-sm text-muted">
                {formatDateTime(event.at, i18n.language)} ·{' '}
                {[t(`orders.by.${event.by}`), event.byName && signedName(event.byName, event.byRegistration)]
                  .filter(Boolean)
                  .join(' ')}
              </p>
            )}
            {/* The shop's own reason is said in the reader's language; its note repeats it in English. */}
            {event?.reason ? (
              <p className="text-sm text-ink">{t(`orders.eventReason.${event.reason}`)}</p>
            ) : (
              event?.note && <p className="text-sm text-ink">{event.note}</p>
            )}
            {event && <EventsAside events={order.events.filter((e) => e.from === step && e.to === step)} />}
          </li>
        );
      })}
    </ol>
  );
}

/** Entries that left the order's status as it was: when, who, the shop's words and the person's own. */
function EventsAside({ events }: { events: OrderEvent[] }) {
  const { t, i18n } = useTranslation();
  if (!events.length) return null;
  return (
    <ul className="mt-2 flex flex-col gap-2 border-l-2 border-line pl-3">
      {events.map((e) => (
        <li key={`${e.at}-${e.reason ?? ''}`} className="text-sm">
          <p className="text-muted">
            {formatDateTime(e.at, i18n.language)} · {[t(`orders.by.${e.by}`), e.byName].filter(Boolean).join(' ')}
          </p>
          {e.reason && <p className="text-ink">{t(`orders.eventReason.${e.reason}`)}</p>}
          {e.note && <p className="text-ink">{e.note}</p>}
        </li>
      ))}
    </ul>
  );
}

export function daysText(t: ReturnType<typeof useTranslation>['t'], min: number, max: number) {
  return min === max ? t('orders.oneDay', { count: max }) : t('orders.days', { min, max });
}
