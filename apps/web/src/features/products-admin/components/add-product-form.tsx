import { LOW_STOCK_DEFAULT } from '@medibazaar/contract';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n';
import { useCreateProduct } from '../api/create-product';
import { medicineInputOf, NOT_A_MEDICINE } from './medicine-form';
import { ProductForm } from './product-form';
import { useProductForm, type ProductFormOutput } from './product-form-schema';
import { useProductSave } from './product-save';

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
  const { run, busyLabel, round } = useProductSave(form, t('dashboard.productForm.adding'));
  const create = useCreateProduct();

  async function submit(values: ProductFormOutput) {
    const file = values.image?.[0];
    if (!file) return;
    await run(file, async (image) => {
      const { image: _file, medicine, ...fields } = values;
      // `email` keeps the legacy call shape (docs/api.md#ignored-fields); the server takes the owner from the session.
      await create.mutateAsync({ ...fields, image: image!, email: sellerEmail, medicine: medicineInputOf(medicine) });
      toast.success(t('dashboard.productForm.added'));
      form.reset(EMPTY);
    });
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
      busyLabel={busyLabel}
    />
  );
}
