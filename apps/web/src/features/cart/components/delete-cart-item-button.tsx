import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { runDeleteFlow } from '../../../lib/dialogs';
import { useDeleteCartItem } from '../api/delete-cart-item';

/** Delete with the confirmation of docs/product.md#texts-delete; the button reads 'Deleting...' while the call runs. */
export function DeleteCartItemButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const remove = useDeleteCartItem();
  const [deleting, setDeleting] = useState(false);
  return (
    <Button
      variant="danger"
      disabledLook="busy"
      disabled={deleting}
      aria-label={deleting ? t('common.dialog.deleting') : t('cart.cart.deleteNamed', { name })}
      className="min-w-22"
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
    </Button>
  );
}
