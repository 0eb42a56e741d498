import { DOSAGE_FORMS, typedNumber } from '@medibazaar/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { inputStyles } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';
import { NOT_A_MEDICINE, type MedicineFieldName } from './medicine-form';
import { GenericsField, ManufacturerField, type MedicineFieldsContext } from './medicine-name-fields';
import type { ProductFormApi } from './product-form-schema';
import { ReferenceClassField } from './reference-class-field';

const labelClass = 'block font-semibold text-ink';

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
  const { t } = useTranslation();
  const id = useId();
  const { register, control } = form;
  const medicine = useWatch({ control, name: 'medicine' }) ?? NOT_A_MEDICINE;

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
  const context: MedicineFieldsContext = { form, id, canAddNames, fieldError, described, error };

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
          <GenericsField {...context} />

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

          <ManufacturerField {...context} />

          <MedicineLabelFields {...context} />
        </>
      )}
    </fieldset>
  );
}

/** The pack, how the medicine is sold and the label's texts. */
function MedicineLabelFields(context: MedicineFieldsContext) {
  const { form, id, fieldError, described, error } = context;
  const { t } = useTranslation();
  const { register } = form;
  return (
    <>
      <div>
        <label htmlFor={`${id}-packSize`} className={labelClass}>
          {t('dashboard.medicineForm.packSize')}
        </label>
        <input
          id={`${id}-packSize`}
          type="text"
          inputMode="numeric"
          aria-invalid={Boolean(fieldError('packSize'))}
          aria-describedby={described('packSize')}
          className={`${inputStyles} tabular-nums`}
          {...register('medicine.packSize', { setValueAs: typedNumber })}
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
        <label htmlFor={`${id}-packLabelBn`} className={labelClass}>
          {t('dashboard.medicineForm.packLabelBn')}
        </label>
        <input
          id={`${id}-packLabelBn`}
          type="text"
          lang="bn"
          autoComplete="off"
          aria-invalid={Boolean(fieldError('packLabelBn'))}
          aria-describedby={described('packLabelBn')}
          className={inputStyles}
          {...register('medicine.packLabelBn')}
        />
        {error('packLabelBn')}
      </div>

      <ReferenceClassField {...context} />

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

      {(['indications', 'indicationsBn', 'dosage', 'dosageBn', 'sideEffects', 'sideEffectsBn'] as const).map((name) => (
        <div key={name} className="sm:col-span-2" lang={name.endsWith('Bn') ? 'bn' : undefined}>
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
  );
}
