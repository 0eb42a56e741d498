import { DIVISIONS, type Order } from '@medibazaar/contract';
import { Link } from 'react-router';
import { Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { districtName, OrderTracker } from './order-parts';

/** Where the order goes: the address as the courier reads it, and the buyer's note. */
export function OrderAddressPanel({ order: o }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const division = DIVISIONS.find((d) => d.id === o.address.division);
  return (
    <Panel title={t('orders.detail.deliverTo')} headingClassName="mb-2 text-lg font-bold">
      <address className="not-italic">
        {o.address.name}
        <br />
        {o.address.phone}
        <br />
        {[o.address.line1, o.address.line2].filter(Boolean).join(', ')}
        <br />
        {o.address.area}, {districtName(o.address.district, i18n.language)},{' '}
        {division ? (i18n.language === 'bn' ? division.bn : division.en) : o.address.division}
      </address>
      {o.address.note && <p className="mt-2 text-sm text-muted">{o.address.note}</p>}
    </Panel>
  );
}

/** Links to the other orders placed in the same checkout (one per seller). */
export function PlacedWithPanel({ numbers }: { numbers: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('orders.detail.placedWith')} headingClassName="mb-2 text-lg font-bold">
      <ul className="flex flex-col gap-1">
        {numbers.map((n) => (
          <li key={n}>
            <Link
              to={paths.dashboard.order.to(n)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('orders.detail.title', { number: n })}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The order's steps as a vertical tracker, with dates. */
export function OrderTimelinePanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('orders.detail.timeline')} headingClassName="mb-3 text-lg font-bold">
      <OrderTracker order={order} />
    </Panel>
  );
}
