import { dollarsToCents, type Product, type ProductUpdate } from '@medibazaar/contract';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateProduct } from '../api/update-product';
import { medicineInputOf, medicineValuesOf } from './medicine-form';
import { ProductForm } from './product-form';
import { formValuesOf, useProductForm, type ProductFormOutput } from './product-form-schema';
import { useProductSave } from './product-save';

/** The fields that differ from the stored product and its low-stock alert (prices compared in cents). */
export function changedFields(
  product: Product,
  values: Omit<ProductFormOutput, 'image'>,
  storedThreshold: number,
): ProductUpdate {
  const changes: ProductUpdate = {};
  if (values.name !== product.name) changes.name = values.name;
  if (values.des !== product.des) changes.des = values.des;
  if (dollarsToCents(values.price) !== dollarsToCents(product.price)) changes.price = values.price;
  if (values.category !== product.category) changes.category = values.category;
  if (values.discount !== product.discount) changes.discount = values.discount;
  if (values.stock !== product.stock) changes.stock = values.stock;
  if (values.lowStockThreshold !== storedThreshold) changes.lowStockThreshold = values.lowStockThreshold;
  // The facts are sent whole when any of them changed (null: no longer a medicine).
  const medicine = medicineInputOf(values.medicine);
  if (JSON.stringify(medicine) !== JSON.stringify(medicineInputOf(medicineValuesOf(product.medicine))))
    changes.medicine = medicine;
  return changes;
}

/**
 * Edits a product. Nothing changed → 'No changes were made.' without a call; a
 * new image is uploaded first; the rest is sent as a partial update.
 */
export function EditProductForm({
  product,
  lowStockThreshold,
  canAddNames = false,
}: {
  product: Product;
  /** The product's low-stock alert as stored. */
  lowStockThreshold: number;
  canAddNames?: boolean;
}) {
  const { t } = useTranslation();
  const form = useProductForm('edit', formValuesOf(product, lowStockThreshold));
  const { run, busyLabel, round } = useProductSave(form, t('dashboard.productForm.updating'));
  const update = useUpdateProduct();

  // A fresh copy of the product (after saving) becomes the form's new starting point.
  const { reset } = form;
  useEffect(() => reset(formValuesOf(product, lowStockThreshold)), [product, lowStockThreshold, reset]);

  async function submit(values: ProductFormOutput) {
    const { image: files, ...fields } = values;
    const changes = changedFields(product, fields, lowStockThreshold);
    const file = files?.[0];
    if (!file && Object.keys(changes).length === 0) {
      toast(t('dashboard.productForm.noChanges'));
      return;
    }
    await run(file, async (image) => {
      if (image) changes.image = image;
      const { modifiedCount } = await update.mutateAsync({ id: product._id, body: changes });
      if (modifiedCount === 0) toast(t('dashboard.productForm.noChanges'));
      else toast.success(t('dashboard.productForm.updated'));
    });
  }

  return (
    <ProductForm
      key={round}
      mode="edit"
      form={form}
      onSubmit={submit}
      currentImage={product.image}
      canAddNames={canAddNames}
      busyLabel={busyLabel}
    />
  );
}
