import { cartSummary, type CartItem } from '@medibazaar/contract';
import { Link } from 'react-router';
import { Panel } from '../../../components/ui/panel';
import { PrescriptionNeeded } from '../../../components/ui/prescription-needed';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { cartLineTitle } from './cart-line-title';

/** Checkout's first step: the cart's lines and their sum, with a way back to change them. */
export function CheckoutCartStep({ title, items }: { title: string; items: CartItem[] }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  return (
    <Panel title={title} headingClassName="mb-3 text-lg font-bold text-ink">
      {items.length === 0 ? (
        <p>{t('orders.checkout.emptyCart')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((i) => (
            <li key={i._id} className="flex justify-between gap-4">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>
                  {cartLineTitle(t, i, i18n.language)} × {i.quantity}
                </span>
                {i.requiresPrescription && <PrescriptionNeeded />}
              </span>
              <span className="tabular-nums">{money(i.lineTotal)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex justify-between border-t border-line pt-3 font-semibold">
        <span>{t('orders.checkout.items')}</span>
        <span className="tabular-nums">{money(cartSummary(items).total)}</span>
      </p>
      <Link to={paths.dashboard.carts.to()} className="mt-2 inline-flex min-h-11 items-center text-brand-800 underline">
        {t('orders.checkout.editCart')}
      </Link>
    </Panel>
  );
}
