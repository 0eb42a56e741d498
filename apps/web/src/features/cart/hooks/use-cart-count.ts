import { cartSummary } from '@medibazaar/contract';
import { useSession } from '../../../lib/session';
import { useCart } from '../api/get-cart';

/** Units in the signed-in person's cart, for the navigation badge; 0 for a visitor. */
export function useCartCount(): number {
  const { user } = useSession();
  const cart = useCart(user?.id);
  return user && cart.data ? cartSummary(cart.data).count : 0;
}
