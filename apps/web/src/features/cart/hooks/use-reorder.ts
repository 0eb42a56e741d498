import type { OrderLine } from '@medibazaar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { addToCart } from '../api/add-to-cart';
import { cartQueryKey } from '../api/get-cart';

/** Puts an order's lines back in the cart ('Reorder'), and says so in a toast. */
export function useReorder() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async function reorder(lines: readonly OrderLine[]) {
    try {
      for (const l of lines) {
        // What was asked for: a line the pharmacist cut or did not approve may be ordered again with a new prescription.
        const quantity = Math.max(l.quantity, l.orderedQuantity ?? 0, l.review?.requestedQuantity ?? 0);
        if (l.menuId && quantity > 0) await addToCart({ menuId: l.menuId, quantity });
      }
      await client.invalidateQueries({ queryKey: cartQueryKey });
      toast.success(t('orders.detail.reordered'));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  };
}
