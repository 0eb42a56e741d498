import { useCallback, useState } from 'react';

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays
 * true: sections further down the page load their data and images only when the
 * reader scrolls towards them. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [(el: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (el: T | null) => {
      if (!el || near || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
