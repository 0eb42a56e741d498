import type { MedicineFacts, Product } from '@medibazaar/contract';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { DispensingBadge } from '../../../components/ui/dispensing-badge';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { unitPriceText } from '../unit-price';

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * A medicine's label line: its generic(s), each linked to the generic's page, then
 * strength and form ("Paracetamol · 500 mg · Tablet"), and the maker in muted text.
 */
export function MedicineLabel({ medicine }: { medicine: MedicineFacts }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg text-ink">
        <span className="sr-only">
          {medicine.generics.length > 1 ? t('storefront.medicine.generics') : t('storefront.medicine.generic')}:{' '}
        </span>
        {medicine.generics.map((g, i) => (
          <Fragment key={g.id}>
            {i > 0 && ' + '}
            <Link to={paths.generic.to(g.id)} className={link} data-testid="medicine-generic">
              {localName(g, i18n.language)}
            </Link>
          </Fragment>
        ))}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, {t('storefront.medicine.strength')}: </span>
        <span data-testid="medicine-strength">{medicine.strength}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, {t('storefront.medicine.form')}: </span>
        <span data-testid="medicine-form">{t(`storefront.medicine.forms.${medicine.form}`)}</span>
      </p>
      <p className="text-muted">
        <span className="sr-only">{t('storefront.medicine.manufacturer')}: </span>
        <Link
          to={paths.shop.to({ manufacturer: medicine.manufacturer.id })}
          className="underline-offset-4 hover:text-brand-800 hover:underline"
          data-testid="medicine-manufacturer"
        >
          {localName(medicine.manufacturer, i18n.language)}
        </Link>
      </p>
    </div>
  );
}

/** The pack in words and the price of one unit, shown beside the pack's price. */
export function PackAndUnitPrice({ medicine }: { medicine: MedicineFacts }) {
  const { t, i18n } = useTranslation();
  const bn = i18n.language === 'bn';
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-muted">
      <span>
        <span className="sr-only">{t('storefront.medicine.pack')}: </span>
        <span lang={bn && medicine.packLabelBn ? 'bn' : undefined} data-testid="pack-label">
          {(bn && medicine.packLabelBn) || medicine.packLabel}
        </span>{' '}
        <span className="whitespace-nowrap">({t('storefront.medicine.packSize', { count: medicine.packSize })})</span>
      </span>
      <span className="font-semibold tabular-nums text-ink" data-testid="unit-price">
        {unitPriceText(t, medicine.form, medicine.unitPriceCents, i18n.language)}
      </span>
    </p>
  );
}

/**
 * Indications, dosage and side effects, each under its own heading where the label gives it:
 * in Bangla for a Bangla reader where written, else in English (marked so, for screen readers).
 */
export function MedicineSections({ medicine }: { medicine: MedicineFacts }) {
  const { t, i18n } = useTranslation();
  const bn = i18n.language === 'bn';
  const local = (en: string | null | undefined, inBangla: string | null | undefined) =>
    bn && inBangla ? { text: inBangla, lang: 'bn' } : { text: en, lang: bn && en ? 'en' : undefined };
  const sections = [
    ['indications', local(medicine.indications, medicine.indicationsBn)],
    ['dosage', local(medicine.dosage, medicine.dosageBn)],
    ['sideEffects', local(medicine.sideEffects, medicine.sideEffectsBn)],
  ] as const;
  return (
    <>
      {sections.map(([key, { text, lang }]) =>
        text ? (
          <details key={key} open className="group rounded-md border border-line bg-white">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 font-semibold text-ink">
              <h2 className="text-lg">{t(`storefront.medicine.${key}`)}</h2>
              <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <p
              lang={lang}
              className="whitespace-pre-line px-4 pb-4 leading-relaxed text-muted"
              data-testid={`medicine-${key}`}
            >
              {text}
            </p>
          </details>
        ) : null,
      )}
    </>
  );
}

/**
 * The badge for a product that is a medicine, with what the class means (for a controlled
 * one the reason stands where Add to Cart would, so the badge does not repeat it).
 */
export function MedicineBadge({ product }: { product: Pick<Product, 'medicine'> }) {
  if (!product.medicine) return null;
  const { dispensingClass } = product.medicine;
  return <DispensingBadge dispensingClass={dispensingClass} reason={dispensingClass !== 'controlled'} />;
}

/** One line for lists: generic(s) · strength · form, the maker, and the badge unless sold over the counter. */
export function MedicineSummary({ medicine }: { medicine: MedicineFacts }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="mt-0.5 flex flex-col items-start gap-1 text-sm font-normal text-muted">
      <span>
        {medicine.generics.map((g) => localName(g, i18n.language)).join(' + ')} · {medicine.strength} ·{' '}
        {t(`storefront.medicine.forms.${medicine.form}`)} · {localName(medicine.manufacturer, i18n.language)}
      </span>
      {medicine.dispensingClass !== 'otc' && <DispensingBadge dispensingClass={medicine.dispensingClass} size="sm" />}
    </span>
  );
}
