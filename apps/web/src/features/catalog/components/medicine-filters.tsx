import { DISPENSING_CLASSES, DOSAGE_FORMS, type DispensingClass, type DosageForm } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { inputStyles } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { useGeneric } from '../api/get-generic';
import { useManufacturers } from '../api/get-manufacturers';

/** The shop's medicine filters, as its address holds them (`form`, `manufacturer`, `class`, `inStock`, `generic`). */
export interface MedicineFilterValues {
  generic: string | undefined;
  form: DosageForm | undefined;
  manufacturer: string | undefined;
  dispensingClass: DispensingClass | undefined;
  inStock: boolean;
}

export const NO_MEDICINE_FILTERS: MedicineFilterValues = {
  generic: undefined,
  form: undefined,
  manufacturer: undefined,
  dispensingClass: undefined,
  inStock: false,
};

/** How many filters are on (the phone's "Filters (2)" button). */
function activeFilterCount(f: MedicineFilterValues): number {
  return [f.generic, f.form, f.manufacturer, f.dispensingClass].filter(Boolean).length + (f.inStock ? 1 : 0);
}

const labelClass = 'block text-sm font-bold uppercase tracking-wide text-muted';

/**
 * Dosage form, maker, how it is sold and in stock only: each change goes to the address
 * (`onChange`), where the shop reads it and asks the server. Beside the categories on
 * wide screens; behind a "Filters" button on phones.
 */
export function MedicineFilters({
  values,
  onChange,
}: {
  values: MedicineFilterValues;
  onChange: (next: Partial<MedicineFilterValues>) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const makers = useManufacturers();
  const count = activeFilterCount(values);
  // The chosen maker stays in the list while the list loads or if it is not among the first ones.
  const makerOptions = makers.data?.items ?? [];

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="hidden text-sm font-bold uppercase tracking-wide text-muted lg:block">
        {t('storefront.filters.heading')}
      </h2>
      <Button
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        variant="secondary"
        className="w-full justify-between lg:hidden"
      >
        {count > 0 ? t('storefront.filters.showCount', { count }) : t('storefront.filters.show')}
        <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </Button>
      <div id={`${id}-panel`} className={`${open ? 'flex' : 'hidden'} flex-col gap-4 lg:flex`}>
        <div>
          <label htmlFor={`${id}-form`} className={labelClass}>
            {t('storefront.filters.form')}
          </label>
          <select
            id={`${id}-form`}
            value={values.form ?? ''}
            onChange={(e) => onChange({ form: (e.target.value || undefined) as DosageForm | undefined })}
            className={inputStyles}
          >
            <option value="">{t('storefront.filters.any')}</option>
            {DOSAGE_FORMS.map((f) => (
              <option key={f} value={f}>
                {t(`storefront.medicine.forms.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-maker`} className={labelClass}>
            {t('storefront.filters.manufacturer')}
          </label>
          <select
            id={`${id}-maker`}
            value={values.manufacturer ?? ''}
            onChange={(e) => onChange({ manufacturer: e.target.value || undefined })}
            className={inputStyles}
          >
            <option value="">{t('storefront.filters.any')}</option>
            {values.manufacturer && !makerOptions.some((m) => m.id === values.manufacturer) && (
              <option value={values.manufacturer}>{t('common.status.loading')}</option>
            )}
            {makerOptions.map((m) => (
              <option key={m.id} value={m.id}>
                {localName(m, i18n.language)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-class`} className={labelClass}>
            {t('storefront.filters.dispensingClass')}
          </label>
          <select
            id={`${id}-class`}
            value={values.dispensingClass ?? ''}
            onChange={(e) =>
              onChange({ dispensingClass: (e.target.value || undefined) as DispensingClass | undefined })
            }
            className={inputStyles}
          >
            <option value="">{t('storefront.filters.any')}</option>
            {DISPENSING_CLASSES.map((c) => (
              <option key={c} value={c}>
                {t(`storefront.medicine.classes.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-ink">
          <input
            type="checkbox"
            checked={values.inStock}
            onChange={(e) => onChange({ inStock: e.target.checked })}
            className="h-5 w-5 accent-brand-700"
          />
          {t('storefront.filters.inStock')}
        </label>
        {count > 0 && (
          <Button onClick={() => onChange(NO_MEDICINE_FILTERS)} variant="secondary">
            {t('storefront.filters.clear')}
          </Button>
        )}
      </div>
    </section>
  );
}

/** "Generic: Paracetamol ×": the generic the shop is filtered by (from its page's "See all"), with a way to drop it. */
export function GenericFilterChip({ id, removeHref }: { id: string; removeHref: string }) {
  const { t, i18n } = useTranslation();
  const generic = useGeneric(id);
  const name = generic.data ? localName(generic.data, i18n.language) : '…';
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-semibold text-brand-800">
      {t('storefront.filters.generic', { name })}
      <Link
        to={removeHref}
        aria-label={t('storefront.filters.remove', { name: t('storefront.filters.generic', { name }) })}
        className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-brand-100"
      >
        <CloseIcon className="h-4 w-4" />
      </Link>
    </span>
  );
}
