import { type Product } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { DeleteProductButton } from './delete-product-button';
import { formatMoney } from '../../../lib/format';

const th = 'px-3 py-3 text-left text-sm font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-3 align-middle';
const actionLink =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-line bg-white px-3 font-semibold text-brand-800 hover:border-brand-600';
const deleteButton =
  'inline-flex min-h-11 min-w-24 items-center justify-center rounded-md bg-danger-700 px-3 font-semibold text-white hover:bg-danger-700/90 disabled:cursor-wait disabled:opacity-70';

function Actions({ product, onDeleted }: { product: Product; onDeleted?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-end gap-2">
      <Link
        to={paths.dashboard.updateItem.to(product._id)}
        aria-label={t('dashboard.products.editNamed', { name: product.name })}
        className={actionLink}
      >
        {t('dashboard.products.edit')}
      </Link>
      <DeleteProductButton id={product._id} name={product.name} onDeleted={onDeleted} className={deleteButton} />
    </div>
  );
}

function Thumb({ product }: { product: Product }) {
  return (
    <img
      src={product.image}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className="h-14 w-14 shrink-0 rounded-md border border-line bg-white object-contain"
    />
  );
}

/**
 * Products with Edit and Delete: a table from the sm breakpoint, stacked cards
 * below it so nothing scrolls sideways on a phone.
 */
export function ProductsAdminTable({
  products,
  page,
  loading,
  showSeller,
  onDeleted,
}: {
  products: Product[];
  page: number;
  loading: boolean;
  showSeller: boolean;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const sellerOf = (p: Product) => p.email ?? t('dashboard.products.shopOwned');

  if (loading) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-3 sm:hidden">
        {products.map((p) => (
          <li key={p._id} className="rounded-card border border-line bg-white p-4 shadow-card">
            <div className="flex gap-3">
              <Thumb product={p} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink">{p.name}</p>
                <p className="text-sm text-muted">{p.category}</p>
                <p className="mt-1 font-semibold tabular-nums text-ink">{formatMoney(p.price)}</p>
                {showSeller && <p className="truncate text-sm text-muted">{sellerOf(p)}</p>}
                <p className="text-sm text-muted">
                  {t('dashboard.products.columns.stock')}: <span className="tabular-nums">{p.stock}</span>
                </p>
              </div>
            </div>
            <div className="mt-3">
              <Actions product={p} onDeleted={onDeleted} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card sm:block">
        <table className="w-full min-w-[40rem] border-collapse">
          <caption className="sr-only">{t('dashboard.products.caption', { page })}</caption>
          <thead className="border-b border-line bg-surface">
            <tr>
              <th scope="col" className={th}>
                {t('dashboard.products.columns.image')}
              </th>
              <th scope="col" className={th}>
                {t('dashboard.products.columns.name')}
              </th>
              <th scope="col" className={th}>
                {t('dashboard.products.columns.category')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('dashboard.products.columns.price')}
              </th>
              {showSeller && (
                <th scope="col" className={th}>
                  {t('dashboard.products.columns.seller')}
                </th>
              )}
              <th scope="col" className={`${th} text-right`}>
                {t('dashboard.products.columns.stock')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('dashboard.products.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {products.map((p) => (
              <tr key={p._id}>
                <td className={td}>
                  <Thumb product={p} />
                </td>
                <th scope="row" className={`${td} text-left font-semibold text-ink`}>
                  {p.name}
                </th>
                <td className={`${td} text-muted`}>{p.category}</td>
                <td className={`${td} text-right tabular-nums`}>{formatMoney(p.price)}</td>
                {showSeller && (
                  <td className={`${td} max-w-44 truncate text-muted`} title={sellerOf(p)}>
                    {sellerOf(p)}
                  </td>
                )}
                <td className={`${td} text-right tabular-nums`}>{p.stock}</td>
                <td className={td}>
                  <Actions product={p} onDeleted={onDeleted} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
