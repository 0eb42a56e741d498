import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { runDeleteFlow } from '../../../lib/dialogs';
import { useDeleteProduct } from '../api/delete-product';

/**
 * Delete with the confirmation of docs/product.md#texts-delete; the button reads 'Deleting...' while the call runs.
 * `className` adds to the red button's look (its width in a table row).
 */
export function DeleteProductButton({
  id,
  name,
  onDeleted,
  className,
}: {
  id: string;
  name: string;
  onDeleted?: () => void;
  className: string;
}) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState(false);
  return (
    <Button
      variant="danger"
      disabledLook="busy"
      disabled={deleting}
      aria-label={deleting ? t('common.dialog.deleting') : t('dashboard.products.deleteNamed', { name })}
      className={className}
      onClick={async () => {
        const done = await runDeleteFlow(async () => {
          setDeleting(true);
          try {
            await remove.mutateAsync(id);
          } finally {
            setDeleting(false);
          }
        });
        if (done) onDeleted?.();
      }}
    >
      {deleting ? t('common.dialog.deleting') : t('dashboard.products.delete')}
    </Button>
  );
}
