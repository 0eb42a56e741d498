import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORIES,
  chargeablePrice,
  LOW_STOCK_DEFAULT,
  LowStockThresholdSchema,
  PRODUCT_LIMITS,
  ProductFieldsSchema,
  UPLOAD_LIMITS,
  type Product,
  type ProductFields,
} from '@medibazaar/contract';
import { useEffect, useId, useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { formatMoney, moneySymbol } from '../../../lib/format';
import { categoryName } from '../../../lib/labels';
import { z } from 'zod';
import { buttonStyles } from '../../../components/ui/button-styles';
import { MedicineFields } from './medicine-fields';
import { checkMedicine, medicineValuesOf, type MedicineFieldName, type MedicineFormValues } from './medicine-form';
import { unprintableText } from '../../../lib/unprintable-text';

export type ProductFieldName = keyof ProductFields | 'lowStockThreshold';
export const PRODUCT_FIELD_NAMES = [
  'name',
  'des',
  'price',
  'category',
  'discount',
  'stock',
  'lowStockThreshold',
] as const satisfies ProductFieldName[];

/**
 * The form's rules: the contract's product fields (the very schema the server
 * validates with), the server's rule that a discounted unit still costs a cent,
 * and the image file, which only the browser has.
 */
/** "…less than $0.01…" in the shop's currency and the reader's language. */
const belowOneUnitText = (t: TFunction) =>
  t('dashboard.productForm.errors.belowOneCent', { minimum: formatMoney(0.01) });

export function productFormSchema(mode: 'add' | 'edit', t: TFunction) {
  const accepted: readonly string[] = UPLOAD_LIMITS.acceptedTypes;
  return ProductFieldsSchema.extend({
    lowStockThreshold: LowStockThresholdSchema,
    image: z.custom<FileList | undefined>().superRefine((files, ctx) => {
      const file = files?.[0];
      if (!file) {
        if (mode === 'add') ctx.addIssue({ code: 'custom', message: t('dashboard.productForm.errors.imageRequired') });
        return;
      }
      // The server decides by content; this only spares a pointless upload.
      if (file.type && !accepted.includes(file.type)) {
        ctx.addIssue({ code: 'custom', message: t('dashboard.productForm.errors.imageType') });
      } else if (file.size > UPLOAD_LIMITS.maxBytes) {
        ctx.addIssue({ code: 'custom', message: t('dashboard.productForm.errors.imageSize') });
      }
    }),
    // The medicine facts, checked with the contract's schema when the product is a medicine.
    medicine: z.custom<MedicineFormValues>().superRefine(checkMedicine),
  }).refine(chargeablePrice, { message: belowOneUnitText(t), path: ['discount'] });
}
export type ProductFormSchema = ReturnType<typeof productFormSchema>;
export type ProductFormInput = z.input<ProductFormSchema>;
export type ProductFormOutput = z.output<ProductFormSchema>;
export type ProductFormApi = UseFormReturn<ProductFormInput, unknown, ProductFormOutput>;

/** The editable values of a stored product, as the form holds them (with its low-stock alert, read apart). */
export function formValuesOf(product: Product, lowStockThreshold: number = LOW_STOCK_DEFAULT): ProductFormInput {
  return {
    name: product.name,
    des: product.des,
    price: product.price,
    category: product.category,
    discount: product.discount,
    stock: product.stock,
    lowStockThreshold,
    image: undefined,
    medicine: medicineValuesOf(product.medicine),
  };
}

/** The form state for adding or editing a product, validated with the contract's schema. */
export function useProductForm(mode: 'add' | 'edit', defaults: Partial<ProductFormInput>): ProductFormApi {
  const { t } = useTranslation();
  const schema = useMemo(() => productFormSchema(mode, t), [mode, t]);
  return useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-danger-700 disabled:bg-surface disabled:text-muted';
const labelClass = 'block font-semibold text-ink';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

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
    getValues,
    formState: { errors },
  } = form;
  const busy = busyLabel !== null;

  const files = watch('image');
  const chosen = files?.[0];
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const description = watch('des') ?? '';

  // The contract's messages are English, so each field shows its own text, except for
  // reasons that text does not cover: the server's, and a discount leaving less than a cent.
  const belowOneCent = belowOneUnitText(t);
  const fieldError = (name: ProductFieldName) => {
    const error = errors[name];
    if (!error) return undefined;
    const ownReason = error.type === 'server' || error.message === belowOneCent;
    if (ownReason && error.message) return error.message;
    // The name is printed on invoices and packing slips.
    return (name === 'name' && unprintableText(getValues('name'), t)) || t(`dashboard.productForm.errors.${name}`);
  };
  const medicineError = (name: MedicineFieldName) => {
    const error = (
      errors.medicine as Partial<Record<MedicineFieldName, { type?: string; message?: string }>> | undefined
    )?.[name];
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`dashboard.medicineForm.errors.${name}`);
  };
  const described = (name: string, hint?: boolean) =>
    [errors[name as ProductFieldName] ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 sm:grid-cols-2" aria-busy={busy}>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-name`} className={labelClass}>
          {t('dashboard.productForm.name')}
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          maxLength={PRODUCT_LIMITS.nameMax + 20}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={described('name')}
          className={inputClass}
          {...register('name')}
        />
        <FieldError id={`${id}-name-error`} message={fieldError('name')} />
      </div>

      <div className="sm:col-span-2">
        <label htmlFor={`${id}-des`} className={labelClass}>
          {t('dashboard.productForm.description')}
        </label>
        <textarea
          id={`${id}-des`}
          rows={5}
          aria-invalid={Boolean(errors.des)}
          aria-describedby={described('des', true)}
          className={`${inputClass} resize-y`}
          {...register('des')}
        />
        <p id={`${id}-des-hint`} className="mt-1 text-right text-sm text-muted tabular-nums">
          {t('dashboard.productForm.characters', {
            count: description.length,
            max: PRODUCT_LIMITS.descriptionMax,
          })}
        </p>
        <FieldError id={`${id}-des-error`} message={fieldError('des')} />
      </div>

      <div>
        <label htmlFor={`${id}-price`} className={labelClass}>
          {t('dashboard.productForm.price', { symbol: moneySymbol() })}
        </label>
        <input
          id={`${id}-price`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          max={PRODUCT_LIMITS.priceMax}
          aria-invalid={Boolean(errors.price)}
          aria-describedby={described('price')}
          className={`${inputClass} tabular-nums`}
          {...register('price', { valueAsNumber: true })}
        />
        <FieldError id={`${id}-price-error`} message={fieldError('price')} />
      </div>

      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          {t('dashboard.productForm.category')}
        </label>
        <select
          id={`${id}-category`}
          aria-invalid={Boolean(errors.category)}
          aria-describedby={described('category')}
          className={inputClass}
          {...register('category')}
        >
          <option value="">{t('dashboard.productForm.categoryPlaceholder')}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryName(t, c)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-category-error`} message={fieldError('category')} />
      </div>

      <div>
        <label htmlFor={`${id}-discount`} className={labelClass}>
          {t('dashboard.productForm.discount')}
        </label>
        <input
          id={`${id}-discount`}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          max={PRODUCT_LIMITS.discountMax}
          aria-invalid={Boolean(errors.discount)}
          aria-describedby={described('discount')}
          className={`${inputClass} tabular-nums`}
          {...register('discount', { valueAsNumber: true })}
        />
        <FieldError id={`${id}-discount-error`} message={fieldError('discount')} />
      </div>

      <div>
        <label htmlFor={`${id}-stock`} className={labelClass}>
          {t('dashboard.productForm.stock')}
        </label>
        <input
          id={`${id}-stock`}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          max={PRODUCT_LIMITS.stockMax}
          aria-invalid={Boolean(errors.stock)}
          aria-describedby={described('stock')}
          className={`${inputClass} tabular-nums`}
          {...register('stock', { valueAsNumber: true })}
        />
        <FieldError id={`${id}-stock-error`} message={fieldError('stock')} />
      </div>

      <div>
        <label htmlFor={`${id}-lowStockThreshold`} className={labelClass}>
          {t('dashboard.productForm.lowStockThreshold')}
        </label>
        <input
          id={`${id}-lowStockThreshold`}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          max={PRODUCT_LIMITS.stockMax}
          aria-invalid={Boolean(errors.lowStockThreshold)}
          aria-describedby={described('lowStockThreshold', true)}
          className={`${inputClass} tabular-nums`}
          {...register('lowStockThreshold', { valueAsNumber: true })}
        />
        <p id={`${id}-lowStockThreshold-hint`} className="mt-1 text-sm text-muted">
          {t('dashboard.productForm.lowStockThresholdHint')}
        </p>
        <FieldError id={`${id}-lowStockThreshold-error`} message={fieldError('lowStockThreshold')} />
      </div>

      <div className="sm:col-span-2">
        <label htmlFor={`${id}-image`} className={labelClass}>
          {mode === 'add' ? t('dashboard.productForm.image') : t('dashboard.productForm.imageOptional')}
        </label>
        <input
          id={`${id}-image`}
          type="file"
          accept={UPLOAD_LIMITS.acceptedTypes.join(',')}
          aria-invalid={Boolean(errors.image)}
          aria-describedby={described('image', true)}
          className={`${inputClass} cursor-pointer py-2 file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800`}
          {...register('image')}
        />
        <p id={`${id}-image-hint`} className="mt-1 text-sm text-muted">
          {t('dashboard.productForm.imageHint')}
        </p>
        <FieldError id={`${id}-image-error`} message={errors.image?.message} />
        {(preview || currentImage) && (
          <figure className="mt-3 flex items-center gap-3">
            <img
              src={preview ?? currentImage}
              alt={preview ? t('dashboard.productForm.preview') : t('dashboard.productForm.currentImage')}
              width={96}
              height={96}
              className="h-24 w-24 rounded-md border border-line bg-white object-contain"
            />
            <figcaption className="text-sm text-muted">
              {preview ? chosen?.name : t('dashboard.productForm.currentImage')}
            </figcaption>
          </figure>
        )}
      </div>

      {mode === 'add' && (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-email`} className={labelClass}>
            {t('dashboard.productForm.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            value={sellerEmail ?? ''}
            disabled
            readOnly
            aria-describedby={`${id}-email-hint`}
            className={inputClass}
          />
          <p id={`${id}-email-hint`} className="mt-1 text-sm text-muted">
            {shopOwned ? t('dashboard.productForm.shopOwned') : t('dashboard.productForm.emailHint')}
          </p>
        </div>
      )}

      <MedicineFields form={form} canAddNames={canAddNames} fieldError={medicineError} />

      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full sm:w-auto sm:px-8`}>
          {busy && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {busyLabel ??
            (mode === 'add' ? t('dashboard.productForm.submitAdd') : t('dashboard.productForm.submitUpdate'))}
        </button>
      </div>
    </form>
  );
}
