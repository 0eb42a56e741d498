import { type Product } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import {
  actionsColumn,
  categoryColumn,
  DataTable,
  pictureColumn,
  type Column,
} from '../../../components/ui/data-table';
import { ThumbnailLink } from '../../../components/ui/thumbnail';
import { categoryName } from '../../../lib/labels';
import { CheckIcon, EyeIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { MedicineSummary } from './medicine-facts';
import { ProductPrice } from './product-price';

interface ActionProps {
  selectedIds: ReadonlySet<string>;
  onQuickView: (product: Product) => void;
  onSelect: (product: Product) => void;
  /** The cart's Add to Cart for a row, from the route (features do not import each other). */
  addToCart?: (product: Product) => React.ReactNode;
}

/** The eye button (quick view in a dialog), 'Select' (add to the page's selection) and Add to Cart. */
function RowActions({ product, selectedIds, onQuickView, onSelect, addToCart }: ActionProps & { product: Product }) {
  const { t } = useTranslation();
  const selected = selectedIds.has(product._id);
  return (
    <div className="flex flex-wrap items-start justify-end gap-2">
      <button
        type="button"
        onClick={() => onQuickView(product)}
        aria-label={t('storefront.shop.quickView', { name: product.name })}
        aria-haspopup="dialog"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-line text-brand-700 hover:border-brand-600 hover:bg-brand-50"
      >
        <EyeIcon className="h-5 w-5" />
      </button>
      <button
        type="button"
        onClick={() => onSelect(product)}
        disabled={selected}
        className={`inline-flex min-h-11 min-w-28 items-center justify-center gap-1 rounded-md px-3 font-semibold transition-colors ${
          selected ? 'cursor-default bg-success-50 text-success-700' : 'bg-brand-700 text-white hover:bg-brand-800'
        }`}
      >
        {selected && <CheckIcon className="h-4 w-4" />}
        {selected ? t('storefront.shop.selected') : t('storefront.shop.select')}
      </button>
      {addToCart && <div className="w-full text-left sm:max-w-80">{addToCart(product)}</div>}
    </div>
  );
}

/**
 * The shop's products: Image, Name, Category, Price and Actions; on narrow
 * screens the same rows as stacked cards, so nothing scrolls sideways.
 */
export function ProductTable({
  products,
  page,
  busy,
  ...actions
}: ActionProps & {
  /** Undefined until the first page arrives. */
  products: Product[] | undefined;
  page: number;
  /** Showing the previous page while the next one loads. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const columns: Column<Product>[] = [
    pictureColumn(
      t('storefront.shop.columns.image'),
      (p) => <ThumbnailLink to={paths.product.to(p._id)} src={p.image} size={56} />,
      {
        cardCell: (p) => <ThumbnailLink to={paths.product.to(p._id)} src={p.image} size={64} />,
        className: 'w-20',
      },
    ),
    {
      id: 'name',
      header: t('storefront.shop.columns.name'),
      cell: (p) => (
        <>
          <Link to={paths.product.to(p._id)} className="underline-offset-4 hover:text-brand-800 hover:underline">
            {p.name}
          </Link>
          {/* Brands come in several strengths and forms: the row says which, and how it is sold. */}
          {p.medicine && <MedicineSummary medicine={p.medicine} />}
        </>
      ),
      card: 'title',
      className: 'font-semibold text-ink',
      skeleton: 'h-5 w-40',
    },
    categoryColumn(t, t('storefront.shop.columns.category'), {
      cardCell: (p) => (
        <>
          <span className="sr-only">{t('storefront.product.categoryLabel')}</span>
          {categoryName(t, p.category)}
        </>
      ),
      skeleton: 'h-5 w-24',
    }),
    {
      id: 'price',
      header: t('storefront.shop.columns.price'),
      cell: (p) => <ProductPrice product={p} size="sm" />,
      card: 'detail',
      cardClassName: '',
      className: 'whitespace-nowrap',
      skeleton: 'h-5 w-16',
    },
    actionsColumn(t('storefront.shop.columns.actions'), (p) => <RowActions product={p} {...actions} />),
  ];
  return (
    <DataTable
      columns={columns}
      rows={products}
      rowKey={(p) => p._id}
      caption={t('storefront.shop.tableCaption', { page })}
      cardsBelow="sm"
      busy={busy}
      rowClassName={() => 'hover:bg-surface'}
    />
  );
}
