import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { alertDialog, confirmDelete } from '../../../lib/dialogs';
import { useDeleteUser } from '../api/delete-user';
import { apiErrorMessage } from '../../../lib/api-error-message';

/**
 * Deletes an account after a confirmation (docs/product.md#texts-users): 'Deleted!' / 'User has been
 * deleted.', or 'Failed to delete user.' with the server's reason when it gives one.
 */
export function DeleteUserButton({
  id,
  name,
  disabled,
  describedBy,
}: {
  id: string;
  name: string;
  disabled?: boolean;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState(false);

  async function run() {
    if (!(await confirmDelete())) return;
    setDeleting(true);
    try {
      await remove.mutateAsync(id);
    } catch (error) {
      setDeleting(false);
      const reason = error instanceof ApiRequestError && error.status === 409 ? apiErrorMessage(error, t) : undefined;
      await alertDialog('error', t('dashboard.users.deleteFailed'), reason);
      return;
    }
    setDeleting(false);
    await alertDialog('success', t('common.dialog.deleted.title'), t('dashboard.users.deleted'));
  }

  return (
    <Button
      variant="danger"
      onClick={() => void run()}
      disabled={disabled || deleting}
      aria-label={deleting ? t('common.dialog.deleting') : t('dashboard.users.deleteNamed', { name })}
      aria-describedby={describedBy}
      className="min-w-24"
    >
      {deleting ? t('common.dialog.deleting') : t('dashboard.products.delete')}
    </Button>
  );
}
