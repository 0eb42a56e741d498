import { CART_LIMITS, type CartItem } from '@medibazaar/contract';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdateCartItem } from '../api/update-cart-item';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { Stepper } from '../../../components/ui/stepper';
import { formatNumber } from '../../../lib/format';

/**
 * − quantity + (the cart's quantity is never typed), kept between 1 and the product's stock (at
 * most 99), shown in the reader's digits; each step is saved at once.
 */
export function QuantityStepper({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateCartItem();
  const max = Math.min(CART_LIMITS.maxQuantity, Math.max(item.stock, 1));
  // While a change is saved, show the quantity asked for.
  const shown = update.isPending && update.variables ? update.variables.quantity : item.quantity;

  const change = (quantity: number) =>
    update.mutate(
      { id: item._id, quantity },
      {
        onError: (error) =>
          toast.error(
            error instanceof ApiRequestError && error.status < 500
              ? apiErrorMessage(error, t)
              : t('cart.cart.updateFailed'),
          ),
      },
    );

  return (
    <Stepper
      value={shown}
      display={formatNumber(shown, i18n.language)}
      min={1}
      max={max}
      onChange={change}
      disabled={update.isPending}
      label={t('cart.cart.quantityOf', { name: item.name })}
      decreaseLabel={t('cart.cart.decrease', { name: item.name })}
      increaseLabel={t('cart.cart.increase', { name: item.name })}
    />
  );
}
