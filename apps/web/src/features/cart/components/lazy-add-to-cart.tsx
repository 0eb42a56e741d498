import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { loadTextArea } from '../../../lib/i18n';
import { isServerPaint } from '../../../lib/server-paint';
import type { AddToCartControl } from './add-to-cart-control';

/*
 * The home page and the shop load without the cart's code and texts (the home route's
 * first load is held to 120 KB of JavaScript): the control and the cart's texts arrive
 * together once a list first shows one, while a placeholder of its height holds its place.
 * The server's error texts come only with a refusal (the control loads them then).
 */
type ControlProps = ComponentProps<typeof AddToCartControl>;
let loadedControl: ComponentType<ControlProps> | undefined;
let controlLoad: Promise<ComponentType<ControlProps>> | undefined;

/**
 * Fetches the control's code and the cart's texts, once (again after a failure). A page whose
 * first render shows rows with Add to Cart (the shop) waits for it before that render, so the
 * rows never widen when the control replaces its placeholder (decision 078).
 */
export function loadAddToCart(): Promise<ComponentType<ControlProps>> {
  controlLoad ??= Promise.all([import('./add-to-cart-control'), loadTextArea('cart')]).then(
    ([module]) => (loadedControl = module.AddToCartControl),
    (error: unknown) => {
      controlLoad = undefined;
      throw error;
    },
  );
  return controlLoad;
}

const Control = lazy(async () => ({ default: await loadAddToCart() }));

/**
 * AddToCartControl for lists (shop rows and cards, quick view, home carousels), loaded on first use.
 * Once its code is in it renders at once, in the browser and in the server's paint alike (React.lazy
 * would still suspend for a turn and show the placeholder, whose width is not the control's). Which
 * of the two is decided once, when it mounts: switching later would mount the control anew and lose
 * the quantity chosen.
 */
export function LazyAddToCart(props: ControlProps) {
  const [Loaded] = useState(() => loadedControl);
  if (Loaded) return <Loaded {...props} />;
  const placeholder = (
    <div aria-hidden="true" className={`h-11 animate-pulse rounded-md bg-line/60 ${props.className ?? ''}`} />
  );
  // The server cannot wait for the code: its paint shows the placeholder the browser's first render shows.
  if (isServerPaint()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Control {...props} />
    </Suspense>
  );
}
