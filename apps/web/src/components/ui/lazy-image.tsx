/**
 * A picture that only decorates what its words already say (alt=""), fetched as it
 * nears the screen and decoded off the main thread. `width` and `height` are its
 * intrinsic proportions, so the page does not shift when it arrives.
 */
export function LazyImage({
  src,
  width,
  height = width,
  className,
}: {
  src: string;
  width: number;
  height?: number;
  className: string;
}) {
  return <img src={src} alt="" width={width} height={height} loading="lazy" decoding="async" className={className} />;
}
