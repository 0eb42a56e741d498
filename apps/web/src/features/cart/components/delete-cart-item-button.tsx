import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { runDeleteFlow } from '../../../lib/dialogs';
import { useDeleteCartItem } from '../api/delete-cart-item';

const deleteButton =
  'inline-flex min-h-11 min-w-22 items-center justify-center rounded-md bg-danger-700 px-3 font-semibold text-white hover:bg-danger-700/90 disabled:cursor-wait disabled:opacity-70';

/** Delete with the confirmation of docs/product.md#texts-delete; the button reads 'Deleting...' while the call runs. */
export function DeleteCartItemButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const remove = useDeleteCartItem();
  const [deleting, setDeleting] = useState(false);
  return (
    <button
      type="button"
      disabled={deleting}
      aria-label={deleting ? t('common.dialog.deleting') : t('cart.cart.deleteNamed', { name })}
      className={deleteButton}
      onClick={() =>
        void runDeleteFlow(async () => {
          setDeleting(true);
          try {
            await remove.mutateAsync(id);
          } finally {
            setDeleting(false);
          }
        })
      }
    >
      {deleting ? t('common.dialog.deleting') : t('cart.cart.delete')}
    </button>
  );
}
