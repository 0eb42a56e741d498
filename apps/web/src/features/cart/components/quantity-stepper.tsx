import { CART_LIMITS, type CartItem } from '@medibazaar/contract';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdateCartItem } from '../api/update-cart-item';
import { apiErrorMessage } from '../../../lib/api-error-message';

const stepButton =
  'inline-flex h-11 w-11 items-center justify-center text-xl font-bold text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent';

/** − quantity +, kept between 1 and the product's stock (at most 99); each step is saved at once. */
export function QuantityStepper({ item }: { item: CartItem }) {
  const { t } = useTranslation();
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
    <div
      role="group"
      aria-label={t('cart.cart.quantityOf', { name: item.name })}
      className="inline-flex items-center overflow-hidden rounded-md border border-line bg-white"
    >
      <button
        type="button"
        className={stepButton}
        aria-label={t('cart.cart.decrease', { name: item.name })}
        disabled={update.isPending || shown <= 1}
        onClick={() => change(shown - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="min-w-10 text-center font-semibold tabular-nums text-ink">
        {shown}
      </output>
      <button
        type="button"
        className={stepButton}
        aria-label={t('cart.cart.increase', { name: item.name })}
        disabled={update.isPending || shown >= max}
        onClick={() => change(shown + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
