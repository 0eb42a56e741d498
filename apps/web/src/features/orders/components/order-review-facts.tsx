import type { Order } from '@medibazaar/contract';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { PaymentWords } from './order-parts';

/**
 * Beside the prescription's pages: the prescription's state and facts (drawn by the page,
 * `prescription`), then who ordered, when, how they pay and how much.
 */
export function OrderReviewFacts({ order: o, prescription }: { order: Order; prescription: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel
      title={t('orders.review.prescription')}
      level={3}
      headingClassName="mb-2 text-lg font-bold text-ink"
      padding="md"
    >
      {prescription}
      <p className="mt-2 text-sm break-words text-muted">
        {t('orders.review.buyer', { name: o.buyerName ? `${o.buyerName} (${o.buyerEmail})` : o.buyerEmail })} ·{' '}
        {formatDateTime(o.createdAt, i18n.language)}
      </p>
      <p className="mt-1 text-sm">
        <PaymentWords method={o.paymentMethod} status={o.paymentStatus} /> ·{' '}
        <span className="tabular-nums">{formatMoney(o.total, i18n.language)}</span>
      </p>
    </Panel>
  );
}
