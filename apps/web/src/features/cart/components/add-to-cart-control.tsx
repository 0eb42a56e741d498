import { CART_LIMITS, type Product } from '@medibazaar/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { NotSoldOnline } from '../../../components/ui/dispensing-badge';
import { CartIcon, CheckIcon } from '../../../components/ui/icons';
import { Stepper } from '../../../components/ui/stepper';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatNumber } from '../../../lib/format';
import { loadTextArea, useTranslation, type TFunction } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAddToCart } from '../api/add-to-cart';
import { useCart } from '../api/get-cart';

/** What the control needs of a product (a list row, a card, the product page). */
export type CartProduct = Pick<Product, '_id' | 'name' | 'stock' | 'medicine'>;

/**
 * Why this product cannot go into a cart at all, or null when it can. The one place
 * for "never sold online" rules: a controlled medicine is listed with its reason and
 * shows no Add to Cart anywhere (docs/product.md#buying-from-lists).
 */
function notForSale(product: CartProduct): 'controlled' | null {
  return product.medicine?.dispensingClass === 'controlled' ? 'controlled' : null;
}

/**
 * How many more units of a product the person may add: the product's stock and the
 * per-line limit (CART_LIMITS.maxQuantity), less what their cart already holds. The
 * server checks the same again when the product is added.
 */
export function roomFor(product: Pick<Product, 'stock'>, inCart: number): number {
  return Math.max(0, Math.min(CART_LIMITS.maxQuantity, product.stock) - inCart);
}

/** Why Add to Cart is disabled, in words shown beside it; null when it is not. */
function disabledReason(t: TFunction, stock: number, inCart: number, room: number): string | null {
  if (stock <= 0) return t('cart.add.outOfStock');
  if (room <= 0) return t('cart.add.atLimit', { count: inCart });
  return null;
}

/** How long the button says 'Added' after a product went into the cart. */
const ADDED_MS = 2500;

/**
 * The one Add to Cart of the shop: a quantity (− n +) and 'Add to Cart', on the
 * product page, the shop's rows and cards, the quick view and the home carousels.
 * A visitor is asked to log in first ('Log In' leads to /login and back here); the
 * quantity stays between 1 and what stock and the cart limit leave; an out-of-stock
 * product, or one already in the cart as often as it may be, shows the button
 * disabled with the reason beside it. A controlled medicine shows its reason instead.
 * `named` adds the product's name to the button's accessible name, for lists where
 * many buttons read 'Add to Cart'.
 */
export function AddToCartControl({
  product,
  named = true,
  className = '',
}: {
  product: CartProduct;
  named?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const { user, isPending } = useSession();
  const cart = useCart(user?.id);
  const add = useAddToCart();
  const navigate = useNavigate();
  const location = useLocation();
  const reasonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const blocked = notForSale(product);
  const inCart = cart.data?.find((line) => line.menuId === product._id)?.quantity ?? 0;
  const room = roomFor(product, inCart);
  const reason = disabledReason(t, product.stock, inCart, room);
  // The chosen quantity never goes past what is left (the cart may have changed meanwhile).
  const shown = Math.max(1, Math.min(quantity, room));

  if (blocked) {
    return (
      <div className={`relative z-10 ${className}`}>
        <NotSoldOnline compact={named} />
      </div>
    );
  }

  const onAdd = async () => {
    if (!user) {
      // Inside a modal dialog (the quick view) the question must open in that dialog, or it would sit behind it.
      const target = rootRef.current?.closest('dialog') ?? undefined;
      const logIn = await confirmDialog({
        title: t('cart.add.notLoggedInTitle'),
        text: t('cart.add.notLoggedInText'),
        confirm: t('cart.add.logIn'),
        cancel: t('cart.add.cancel'),
        target,
      });
      if (logIn) navigate(paths.login.to(location.pathname + location.search));
      return;
    }
    add.mutate(
      { menuId: product._id, quantity: shown },
      {
        onSuccess: () => {
          setQuantity(1);
          setAdded(true);
          toast.success(t('cart.add.added', { name: product.name }));
        },
        onError: async (error) => {
          // The server's refusal names the reason (out of stock, limit reached); anything else is generic.
          if (!(error instanceof ApiRequestError && error.status < 500)) return void toast.error(t('cart.add.failed'));
          // The error texts load with the first refusal; without them the server's own message shows.
          await loadTextArea('errors').catch(() => undefined);
          toast.error(apiErrorMessage(error, t));
        },
      },
    );
  };

  const stepsDisabled = reason !== null || add.isPending;
  const label = add.isPending ? t('cart.add.adding') : added ? t('cart.add.addedShort') : t('cart.add.button');
  return (
    <div ref={rootRef} className={`relative z-10 flex flex-col gap-1 ${className}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Stepper
          value={shown}
          display={formatNumber(shown, i18n.language)}
          min={1}
          max={room}
          onChange={setQuantity}
          disabled={stepsDisabled}
          label={t('cart.cart.quantityOf', { name: product.name })}
          decreaseLabel={t('cart.cart.decrease', { name: product.name })}
          increaseLabel={t('cart.cart.increase', { name: product.name })}
          className="shrink-0"
          valueClassName="min-w-9"
        />
        <Button
          className="grow whitespace-nowrap"
          disabled={reason !== null || isPending || add.isPending}
          // In a list the name says which product; the visible words come first in it.
          aria-label={named ? `${label} ${product.name}` : undefined}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => void onAdd()}
        >
          {added ? <CheckIcon className="h-5 w-5" /> : <CartIcon className="h-5 w-5" />}
          {label}
        </Button>
      </div>
      {reason && (
        <p id={reasonId} className="text-sm font-medium text-danger-700">
          {reason}
        </p>
      )}
    </div>
  );
}
