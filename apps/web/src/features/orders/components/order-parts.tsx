import {
  DISTRICTS,
  ORDER_HAPPY_PATH,
  type Order,
  type OrderPaymentStatus,
  type OrderStatus,
} from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';

const CHIP: Record<OrderStatus, string> = {
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

export function PaymentWords({ method, status }: { method: Order['paymentMethod']; status: OrderPaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span>
      {t(`orders.payment.${method}`)} · {t(`orders.payment.${status}`)}
    </span>
  );
}

export function districtName(id: string, lng: string) {
  const d = DISTRICTS.find((x) => x.id === id);
  return d ? (lng === 'bn' ? d.bn : d.en) : id;
}

/** The order's path as a vertical tracker: the steps reached (with when and who), the ones to come. */
export function OrderTracker({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const reached = new Map(order.events.map((e) => [e.to, e]));
  const ended = order.status === 'cancelled' || order.status === 'returned';
  const steps: OrderStatus[] = ended ? [...order.events.map((e) => e.to)] : [...ORDER_HAPPY_PATH];
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
                {[t(`orders.by.${event.by}`), event.byName].filter(Boolean).join(' ')}
              </p>
            )}
            {event?.note && <p className="text-sm text-ink">{event.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}

export function daysText(t: ReturnType<typeof useTranslation>['t'], min: number, max: number) {
  return min === max ? t('orders.oneDay', { count: max }) : t('orders.days', { min, max });
}
