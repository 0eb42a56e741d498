import type { Product } from '@medibazaar/contract';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { CartIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { confirmDialog } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { useAddToCart } from '../api/add-to-cart';
import { apiErrorMessage } from '../../../lib/api-error-message';

/**
 * 'Add to Cart': adds one unit to the signed-in person's cart and says so in a
 * toast. A visitor is told to log in first ('Log In' leads to /login and back here).
 * Disabled for a product that is out of stock (the page says so beside it).
 */
export function AddToCartButton({
  product,
  className = '',
}: {
  product: Pick<Product, '_id' | 'name' | 'stock'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const add = useAddToCart();
  const navigate = useNavigate();
  const location = useLocation();
  const soldOut = product.stock <= 0;

  const onClick = async () => {
    if (!user) {
      const logIn = await confirmDialog({
        title: t('cart.add.notLoggedInTitle'),
        text: t('cart.add.notLoggedInText'),
        confirm: t('cart.add.logIn'),
        cancel: t('cart.add.cancel'),
      });
      if (logIn) navigate(paths.login.to(location.pathname + location.search));
      return;
    }
    add.mutate(
      { menuId: product._id, quantity: 1 },
      {
        onSuccess: () => toast.success(t('cart.add.added', { name: product.name })),
        onError: (error) => {
          // The server's refusal names the reason (out of stock, limit reached); anything else is generic.
          const message =
            error instanceof ApiRequestError && error.status < 500 ? apiErrorMessage(error, t) : t('cart.add.failed');
          toast.error(message);
        },
      },
    );
  };

  return (
    <button
      type="button"
      className={`${buttonStyles.primary} w-full px-8 sm:w-auto ${className}`}
      disabled={soldOut || isPending || add.isPending}
      onClick={() => void onClick()}
    >
      <CartIcon className="h-5 w-5" />
      {add.isPending ? t('cart.add.adding') : t('cart.add.button')}
    </button>
  );
}
