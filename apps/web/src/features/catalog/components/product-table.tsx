import { type Product } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from '../../../lib/labels';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
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

/** The product's picture, opening the product (the name beside it is the keyboard's way there). */
function Thumbnail({ product, size }: { product: Product; size: 56 | 64 }) {
  return (
    <Link to={paths.product.to(product._id)} tabIndex={-1} aria-hidden="true" className="block shrink-0">
      <img
        src={product.image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={`${size === 56 ? 'h-14 w-14' : 'h-16 w-16'} shrink-0 rounded-md border border-line bg-surface object-contain`}
      />
    </Link>
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
    {
      id: 'image',
      header: t('storefront.shop.columns.image'),
      cell: (p) => <Thumbnail product={p} size={56} />,
      card: 'media',
      cardCell: (p) => <Thumbnail product={p} size={64} />,
      className: 'w-20',
      skeleton: 'h-14 w-14',
    },
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
    {
      id: 'category',
      header: t('storefront.shop.columns.category'),
      cell: (p) => categoryName(t, p.category),
      card: 'detail',
      cardCell: (p) => (
        <>
          <span className="sr-only">{t('storefront.product.categoryLabel')}</span>
          {categoryName(t, p.category)}
        </>
      ),
      className: 'text-muted',
      skeleton: 'h-5 w-24',
    },
    {
      id: 'price',
      header: t('storefront.shop.columns.price'),
      cell: (p) => <ProductPrice product={p} size="sm" />,
      card: 'detail',
      cardClassName: '',
      className: 'whitespace-nowrap',
      skeleton: 'h-5 w-16',
    },
    {
      id: 'actions',
      header: t('storefront.shop.columns.actions'),
      cell: (p) => <RowActions product={p} {...actions} />,
      card: 'footer',
      align: 'end',
      skeleton: 'h-11 w-40',
    },
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
