import { DISPENSING_CLASSES, type DispensingClass } from '@medibazaar/contract';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { DispensingBadge } from '../../../components/ui/dispensing-badge';
import { inputStyles } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';
import { useReferenceMatch } from '../api/match-reference';
import { NOT_A_MEDICINE } from './medicine-form';
import type { MedicineFieldsContext } from './medicine-name-fields';

/**
 * How the medicine is sold, read from the medicine reference (decision 055): the entry of the
 * chosen generics, strength and form sets it, shown read-only ("set by the pharmacy"). A medicine
 * new to the shop is prescription-only until the pharmacy checks it; an admin adding one chooses
 * its class here. The form keeps the class it shows, so the category check sees it.
 */
export function ReferenceClassField({ form, id, canAddNames, described, error }: MedicineFieldsContext) {
  const { t } = useTranslation();
  const medicine = useWatch({ control: form.control, name: 'medicine' }) ?? NOT_A_MEDICINE;
  const typedGeneric = medicine.newGenericName.trim() !== '';
  const match = useReferenceMatch({
    genericIds: typedGeneric ? [] : medicine.generics.map((g) => g.id),
    strength: medicine.strength,
    form: medicine.form,
  });
  const entry = match.data?.reference ?? null;
  const known = Boolean(match.data) || typedGeneric;
  // A seller's new medicine starts prescription-only; the entry's class otherwise.
  const shown: DispensingClass | '' = entry ? entry.dispensingClass : known && !canAddNames ? 'prescription' : '';
  const { setValue } = form;
  useEffect(() => {
    if (shown && medicine.dispensingClass !== shown)
      setValue('medicine.dispensingClass', shown, { shouldValidate: false });
  }, [shown, medicine.dispensingClass, setValue]);

  const label = (
    <span id={`${id}-dispensingClass-label`} className="block font-semibold text-ink">
      {t('dashboard.medicineForm.dispensingClass')}
    </span>
  );
  if (canAddNames && known && !entry) {
    return (
      <div>
        <label htmlFor={`${id}-dispensingClass`} className="block font-semibold text-ink">
          {t('dashboard.medicineForm.dispensingClass')}
        </label>
        <select
          id={`${id}-dispensingClass`}
          aria-describedby={described('dispensingClass', true)}
          className={inputStyles}
          {...form.register('medicine.dispensingClass')}
        >
          <option value="">{t('dashboard.medicineForm.classPlaceholder')}</option>
          {DISPENSING_CLASSES.map((c) => (
            <option key={c} value={c}>
              {t(`storefront.medicine.classes.${c}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-dispensingClass-hint`} className="mt-1 text-sm text-muted">
          {t('dashboard.medicineForm.classNewForAdmin')}
        </p>
        {error('dispensingClass')}
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-dispensingClass-label`}>
      {label}
      <div className="mt-2 flex min-h-11 flex-col justify-center gap-1" aria-live="polite">
        {shown ? (
          <DispensingBadge dispensingClass={shown} size="sm" />
        ) : (
          <span className="text-sm text-muted">{t('dashboard.medicineForm.classAfterFacts')}</span>
        )}
        <span className="text-sm text-muted">
          {entry
            ? t('dashboard.medicineForm.classSetByPharmacy')
            : shown
              ? t('dashboard.medicineForm.classNewForSeller')
              : null}
        </span>
      </div>
      {error('dispensingClass')}
    </div>
  );
}
