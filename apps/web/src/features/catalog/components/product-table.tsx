import { type Product } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { CheckIcon, EyeIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ProductPrice } from './product-price';

const th = 'px-3 py-3 text-left text-sm font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-3 align-middle';

interface ActionProps {
  selectedIds: ReadonlySet<string>;
  onQuickView: (product: Product) => void;
  onSelect: (product: Product) => void;
}

/** The eye button (quick view in a dialog) and 'Select' (add to the page's selection). */
function RowActions({ product, selectedIds, onQuickView, onSelect }: ActionProps & { product: Product }) {
  const { t } = useTranslation();
  const selected = selectedIds.has(product._id);
  return (
    <div className="flex items-center justify-end gap-2">
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
    </div>
  );
}

function Thumbnail({ product, size }: { product: Product; size: 56 | 64 }) {
  return (
    <img
      src={product.image}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`${size === 56 ? 'h-14 w-14' : 'h-16 w-16'} shrink-0 rounded-md border border-line bg-surface object-contain`}
    />
  );
}

/**
 * The shop's products: a table of Image, Name, Category, Price and Actions; on
 * narrow screens the same rows as stacked cards, so nothing scrolls sideways.
 */
export function ProductTable({
  products,
  page,
  loading,
  busy,
  ...actions
}: ActionProps & {
  products: Product[];
  page: number;
  /** Nothing to show yet: skeleton rows. */
  loading: boolean;
  /** Showing the previous page while the next one loads. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const skeletonRows = Array.from({ length: 5 }, (_, i) => i);
  return (
    <div aria-busy={loading || busy} className={busy ? 'opacity-60 transition-opacity' : ''}>
      <ul className="flex flex-col gap-3 sm:hidden">
        {loading
          ? skeletonRows.map((i) => (
              <li key={i}>
                <Skeleton className="h-36 w-full" />
              </li>
            ))
          : products.map((p) => (
              <li key={p._id} className="rounded-card border border-line bg-white p-3 shadow-card">
                <div className="flex gap-3">
                  <Thumbnail product={p} size={64} />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={paths.product.to(p._id)}
                      className="font-semibold text-ink underline-offset-4 hover:text-brand-800 hover:underline"
                    >
                      {p.name}
                    </Link>
                    <p className="text-sm text-muted">
                      <span className="sr-only">{t('storefront.product.categoryLabel')}</span>
                      {p.category}
                    </p>
                    <ProductPrice product={p} size="sm" />
                  </div>
                </div>
                <div className="mt-2">
                  <RowActions product={p} {...actions} />
                </div>
              </li>
            ))}
      </ul>
      <div className="relative hidden overflow-x-auto rounded-card border border-line bg-white shadow-card sm:block">
        <table className="w-full">
          <caption className="sr-only">{t('storefront.shop.tableCaption', { page })}</caption>
          <thead className="border-b border-line bg-surface">
            <tr>
              <th scope="col" className={`${th} w-20`}>
                {t('storefront.shop.columns.image')}
              </th>
              <th scope="col" className={th}>
                {t('storefront.shop.columns.name')}
              </th>
              <th scope="col" className={th}>
                {t('storefront.shop.columns.category')}
              </th>
              <th scope="col" className={th}>
                {t('storefront.shop.columns.price')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('storefront.shop.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {loading
              ? skeletonRows.map((i) => (
                  <tr key={i}>
                    <td className={td}>
                      <Skeleton className="h-14 w-14" />
                    </td>
                    <td className={td}>
                      <Skeleton className="h-5 w-40" />
                    </td>
                    <td className={td}>
                      <Skeleton className="h-5 w-24" />
                    </td>
                    <td className={td}>
                      <Skeleton className="h-5 w-16" />
                    </td>
                    <td className={td}>
                      <Skeleton className="ml-auto h-11 w-40" />
                    </td>
                  </tr>
                ))
              : products.map((p) => (
                  <tr key={p._id} className="hover:bg-surface">
                    <td className={td}>
                      <Thumbnail product={p} size={56} />
                    </td>
                    <td className={`${td} font-semibold text-ink`}>
                      <Link
                        to={paths.product.to(p._id)}
                        className="underline-offset-4 hover:text-brand-800 hover:underline"
                      >
                        {p.name}
                      </Link>
                    </td>
                    <td className={`${td} text-muted`}>{p.category}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      <ProductPrice product={p} size="sm" />
                    </td>
                    <td className={td}>
                      <RowActions product={p} {...actions} />
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
