import { MEDICINE_LIMITS } from '@medibazaar/contract';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { CloseIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { NOT_A_MEDICINE, type MedicineFieldName, type PickedName } from './medicine-form';
import { NamePicker } from './name-picker';
import type { ProductFormApi } from './product-form-schema';

const labelClass = 'block font-semibold text-ink';

/** What the medicine fields share: the form, the ids' stem and each field's error. */
export interface MedicineFieldsContext {
  form: ProductFormApi;
  id: string;
  /** An admin adds new generics and makers; a seller asks for them. */
  canAddNames: boolean;
  fieldError: (name: MedicineFieldName) => string | undefined;
  described: (name: MedicineFieldName, hint?: boolean) => string | undefined;
  error: (name: MedicineFieldName) => ReactNode;
}

function useMedicine({ form }: MedicineFieldsContext) {
  const medicine = useWatch({ control: form.control, name: 'medicine' }) ?? NOT_A_MEDICINE;
  const touch = { shouldDirty: true, shouldValidate: form.formState.isSubmitted } as const;
  return { medicine, touch };
}

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

/** The generic(s) in the medicine, picked from the shop's list or typed as a new one. */
export function GenericsField(context: MedicineFieldsContext) {
  const { t, i18n } = useTranslation();
  const { form, id, canAddNames, fieldError, described, error } = context;
  const { medicine, touch } = useMedicine(context);
  const setGenerics = (generics: PickedName[], newGenericName = medicine.newGenericName) => {
    form.setValue('medicine.generics', generics, touch);
    form.setValue('medicine.newGenericName', newGenericName, touch);
  };
  return (
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
  );
}

/** The maker, picked from the shop's list or typed as a new one. */
export function ManufacturerField(context: MedicineFieldsContext) {
  const { t, i18n } = useTranslation();
  const { form, id, canAddNames, fieldError, described, error } = context;
  const { medicine, touch } = useMedicine(context);
  const { setValue } = form;
  return (
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
  );
}
