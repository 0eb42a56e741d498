import { lazy, Suspense, type ComponentProps } from 'react';
import { loadTextArea } from '../../../lib/i18n';
import { isServerPaint } from '../../../lib/server-paint';

/*
 * The home page and the shop load without the cart's code and texts (the home route's
 * first load is held to 120 KB of JavaScript): the control and the cart's texts arrive
 * together once a list first shows one, while a placeholder of its size holds its place.
 * The server's error texts come only with a refusal (the control loads them then).
 */
const Control = lazy(async () => {
  const [module] = await Promise.all([import('./add-to-cart-control'), loadTextArea('cart')]);
  return { default: module.AddToCartControl };
});

/** AddToCartControl for lists (shop rows and cards, quick view, home carousels), loaded on first use. */
export function LazyAddToCart(props: ComponentProps<typeof Control>) {
  const placeholder = (
    <div aria-hidden="true" className={`h-11 animate-pulse rounded-md bg-line/60 ${props.className ?? ''}`} />
  );
  // The server's paint of a list shows the placeholder the browser's first render shows.
  if (isServerPaint()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Control {...props} />
    </Suspense>
  );
}
