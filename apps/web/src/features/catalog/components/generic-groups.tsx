import type { GenericProductGroup, Product } from '@medibazaar/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { DispensingBadge } from '../../../components/ui/dispensing-badge';
import { paths } from '../../../config/paths';
import { unitPriceText } from '../unit-price';
import { useTranslation } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { ProductPrice } from './product-price';
import { Thumbnail } from '../../../components/ui/thumbnail';
import { Panel } from '../../../components/ui/panel';

function GenericProductRow({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const medicine = product.medicine;
  return (
    <Panel as="li" padding="sm" shadow={false} className="flex gap-3 sm:items-center">
      <Thumbnail src={product.image} size={64} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <Link
            to={paths.product.to(product._id)}
            className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {product.name}
            {i18n.language === 'bn' && medicine?.brandBn && medicine.brandBn !== product.name && (
              <span lang="bn" className="ml-2 font-normal text-muted">
                {medicine.brandBn}
              </span>
            )}
          </Link>
          {medicine && (
            <span className="text-sm text-muted">
              {t('storefront.generic.maker', { maker: localName(medicine.manufacturer, i18n.language) })}
              {' · '}
              {medicine.packLabel}
            </span>
          )}
          {medicine && <DispensingBadge dispensingClass={medicine.dispensingClass} size="sm" />}
        </div>
        <div className="flex flex-col sm:items-end">
          <ProductPrice product={product} size="sm" />
          {medicine && (
            <span className="text-sm tabular-nums text-muted">
              {unitPriceText(t, medicine.form, medicine.unitPriceCents, i18n.language)}
            </span>
          )}
        </div>
      </div>
    </Panel>
  );
}

/** A generic's products, one headed list per strength and form ("500 mg Tablet"). */
export function GenericGroups({ groups }: { groups: GenericProductGroup[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group, index) => (
        <section key={`${group.strength}|${group.form}`} aria-labelledby={`${id}-${index}`}>
          <h2 id={`${id}-${index}`} className="mb-3 text-xl font-bold text-ink">
            {group.strength} · {t(`storefront.medicine.forms.${group.form}`)}
          </h2>
          <ul className="flex flex-col gap-2">
            {group.products.map((p) => (
              <GenericProductRow key={p._id} product={p} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
