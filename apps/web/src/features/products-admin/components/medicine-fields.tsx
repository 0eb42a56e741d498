import { DISPENSING_CLASSES, DOSAGE_FORMS, MEDICINE_LIMITS } from '@medibazaar/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { inputStyles } from '../../../components/ui/form-field';
import { CloseIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { NOT_A_MEDICINE, type MedicineFieldName, type PickedName } from './medicine-form';
import { NamePicker } from './name-picker';
import type { ProductFormApi } from './product-form';

const labelClass = 'block font-semibold text-ink';

function Chip({ label, onRemove, removeLabel }: { label: string; onRemove: () => void; removeLabel: string }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 font-semibold text-brand-800">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-brand-100"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </li>
  );
}

/**
 * The medicine part of the add and edit forms: a "This is a medicine" switch, then the
 * generic(s) and maker picked from the shop's lists (an admin may add a new one right there;
 * a seller asks for one, which an admin confirms), strength, form, pack, how it is sold and
 * the label's texts. Errors show under the field they name, as the rest of the form does.
 */
export function MedicineFields({
  form,
  canAddNames,
  fieldError,
}: {
  form: ProductFormApi;
  /** An admin adds new generics and makers; a seller asks for them. */
  canAddNames: boolean;
  fieldError: (name: MedicineFieldName) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { register, setValue, control } = form;
  const medicine = useWatch({ control, name: 'medicine' }) ?? NOT_A_MEDICINE;
  const touch = { shouldDirty: true, shouldValidate: form.formState.isSubmitted } as const;

  const errorId = (name: MedicineFieldName) => `${id}-${name}-error`;
  const described = (name: MedicineFieldName, hint = false) =>
    [fieldError(name) ? errorId(name) : null, hint ? `${id}-${name}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  const error = (name: MedicineFieldName) => {
    const message = fieldError(name);
    return message ? (
      <p id={errorId(name)} className="mt-1 text-sm font-medium text-danger-700">
        {message}
      </p>
    ) : null;
  };
  const setGenerics = (generics: PickedName[], newGenericName = medicine.newGenericName) => {
    setValue('medicine.generics', generics, touch);
    setValue('medicine.newGenericName', newGenericName, touch);
  };

  return (
    <fieldset className="grid gap-5 rounded-card border border-line p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold text-ink">{t('dashboard.medicineForm.section')}</legend>
      <div className="sm:col-span-2">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            role="switch"
            aria-describedby={`${id}-switch-hint`}
            className="h-6 w-6 accent-brand-700"
            {...register('medicine.isMedicine')}
          />
          {t('dashboard.medicineForm.isMedicine')}
        </label>
        <p id={`${id}-switch-hint`} className="text-sm text-muted">
          {t('dashboard.medicineForm.isMedicineHint')}
        </p>
      </div>

      {medicine.isMedicine && (
        <>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-generics`} className={labelClass}>
              {t('dashboard.medicineForm.generics')}
            </label>
            <p id={`${id}-generics-hint`} className="text-sm text-muted">
              {t('dashboard.medicineForm.genericsHint')}
            </p>
            {(medicine.generics.length > 0 || medicine.newGenericName) && (
              <ol className="my-2 flex flex-wrap gap-2">
                {medicine.generics.map((g) => (
                  <Chip
                    key={g.id}
                    label={localName(g, i18n.language)}
                    removeLabel={t('dashboard.medicineForm.remove', { name: g.name })}
                    onRemove={() => setGenerics(medicine.generics.filter((x) => x.id !== g.id))}
                  />
                ))}
                {medicine.newGenericName && (
                  <Chip
                    label={t('dashboard.medicineForm.typedNew', { name: medicine.newGenericName })}
                    removeLabel={t('dashboard.medicineForm.remove', { name: medicine.newGenericName })}
                    onRemove={() => setGenerics(medicine.generics, '')}
                  />
                )}
              </ol>
            )}
            {medicine.generics.length + (medicine.newGenericName ? 1 : 0) < MEDICINE_LIMITS.genericsMax && (
              <NamePicker
                kind="generics"
                id={`${id}-generics`}
                label={t('dashboard.medicineForm.genericSearch')}
                otherLabel={(name) =>
                  canAddNames
                    ? t('dashboard.medicineForm.addGeneric', { name })
                    : t('dashboard.medicineForm.askGeneric', { name })
                }
                exclude={medicine.generics.map((g) => g.id)}
                onPick={(g) => setGenerics([...medicine.generics, g])}
                onOther={(name) => setGenerics(medicine.generics, name)}
                invalid={Boolean(fieldError('generics'))}
                describedBy={described('generics', true)}
              />
            )}
            {error('generics')}
          </div>

          <div>
            <label htmlFor={`${id}-strength`} className={labelClass}>
              {t('dashboard.medicineForm.strength')}
            </label>
            <input
              id={`${id}-strength`}
              type="text"
              autoComplete="off"
              aria-invalid={Boolean(fieldError('strength'))}
              aria-describedby={described('strength', true)}
              className={inputStyles}
              {...register('medicine.strength')}
            />
            <p id={`${id}-strength-hint`} className="mt-1 text-sm text-muted">
              {t('dashboard.medicineForm.strengthHint')}
            </p>
            {error('strength')}
          </div>

          <div>
            <label htmlFor={`${id}-form`} className={labelClass}>
              {t('dashboard.medicineForm.form')}
            </label>
            <select
              id={`${id}-form`}
              aria-invalid={Boolean(fieldError('form'))}
              aria-describedby={described('form')}
              className={inputStyles}
              {...register('medicine.form')}
            >
              <option value="">{t('dashboard.medicineForm.formPlaceholder')}</option>
              {DOSAGE_FORMS.map((f) => (
                <option key={f} value={f}>
                  {t(`storefront.medicine.forms.${f}`)}
                </option>
              ))}
            </select>
            {error('form')}
          </div>

          <div className="sm:col-span-2">
            <label htmlFor={`${id}-manufacturer`} className={labelClass}>
              {t('dashboard.medicineForm.manufacturer')}
            </label>
            {medicine.manufacturer || medicine.newManufacturerName ? (
              <ul className="mt-1 flex flex-wrap gap-2">
                <Chip
                  label={
                    medicine.manufacturer
                      ? localName(medicine.manufacturer, i18n.language)
                      : t('dashboard.medicineForm.typedNew', { name: medicine.newManufacturerName })
                  }
                  removeLabel={t('dashboard.medicineForm.remove', {
                    name: medicine.manufacturer?.name ?? medicine.newManufacturerName,
                  })}
                  onRemove={() => {
                    setValue('medicine.manufacturer', null, touch);
                    setValue('medicine.newManufacturerName', '', touch);
                  }}
                />
              </ul>
            ) : (
              <NamePicker
                kind="manufacturers"
                id={`${id}-manufacturer`}
                label={t('dashboard.medicineForm.manufacturerSearch')}
                otherLabel={(name) =>
                  canAddNames
                    ? t('dashboard.medicineForm.addManufacturer', { name })
                    : t('dashboard.medicineForm.askManufacturer', { name })
                }
                onPick={(m) => setValue('medicine.manufacturer', m, touch)}
                onOther={(name) => setValue('medicine.newManufacturerName', name, touch)}
                invalid={Boolean(fieldError('manufacturer'))}
                describedBy={described('manufacturer')}
              />
            )}
            {error('manufacturer')}
          </div>

          <div>
            <label htmlFor={`${id}-packSize`} className={labelClass}>
              {t('dashboard.medicineForm.packSize')}
            </label>
            <input
              id={`${id}-packSize`}
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
              max={MEDICINE_LIMITS.packSizeMax}
              aria-invalid={Boolean(fieldError('packSize'))}
              aria-describedby={described('packSize')}
              className={`${inputStyles} tabular-nums`}
              {...register('medicine.packSize', { valueAsNumber: true })}
            />
            {error('packSize')}
          </div>

          <div>
            <label htmlFor={`${id}-packLabel`} className={labelClass}>
              {t('dashboard.medicineForm.packLabel')}
            </label>
            <input
              id={`${id}-packLabel`}
              type="text"
              autoComplete="off"
              aria-invalid={Boolean(fieldError('packLabel'))}
              aria-describedby={described('packLabel', true)}
              className={inputStyles}
              {...register('medicine.packLabel')}
            />
            <p id={`${id}-packLabel-hint`} className="mt-1 text-sm text-muted">
              {t('dashboard.medicineForm.packLabelHint')}
            </p>
            {error('packLabel')}
          </div>

          <div>
            <label htmlFor={`${id}-dispensingClass`} className={labelClass}>
              {t('dashboard.medicineForm.dispensingClass')}
            </label>
            <select
              id={`${id}-dispensingClass`}
              aria-invalid={Boolean(fieldError('dispensingClass'))}
              aria-describedby={described('dispensingClass')}
              className={inputStyles}
              {...register('medicine.dispensingClass')}
            >
              <option value="">{t('dashboard.medicineForm.classPlaceholder')}</option>
              {DISPENSING_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {t(`storefront.medicine.classes.${c}`)}
                </option>
              ))}
            </select>
            {error('dispensingClass')}
          </div>

          <div>
            <label htmlFor={`${id}-brandBn`} className={labelClass}>
              {t('dashboard.medicineForm.brandBn')}
            </label>
            <input
              id={`${id}-brandBn`}
              type="text"
              lang="bn"
              autoComplete="off"
              aria-invalid={Boolean(fieldError('brandBn'))}
              aria-describedby={described('brandBn')}
              className={inputStyles}
              {...register('medicine.brandBn')}
            />
            {error('brandBn')}
          </div>

          {(['indications', 'dosage', 'sideEffects'] as const).map((name) => (
            <div key={name} className="sm:col-span-2">
              <label htmlFor={`${id}-${name}`} className={labelClass}>
                {t(`dashboard.medicineForm.${name}`)}
              </label>
              <textarea
                id={`${id}-${name}`}
                rows={3}
                aria-invalid={Boolean(fieldError(name))}
                aria-describedby={described(name)}
                className={`${inputStyles} resize-y`}
                {...register(`medicine.${name}`)}
              />
              {error(name)}
            </div>
          ))}
        </>
      )}
    </fieldset>
  );
}
