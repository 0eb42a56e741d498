import { useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { useReorder } from '../../../features/cart/hooks/use-reorder';
import { useOrder } from '../../../features/orders/api/orders';
import { OrderActions } from '../../../features/orders/components/order-actions';
import {
  confirmationOf,
  OrderCheckBanner,
  OrderConfirmationBanner,
  PaymentCheckBanner,
} from '../../../features/orders/components/order-banners';
import { OrderLinesPanel } from '../../../features/orders/components/order-lines-panel';
import { OrderReturnsPanel } from '../../../features/orders/components/order-returns-panel';
import { daysText, OrderStatusChip, paymentBeingChecked } from '../../../features/orders/components/order-parts';
import {
  OrderAddressPanel,
  OrderTimelinePanel,
  PlacedWithPanel,
} from '../../../features/orders/components/order-side-panels';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/**
 * '/dashboard/orders/:number': the order's lines, address, totals, payment and refunds,
 * a tracker of its steps, and what the reader may do now (Cancel for the buyer while
 * allowed, the next step for its seller or an admin, Pay by card while a card order
 * waits), the invoice and Reorder. Just after checkout it is the confirmation page:
 * a banner with the number and what comes next, and links to the orders placed with it.
 * An order waiting for a pharmacist says so, with its prescription's state and how long its
 * items are held; once reviewed, each line shows what the pharmacist decided. A delivered order's
 * buyer asks for a return there, and its seller or an admin accepts or refuses it (decision 072).
 */
export function Component() {
  const { number = '' } = useParams();
  const confirmation = confirmationOf(useLocation().state);
  const { t } = useTranslation();
  const { user } = useSession();
  const order = useOrder(number);
  const reorder = useReorder();

  if (order.isPending) return <Spinner />;
  if (order.isError) {
    return <EmptyState tone="danger" title={apiErrorMessage(order.error, t, t('orders.detail.notFound'))} />;
  }
  const o = order.data;
  const isBuyer = user?.email.toLowerCase() === o.buyerEmail;
  // Whoever packs it: the order's seller, or an admin.
  const packs = user?.role === 'admin' || (o.sellerEmail !== null && user?.email.toLowerCase() === o.sellerEmail);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeading title={t('orders.detail.title', { number: o.number })}>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <OrderStatusChip status={o.status} />
          <span className="text-muted">{t('orders.detail.estimate', { days: daysText(t, o.minDays, o.maxDays) })}</span>
        </div>
      </PageHeading>

      {confirmation && isBuyer && o.status !== 'cancelled' && (
        <OrderConfirmationBanner order={o} confirmation={confirmation} />
      )}
      {o.status === 'awaiting_prescription' && <OrderCheckBanner order={o} isBuyer={isBuyer} />}
      {paymentBeingChecked(o) && <PaymentCheckBanner />}

      <OrderActions order={o} isBuyer={isBuyer} packs={packs} onReorder={() => void reorder(o.lines)} />

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <OrderLinesPanel order={o} isAdmin={user?.role === 'admin'} />
          <OrderReturnsPanel order={o} isBuyer={isBuyer} decides={packs} />
        </div>
        <div className="flex flex-col gap-4">
          <OrderAddressPanel order={o} />
          {o.placedWith.length > 0 && <PlacedWithPanel numbers={o.placedWith} />}
          <OrderTimelinePanel order={o} />
        </div>
      </div>
    </div>
  );
}
