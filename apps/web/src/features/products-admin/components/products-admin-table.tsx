import { type MyProduct, type Product } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import {
  actionsColumn,
  categoryColumn,
  DataTable,
  pictureColumn,
  type Column,
} from '../../../components/ui/data-table';
import { Thumbnail } from '../../../components/ui/thumbnail';
import { paths } from '../../../config/paths';
import { DeleteProductButton } from './delete-product-button';
import { formatMoney } from '../../../lib/format';

const actionLink =
  'inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-md border border-line bg-white px-3 font-semibold text-brand-800 hover:border-brand-600';

function Actions({ product, withView }: { product: Product; withView: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 sm:flex-nowrap">
      <Link
        to={paths.dashboard.updateItem.to(product._id)}
        aria-label={t('dashboard.products.editNamed', { name: product.name })}
        className={actionLink}
      >
        {t('dashboard.products.edit')}
      </Link>
      <Link
        to={paths.dashboard.productLots.to(product._id)}
        aria-label={t('lots.linkNamed', { name: product.name })}
        className={actionLink}
      >
        {t('lots.link')}
      </Link>
      {withView && (
        <Link
          to={paths.product.to(product._id)}
          aria-label={t('dashboard.products.viewNamed', { name: product.name })}
          className={actionLink}
        >
          {t('dashboard.products.view')}
        </Link>
      )}
      <DeleteProductButton id={product._id} name={product.name} className="min-w-24" />
    </div>
  );
}

/**
 * Products with Edit and Delete: for an admin, who sees everyone's, with each product's
 * seller; for a seller, their own (Manage Medicines) with the units sold and a link to the
 * product in the shop.
 */
export function ProductsAdminTable({
  products,
  page,
  busy,
  showSeller,
  own = false,
}: {
  /** Undefined until the first page arrives. */
  products: (Product | MyProduct)[] | undefined;
  page: number;
  busy: boolean;
  showSeller: boolean;
  /** The seller's own products (with `unitsSold`). */
  own?: boolean;
}) {
  const { t } = useTranslation();
  const sellerOf = (p: Product | MyProduct) => p.email ?? t('dashboard.products.shopOwned');
  const columns: Column<Product | MyProduct>[] = [
    pictureColumn(t('dashboard.products.columns.image'), (p) => <Thumbnail src={p.image} size={56} tile="white" />),
    {
      id: 'name',
      header: t('dashboard.products.columns.name'),
      cell: (p) => p.name,
      card: 'title',
      rowHeader: true,
      skeleton: 'h-5 w-40',
    },
    categoryColumn(t, t('dashboard.products.columns.category')),
    {
      id: 'price',
      header: t('dashboard.products.columns.price'),
      cell: (p) => formatMoney(p.price),
      card: 'detail',
      cardClassName: 'mt-1 font-semibold tabular-nums text-ink',
      align: 'end',
      className: 'tabular-nums',
    },
    ...(showSeller
      ? [
          {
            id: 'seller',
            header: t('dashboard.products.columns.seller'),
            cell: sellerOf,
            cellTitle: sellerOf,
            card: 'detail',
            cardClassName: 'truncate text-sm text-muted',
            className: 'max-w-44 truncate text-muted',
          } satisfies Column<Product | MyProduct>,
        ]
      : []),
    {
      id: 'stock',
      header: t('dashboard.products.columns.stock'),
      cell: (p) =>
        own && p.stock === 0 ? (
          <span className="font-semibold text-danger-700">{t('dashboard.products.outOfStock')}</span>
        ) : (
          <span className="tabular-nums">{p.stock}</span>
        ),
      card: 'detail',
      phoneLabel: t('dashboard.products.columns.stock'),
      align: 'end',
      skeleton: 'h-5 w-10',
    },
    ...(own
      ? [
          {
            id: 'sold',
            header: t('dashboard.products.sold'),
            cell: (p) => <span className="tabular-nums">{'unitsSold' in p ? p.unitsSold : 0}</span>,
            card: 'detail',
            phoneLabel: t('dashboard.products.sold'),
            align: 'end',
            skeleton: 'h-5 w-10',
          } satisfies Column<Product | MyProduct>,
        ]
      : []),
    actionsColumn(t('dashboard.products.columns.actions'), (p) => <Actions product={p} withView={own} />),
  ];
  return (
    <DataTable
      columns={columns}
      rows={products}
      rowKey={(p) => p._id}
      caption={t('dashboard.products.caption', { page })}
      cardsBelow="sm"
      busy={busy}
      tableClassName="min-w-[40rem]"
    />
  );
}
