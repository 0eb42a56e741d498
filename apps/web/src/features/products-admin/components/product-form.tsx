import { CATEGORIES, PRODUCT_LIMITS, typedNumber } from '@medibazaar/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { inputStyles } from '../../../components/ui/form-field';
import { moneySymbol } from '../../../lib/format';
import { unprintableText } from '../../../lib/unprintable-text';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from '../../../lib/labels';
import { MedicineFields } from './medicine-fields';
import type { MedicineFieldName } from './medicine-form';
import { ProductField, ProductImageField, SellerEmailField } from './product-form-fields';
import {
  belowOneUnitText,
  otcOnlyText,
  type ProductFieldName,
  type ProductFormApi,
  type ProductFormOutput,
} from './product-form-schema';

export interface ProductFormProps {
  mode: 'add' | 'edit';
  form: ProductFormApi;
  onSubmit: (values: ProductFormOutput) => void | Promise<void>;
  /** What the submit button says while the form is busy, or null when idle. */
  busyLabel: string | null;
  /** Add: the seller's email, shown and not editable. */
  sellerEmail?: string | undefined;
  /** Add by an admin: the product belongs to the shop. */
  shopOwned?: boolean;
  /** Edit: the image the product shows now. */
  currentImage?: string | undefined;
  /** An admin adds new generics and makers from the pickers; a seller asks for them. */
  canAddNames?: boolean;
}

type NumberFieldName = 'price' | 'discount' | 'stock' | 'lowStockThreshold';
/**
 * The keyboard each number asks for: money with a decimal point, the rest whole. They are text
 * fields read by `typedNumber`, so digits typed in Bangla count (a number field refuses them).
 */
const numberInputs: Record<NumberFieldName, { inputMode: 'decimal' | 'numeric' }> = {
  price: { inputMode: 'decimal' },
  discount: { inputMode: 'numeric' },
  stock: { inputMode: 'numeric' },
  lowStockThreshold: { inputMode: 'numeric' },
};

/**
 * Each field's error in the reader's words. The contract's messages are English, so each
 * field shows its own text, except for reasons that text does not cover: the server's,
 * and a discount leaving less than a cent.
 */
function useFieldErrors(form: ProductFormApi) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const belowOneCent = belowOneUnitText(t);
  const otcOnly = otcOnlyText(t);
  const fieldError = (name: ProductFieldName) => {
    const error = errors[name];
    if (!error) return undefined;
    const ownReason = error.type === 'server' || error.message === belowOneCent || error.message === otcOnly;
    if (ownReason && error.message) return error.message;
    // The name is printed on invoices and packing slips.
    return (name === 'name' && unprintableText(form.getValues('name'), t)) || t(`dashboard.productForm.errors.${name}`);
  };
  const medicineError = (name: MedicineFieldName) => {
    const error = (
      errors.medicine as Partial<Record<MedicineFieldName, { type?: string; message?: string }>> | undefined
    )?.[name];
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`dashboard.medicineForm.errors.${name}`);
  };
  return { fieldError, medicineError };
}

/** The name and description in Bangla (optional), shown to a Bangla reader. */
function BanglaFields({
  id,
  register,
  control,
  fieldError,
}: {
  id: string;
  register: ProductFormApi['register'];
  control: (name: ProductFieldName) => Record<string, unknown>;
  fieldError: (name: ProductFieldName) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ProductField id={`${id}-nameBn`} wide label={t('dashboard.productForm.nameBn')} error={fieldError('nameBn')}>
        <input
          {...control('nameBn')}
          type="text"
          lang="bn"
          autoComplete="off"
          maxLength={PRODUCT_LIMITS.nameMax + 20}
          className={inputStyles}
          {...register('nameBn')}
        />
      </ProductField>
      <ProductField
        id={`${id}-desBn`}
        wide
        label={t('dashboard.productForm.descriptionBn')}
        error={fieldError('desBn')}
      >
        <textarea
          {...control('desBn')}
          lang="bn"
          rows={4}
          className={`${inputStyles} resize-y`}
          {...register('desBn')}
        />
      </ProductField>
    </>
  );
}

/**
 * The product fields: name, description, price, category, image, discount and
 * stock, labels above and errors under each field; focus moves to the first error.
 */
export function ProductForm({
  mode,
  form,
  onSubmit,
  busyLabel,
  sellerEmail,
  shopOwned,
  currentImage,
  canAddNames = false,
}: ProductFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const busy = busyLabel !== null;
  const description = watch('des') ?? '';
  const { fieldError, medicineError } = useFieldErrors(form);
  const described = (name: string, hint?: boolean) =>
    [errors[name as ProductFieldName] ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = (name: ProductFieldName, hint?: boolean) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': described(name, hint),
  });
  const numberField = (name: NumberFieldName, label: string, hint?: string) => (
    <ProductField id={`${id}-${name}`} label={label} hint={hint} error={fieldError(name)}>
      <input
        {...control(name, hint !== undefined)}
        type="text"
        {...numberInputs[name]}
        className={`${inputStyles} tabular-nums`}
        {...register(name, { setValueAs: typedNumber })}
      />
    </ProductField>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 sm:grid-cols-2" aria-busy={busy}>
      <ProductField id={`${id}-name`} wide label={t('dashboard.productForm.name')} error={fieldError('name')}>
        <input
          {...control('name')}
          type="text"
          autoComplete="off"
          maxLength={PRODUCT_LIMITS.nameMax + 20}
          className={inputStyles}
          {...register('name')}
        />
      </ProductField>

      <ProductField
        id={`${id}-des`}
        wide
        label={t('dashboard.productForm.description')}
        hint={t('dashboard.productForm.characters', { count: description.length, max: PRODUCT_LIMITS.descriptionMax })}
        hintClassName="mt-1 text-right text-sm text-muted tabular-nums"
        error={fieldError('des')}
      >
        <textarea {...control('des', true)} rows={5} className={`${inputStyles} resize-y`} {...register('des')} />
      </ProductField>

      <BanglaFields id={id} register={register} control={control} fieldError={fieldError} />

      {numberField('price', t('dashboard.productForm.price', { symbol: moneySymbol() }))}

      <ProductField id={`${id}-category`} label={t('dashboard.productForm.category')} error={fieldError('category')}>
        <select {...control('category')} className={inputStyles} {...register('category')}>
          <option value="">{t('dashboard.productForm.categoryPlaceholder')}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryName(t, c)}
            </option>
          ))}
        </select>
      </ProductField>

      {numberField('discount', t('dashboard.productForm.discount'))}
      {numberField('stock', t('dashboard.productForm.stock'))}
      {numberField(
        'lowStockThreshold',
        t('dashboard.productForm.lowStockThreshold'),
        t('dashboard.productForm.lowStockThresholdHint'),
      )}

      <ProductImageField
        id={id}
        mode={mode}
        form={form}
        currentImage={currentImage}
        describedBy={described('image', true)}
      />

      {mode === 'add' && <SellerEmailField id={`${id}-email`} email={sellerEmail} shopOwned={shopOwned} />}

      <MedicineFields form={form} canAddNames={canAddNames} fieldError={medicineError} />

      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:px-8">
          {busy && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {busyLabel ??
            (mode === 'add' ? t('dashboard.productForm.submitAdd') : t('dashboard.productForm.submitUpdate'))}
        </Button>
      </div>
    </form>
  );
}
