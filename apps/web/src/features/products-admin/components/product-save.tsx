import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUploadImage } from '../api/upload-image';
import type { ProductFormApi } from './product-form-schema';
import { reasonOf, showServerFieldError } from './product-form-errors';
import { ToastMessage } from './toast-message';

/**
 * Saving from the product form, added or edited: a new picture goes to the shop's storage
 * first ('Image upload failed!' sends focus back to it), then `save` runs with its address;
 * a refusal about one field shows under it, any other reason in the toast. `busyLabel` is
 * the submit button's text while this runs; `round` changes when the file input must
 * start empty again (a file input cannot be emptied through the form state).
 */
export function useProductSave(form: ProductFormApi, savingLabel: string) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const [step, setStep] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const [round, setRound] = useState(0);

  async function run(file: File | undefined, save: (image: string | undefined) => Promise<void>) {
    let image: string | undefined;
    if (file) {
      setStep('uploading');
      try {
        image = await upload.mutateAsync(file);
      } catch (error) {
        setStep('idle');
        toast.error(<ToastMessage title={t('dashboard.productForm.imageUploadFailed')} reason={reasonOf(error, t)} />);
        form.setFocus('image');
        return;
      }
    }
    setStep('saving');
    try {
      await save(image);
      if (file) setRound((r) => r + 1);
    } catch (error) {
      const underField = showServerFieldError(form, error, t);
      toast.error(
        <ToastMessage title={t('dashboard.productForm.failed')} reason={underField ? undefined : reasonOf(error, t)} />,
      );
    } finally {
      setStep('idle');
    }
  }

  const busyLabel =
    step === 'uploading' ? t('dashboard.productForm.uploading') : step === 'saving' ? savingLabel : null;
  return { run, busyLabel, round };
}
