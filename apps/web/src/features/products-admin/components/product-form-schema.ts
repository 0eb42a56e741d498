import { zodResolver } from '@hookform/resolvers/zod';
import {
  chargeablePrice,
  fitsCategory,
  LOW_STOCK_DEFAULT,
  LowStockThresholdSchema,
  PRESCRIPTION_CATEGORY,
  ProductFieldsSchema,
  UPLOAD_LIMITS,
  type Product,
  type ProductFields,
} from '@medibazaar/contract';
import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { checkMedicine, medicineValuesOf, type MedicineFormValues } from './medicine-form';

export type ProductFieldName = keyof ProductFields | 'lowStockThreshold';
export const PRODUCT_FIELD_NAMES = [
  'name',
  'nameBn',
  'des',
  'desBn',
  'price',
  'category',
  'discount',
  'stock',
  'lowStockThreshold',
] as const satisfies ProductFieldName[];

/** "…less than $0.01…" in the shop's currency and the reader's language. */
export const belowOneUnitText = (t: TFunction) =>
  t('dashboard.productForm.errors.belowOneCent', { minimum: formatMoney(0.01) });

/** Why a prescription or controlled medicine cannot go under OTC Medicine, in the reader's language. */
export const otcOnlyText = (t: TFunction) => t('errors.api.PRESCRIPTION_MEDICINE_IN_OTC');

/** A medicine whose class is not known yet is left to the server, which reads the medicine reference. */
const classFits = (v: { category: string; medicine: MedicineFormValues }) =>
  (v.medicine.isMedicine && !v.medicine.dispensingClass) ||
  fitsCategory(v.category, v.medicine.isMedicine ? v.medicine.dispensingClass : null);

/**
 * The form's rules: the contract's product fields (the very schema the server
 * validates with), the server's rule that a discounted unit still costs a cent,
 * that OTC Medicine holds no prescription or controlled medicine, and the image file, which
 * only the browser has.
 */
function productFormSchema(mode: 'add' | 'edit', t: TFunction) {
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
  })
    .refine(chargeablePrice, { message: belowOneUnitText(t), path: ['discount'] })
    .refine((v) => v.category !== PRESCRIPTION_CATEGORY || classFits(v), {
      message: t('errors.api.NOT_A_PRESCRIPTION_MEDICINE'),
      path: ['category'],
    })
    .refine((v) => v.category === PRESCRIPTION_CATEGORY || classFits(v), {
      message: otcOnlyText(t),
      path: ['category'],
    });
}
type ProductFormSchema = ReturnType<typeof productFormSchema>;
export type ProductFormInput = z.input<ProductFormSchema>;
export type ProductFormOutput = z.output<ProductFormSchema>;
export type ProductFormApi = UseFormReturn<ProductFormInput, unknown, ProductFormOutput>;

/** The editable values of a stored product, as the form holds them (with its low-stock alert, read apart). */
export function formValuesOf(product: Product, lowStockThreshold: number = LOW_STOCK_DEFAULT): ProductFormInput {
  return {
    name: product.name,
    nameBn: product.nameBn ?? '',
    des: product.des,
    desBn: product.desBn ?? '',
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
