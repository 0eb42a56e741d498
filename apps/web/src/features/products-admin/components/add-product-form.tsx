import { LOW_STOCK_DEFAULT } from '@medibazaar/contract';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n';
import { useCreateProduct } from '../api/create-product';
import { useUploadImage } from '../api/upload-image';
import { medicineInputOf, NOT_A_MEDICINE } from './medicine-form';
import { ProductForm, useProductForm, type ProductFormOutput } from './product-form';
import { reasonOf, showServerFieldError } from './product-form-errors';
import { ToastMessage } from './toast-message';

const EMPTY = {
  name: '',
  des: '',
  category: undefined,
  discount: 0,
  lowStockThreshold: LOW_STOCK_DEFAULT,
  image: undefined,
  medicine: NOT_A_MEDICINE,
};

/**
 * Adds a product: the image goes to the shop's storage first, then the product
 * with the image's address. 'Product added successfully!' and the form resets.
 */
export function AddProductForm({ sellerEmail, shopOwned }: { sellerEmail: string; shopOwned: boolean }) {
  const { t } = useTranslation();
  const form = useProductForm('add', EMPTY);
  const upload = useUploadImage();
  const create = useCreateProduct();
  const [step, setStep] = useState<'idle' | 'uploading' | 'saving'>('idle');
  // A file input cannot be emptied through the form state: a fresh one replaces it.
  const [round, setRound] = useState(0);

  async function submit(values: ProductFormOutput) {
    const file = values.image?.[0];
    if (!file) return;
    setStep('uploading');
    let image: string;
    try {
      image = await upload.mutateAsync(file);
    } catch (error) {
      setStep('idle');
      toast.error(<ToastMessage title={t('dashboard.productForm.imageUploadFailed')} reason={reasonOf(error, t)} />);
      form.setFocus('image');
      return;
    }
    setStep('saving');
    try {
      const { image: _file, medicine, ...fields } = values;
      // `email` keeps the legacy call shape (docs/api.md#ignored-fields); the server takes the owner from the session.
      await create.mutateAsync({ ...fields, image, email: sellerEmail, medicine: medicineInputOf(medicine) });
      toast.success(t('dashboard.productForm.added'));
      form.reset(EMPTY);
      setRound((r) => r + 1);
    } catch (error) {
      // A reason about one field shows under it; any other the shop gave goes in the toast.
      const underField = showServerFieldError(form, error, t);
      toast.error(
        <ToastMessage title={t('dashboard.productForm.failed')} reason={underField ? undefined : reasonOf(error, t)} />,
      );
    } finally {
      setStep('idle');
    }
  }

  return (
    <ProductForm
      key={round}
      mode="add"
      form={form}
      onSubmit={submit}
      sellerEmail={sellerEmail}
      shopOwned={shopOwned}
      canAddNames={shopOwned}
      busyLabel={
        step === 'uploading'
          ? t('dashboard.productForm.uploading')
          : step === 'saving'
            ? t('dashboard.productForm.adding')
            : null
      }
    />
  );
}
