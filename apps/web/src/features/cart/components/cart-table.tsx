import { type CartItem } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { categoryColumn, DataTable, pictureColumn, type Column } from '../../../components/ui/data-table';
import { ThumbnailLink } from '../../../components/ui/thumbnail';
import { PrescriptionNeeded } from '../../../components/ui/prescription-needed';
import { paths } from '../../../config/paths';
import { DeleteCartItemButton } from './delete-cart-item-button';
import { cartLineTitle } from './cart-line-title';
import { QuantityStepper } from './quantity-stepper';
import { formatMoney } from '../../../lib/format';

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
  if (!item.available) {
    return <p className="mt-1 text-sm font-medium text-danger-700">{t('cart.cart.notOnSale')}</p>;
  }
  if (item.quantity <= item.stock) return null;
  return (
    <p className="mt-1 text-sm font-medium text-danger-700">
      {item.stock <= 0 ? t('cart.cart.outOfStock') : t('cart.cart.onlyLeft', { count: item.stock })}
    </p>
  );
}

function NameLink({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={paths.product.to(item.menuId)}
      className="font-semibold break-words text-ink underline-offset-4 hover:text-brand-800 hover:underline"
    >
      {cartLineTitle(t, item, i18n.language)}
    </Link>
  );
}

/**
 * The cart's lines: the columns of docs/product.md#texts-cart (Image, Price, Name, Discount, Category,
 * Email, Delete) plus the quantity.
 */
export function CartTable({ items }: { items: CartItem[] | undefined }) {
  const { t, i18n } = useTranslation();
  const columns: Column<CartItem>[] = [
    pictureColumn(t('cart.cart.columns.image'), (item) => (
      <ThumbnailLink to={paths.product.to(item.menuId)} src={item.image} size={56} tile="white" />
    )),
    {
      id: 'price',
      header: t('cart.cart.columns.price'),
      cell: (item) => <UnitPrice item={item} />,
      // On a card the discount's label sits beside the price.
      card: 'detail',
      cardCell: (item) => (
        <span className="mt-1 flex flex-wrap items-center gap-2">
          <UnitPrice item={item} />
          <DiscountLabel item={item} />
        </span>
      ),
      cardClassName: '',
    },
    {
      id: 'name',
      header: t('cart.cart.columns.name'),
      cell: (item) => (
        <>
          <NameLink item={item} />
          {item.requiresPrescription && (
            <div className="mt-1">
              <PrescriptionNeeded />
            </div>
          )}
          <StockWarning item={item} />
        </>
      ),
      card: 'title',
      cardCell: (item) => (
        <>
          <NameLink item={item} />
          {item.requiresPrescription && (
            <div className="mt-1">
              <PrescriptionNeeded />
            </div>
          )}
        </>
      ),
      className: 'min-w-36 max-w-56',
      skeleton: 'h-5 w-32',
    },
    {
      id: 'discount',
      header: t('cart.cart.columns.discount'),
      cell: (item) => <DiscountLabel item={item} />,
    },
    categoryColumn(t, t('cart.cart.columns.category'), { cardOrder: -1, from: 'lg' }),
    {
      id: 'email',
      header: t('cart.cart.columns.email'),
      cell: (item) => item.email,
      cellTitle: (item) => item.email,
      from: 'xl',
      className: 'max-w-40 truncate text-sm text-muted',
    },
    {
      id: 'quantity',
      header: t('cart.cart.columns.quantity'),
      cell: (item) => <QuantityStepper item={item} />,
      card: 'footer',
      skeleton: 'h-11 w-32',
    },
    {
      id: 'stockWarning',
      header: t('cart.cart.columns.quantity'),
      cardOnly: true,
      card: 'detail',
      cardOrder: 1,
      cardClassName: '',
      cell: (item) => <StockWarning item={item} />,
    },
    {
      id: 'lineTotal',
      header: t('cart.cart.columns.price'),
      cardOnly: true,
      card: 'footer',
      align: 'end',
      cell: (item) => (
        <span className="font-semibold tabular-nums text-ink">
          {t('cart.cart.lineTotal', { amount: formatMoney(item.lineTotal, i18n.language) })}
        </span>
      ),
    },
    {
      id: 'delete',
      header: t('cart.cart.columns.delete'),
      cell: (item) => <DeleteCartItemButton id={item._id} name={item.name} />,
      card: 'footer',
      // Apart from the quantity and the total on a card, so a wrong tap does not delete.
      cardClassName: 'flex basis-full justify-end',
      align: 'end',
      skeleton: 'h-11 w-24',
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowKey={(item) => item._id}
      caption={t('cart.cart.caption')}
      cardsBelow="md"
      compact
      placeholderRows={3}
    />
  );
}
