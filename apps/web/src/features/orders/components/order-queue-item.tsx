import type { OrderForReview } from '@medibazaar/contract';
import { Button } from '../../../components/ui/button';
import { ClaimWords, useHeldByOther } from '../../../components/ui/claim-words';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { PaymentWords, shortDateTime } from './order-parts';

/** An order in the pharmacist's queue: who, how much, since when, who holds it, and Open. */
export function OrderQueueItem({
  item,
  onOpen,
  opening,
}: {
  item: OrderForReview;
  onOpen: () => void;
  opening: boolean;
}) {
  const { t, i18n } = useTranslation();
  const o = item.order;
  const heldByOther = useHeldByOther(o.claim);
  return (
    <Panel
      as="li"
      padding="md"
      className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
      data-testid="review-order"
    >
      <div className="min-w-0">
        <h3 className="font-bold text-ink">{t('orders.review.heading', { number: o.number })}</h3>
        <p className="text-sm break-words text-muted">
          {o.buyerName ?? o.buyerEmail} · {t('orders.review.items', { count: o.lines.length })} ·{' '}
          <span className="tabular-nums">{formatMoney(o.total, i18n.language)}</span> ·{' '}
          <PaymentWords method={o.paymentMethod} status={o.paymentStatus} />
        </p>
        <p className="text-sm break-words text-muted">
          {t('orders.review.waitingSince', { time: formatDateTime(o.createdAt, i18n.language) })}
          {o.holdUntil && <> · {t('orders.review.heldUntil', { time: shortDateTime(o.holdUntil, i18n.language) })}</>}
        </p>
        <ClaimWords claim={o.claim} keys={{ yours: 'orders.review.yours', other: 'orders.review.reviewing' }} />
      </div>
      <Button
        disabled={heldByOther || opening}
        aria-label={t('orders.review.openNamed', { number: o.number })}
        onClick={onOpen}
      >
        {t('orders.review.open')}
      </Button>
    </Panel>
  );
}
