import { UPLOAD_LIMITS } from '@medibazaar/contract';
import { useEffect, useMemo, type ReactNode } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';
import type { ProductFormApi } from './product-form-schema';

const labelClass = 'block font-semibold text-ink';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

/**
 * One field of the product form: the label above, the control, an optional hint and the
 * error under it. The control carries `id`; the hint and error take `id-hint`/`id-error`.
 */
export function ProductField({
  id,
  label,
  wide = false,
  hint,
  hintClassName = 'mt-1 text-sm text-muted',
  error,
  children,
}: {
  id: string;
  label: string;
  /** Spans both columns on wider screens. */
  wide?: boolean;
  hint?: ReactNode;
  hintClassName?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint !== undefined && (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The product's picture: a file input, a preview of the file chosen, else the picture shown now. */
export function ProductImageField({
  id,
  mode,
  form,
  currentImage,
  describedBy,
}: {
  id: string;
  mode: 'add' | 'edit';
  form: ProductFormApi;
  currentImage: string | undefined;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const files = watch('image');
  const chosen = files?.[0];
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <div className="sm:col-span-2">
      <label htmlFor={`${id}-image`} className={labelClass}>
        {mode === 'add' ? t('dashboard.productForm.image') : t('dashboard.productForm.imageOptional')}
      </label>
      <input
        id={`${id}-image`}
        type="file"
        accept={UPLOAD_LIMITS.acceptedTypes.join(',')}
        aria-invalid={Boolean(errors.image)}
        aria-describedby={describedBy}
        className={`${inputStyles} cursor-pointer py-2 file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800`}
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
  );
}

/** Adding: whose product it is, shown and not editable (the shop's own when an admin adds it). */
export function SellerEmailField({
  id,
  email,
  shopOwned,
}: {
  id: string;
  email: string | undefined;
  shopOwned: boolean | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ProductField
      id={id}
      wide
      label={t('dashboard.productForm.email')}
      hint={shopOwned ? t('dashboard.productForm.shopOwned') : t('dashboard.productForm.emailHint')}
      error={undefined}
    >
      <input
        id={id}
        type="email"
        value={email ?? ''}
        disabled
        readOnly
        aria-describedby={`${id}-hint`}
        className={inputStyles}
      />
    </ProductField>
  );
}
