import { type CartItem } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { DeleteCartItemButton } from './delete-cart-item-button';
import { QuantityStepper } from './quantity-stepper';
import { formatMoney } from '../../../lib/format';

const th = 'px-2 py-3 text-left text-sm font-semibold uppercase tracking-wide text-muted first:pl-4 last:pr-4';
const td = 'px-2 py-3 align-middle first:pl-4 last:pr-4';

function Thumb({ item }: { item: CartItem }) {
  return (
    <img
      src={item.image}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className="h-14 w-14 shrink-0 rounded-md border border-line bg-white object-contain"
    />
  );
}

/** The unit price charged; a discounted product shows its original price struck through beside it. */
function UnitPrice({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 tabular-nums">
      <span className={`font-semibold ${item.discount > 0 ? 'text-brand-700' : 'text-ink'}`}>
        {formatMoney(item.unitPrice, i18n.language)}
      </span>
      {item.discount > 0 && (
        <s className="text-sm text-muted">
          <span className="sr-only">{t('cart.cart.originalPrice')}: </span>
          {formatMoney(item.price, i18n.language)}
        </s>
      )}
    </span>
  );
}

function DiscountLabel({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  return item.discount > 0 ? (
    <span className="inline-flex rounded-full bg-warm-50 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-warm-700">
      {t('cart.cart.discount', { percent: item.discount })}
    </span>
  ) : (
    <span className="text-sm whitespace-nowrap text-muted">{t('cart.cart.noDiscount')}</span>
  );
}

function StockWarning({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  if (item.quantity <= item.stock) return null;
  return (
    <p className="mt-1 text-sm font-medium text-danger-700">
      {item.stock <= 0 ? t('cart.cart.outOfStock') : t('cart.cart.onlyLeft', { count: item.stock })}
    </p>
  );
}

function NameLink({ item }: { item: CartItem }) {
  return (
    <Link
      to={paths.product.to(item.menuId)}
      className="font-semibold break-words text-ink underline-offset-4 hover:text-brand-800 hover:underline"
    >
      {item.name}
    </Link>
  );
}

/**
 * The cart's lines: the columns of docs/product.md#texts-cart (Image, Price, Name, Discount, Category,
 * Email, Delete) plus the quantity. A table from the md breakpoint, stacked cards
 * below it so nothing scrolls sideways on a phone.
 */
export function CartTable({ items, loading }: { items: CartItem[]; loading: boolean }) {
  const { t, i18n } = useTranslation();

  if (loading) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('cart.cart.caption')}>
        {items.map((item) => (
          <li key={item._id} className="rounded-card border border-line bg-white p-4 shadow-card">
            <div className="flex gap-3">
              <Thumb item={item} />
              <div className="min-w-0 flex-1">
                <NameLink item={item} />
                <p className="text-sm text-muted">{item.category}</p>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <UnitPrice item={item} />
                  <DiscountLabel item={item} />
                </div>
                <StockWarning item={item} />
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <QuantityStepper item={item} />
              <span className="font-semibold tabular-nums text-ink">
                {t('cart.cart.lineTotal', { amount: formatMoney(item.lineTotal, i18n.language) })}
              </span>
            </div>
            <div className="mt-3 flex justify-end">
              <DeleteCartItemButton id={item._id} name={item.name} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full border-collapse">
          <caption className="sr-only">{t('cart.cart.caption')}</caption>
          <thead className="border-b border-line bg-surface">
            <tr>
              <th scope="col" className={th}>
                {t('cart.cart.columns.image')}
              </th>
              <th scope="col" className={th}>
                {t('cart.cart.columns.price')}
              </th>
              <th scope="col" className={th}>
                {t('cart.cart.columns.name')}
              </th>
              <th scope="col" className={th}>
                {t('cart.cart.columns.discount')}
              </th>
              <th scope="col" className={`${th} hidden lg:table-cell`}>
                {t('cart.cart.columns.category')}
              </th>
              <th scope="col" className={`${th} hidden xl:table-cell`}>
                {t('cart.cart.columns.email')}
              </th>
              <th scope="col" className={th}>
                {t('cart.cart.columns.quantity')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('cart.cart.columns.delete')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item._id} className="border-b border-line last:border-b-0">
                <td className={td}>
                  <Thumb item={item} />
                </td>
                <td className={td}>
                  <UnitPrice item={item} />
                </td>
                <td className={`${td} min-w-36 max-w-56`}>
                  <NameLink item={item} />
                  <StockWarning item={item} />
                </td>
                <td className={td}>
                  <DiscountLabel item={item} />
                </td>
                <td className={`${td} hidden text-muted lg:table-cell`}>{item.category}</td>
                <td className={`${td} hidden max-w-40 truncate text-sm text-muted xl:table-cell`} title={item.email}>
                  {item.email}
                </td>
                <td className={td}>
                  <QuantityStepper item={item} />
                </td>
                <td className={`${td} text-right`}>
                  <DeleteCartItemButton id={item._id} name={item.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
