import { type MyProduct } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from '../../../lib/labels';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';

/** A seller's product at a glance: image, name, price, stock and units sold. */
export function MyProductCard({ product }: { product: MyProduct }) {
  const { t } = useTranslation();
  const out = product.stock === 0;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="aspect-[4/3] bg-surface">
        <img
          src={product.image}
          alt=""
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          className="h-full w-full object-contain p-4"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-sm text-muted">{categoryName(t, product.category)}</p>
        <h2 className="font-semibold break-words text-ink">{product.name}</h2>
        <p className="text-lg font-bold tabular-nums text-ink">{formatMoney(product.price)}</p>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
          <div
            className={`rounded-md px-3 py-2 ${out ? 'bg-danger-50 text-danger-700' : 'bg-brand-50 text-brand-900'}`}
          >
            <dt>{t('dashboard.products.stock')}</dt>
            <dd className="text-lg font-bold tabular-nums">
              {out ? t('dashboard.products.outOfStock') : product.stock}
            </dd>
          </div>
          <div className="rounded-md bg-warm-50 px-3 py-2 text-warm-700">
            <dt>{t('dashboard.products.sold')}</dt>
            <dd className="text-lg font-bold tabular-nums">{product.unitsSold}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Link
            to={paths.dashboard.updateItem.to(product._id)}
            aria-label={t('dashboard.products.editNamed', { name: product.name })}
            className="inline-flex min-h-11 items-center rounded-md border border-line px-3 font-semibold text-brand-800 hover:border-brand-600"
          >
            {t('dashboard.products.edit')}
          </Link>
          <Link
            to={paths.product.to(product._id)}
            aria-label={t('dashboard.products.viewNamed', { name: product.name })}
            className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('dashboard.products.view')}
          </Link>
        </div>
      </div>
    </article>
  );
}
