import { currentLanguage, type TFunction } from '../../../lib/i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { otcOnlyText, PRODUCT_FIELD_NAMES, type ProductFieldName, type ProductFormApi } from './product-form-schema';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { medicineFieldOf } from './medicine-form';

/**
 * Puts a field error the server found (a 400 naming the field) under that field
 * and moves focus there. Returns false when the error is about no field of the form.
 */
export function showServerFieldError(form: ProductFormApi, error: unknown, t: TFunction): boolean {
  if (error instanceof ApiRequestError && error.body.code === 'PRESCRIPTION_MEDICINE_IN_OTC') {
    // 409: a prescription or controlled medicine under OTC Medicine; the category is what to change.
    form.setError('category', { type: 'server', message: otcOnlyText(t) }, { shouldFocus: true });
    return true;
  }
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.body.field) return false;
  const field = error.body.field;
  if (field === 'image') {
    form.setError('image', { type: 'server', message: t('dashboard.productForm.errors.image') }, { shouldFocus: true });
    return true;
  }
  const medicineField = field.startsWith('medicine') ? medicineFieldOf(field) : null;
  if (medicineField) {
    // A refusal only the server can make (an unknown generic or maker) is named in its own words.
    const message = apiErrorMessage(error, t);
    form.setError(`medicine.${medicineField}`, { type: 'server', message }, { shouldFocus: true });
    return true;
  }
  if (!(PRODUCT_FIELD_NAMES as readonly string[]).includes(field)) return false;
  // The server's English names what exactly is wrong (a discount that leaves a unit below
  // one cent, say); in other languages the field's own text stands in for it.
  const message = currentLanguage() === 'en' ? error.body.message?.trim() || undefined : undefined;
  form.setError(field as ProductFieldName, { type: 'server', message }, { shouldFocus: true });
  return true;
}

/** What the server refused below 500 (e.g. "the image could not be read"), in the reader's language; else nothing. */
export function reasonOf(error: unknown, t: TFunction): string | undefined {
  return error instanceof ApiRequestError && error.status < 500 && error.status !== 401 && error.status !== 403
    ? apiErrorMessage(error, t)
    : undefined;
}
