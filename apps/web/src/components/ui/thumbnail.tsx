import { Link } from 'react-router';
import { LazyImage } from './lazy-image';

// Tailwind finds class names by reading the source, so each one is written out whole.
const sizes = { 40: 'h-10 w-10', 56: 'h-14 w-14', 64: 'h-16 w-16' } as const;

export interface ThumbnailProps {
  src: string;
  size: keyof typeof sizes;
  /** The tile behind a picture that does not fill its square. */
  tile?: 'white' | 'surface';
  /** A hairline border around the tile. */
  framed?: boolean;
}

/**
 * A product's small square picture in a list. It is decorative: the product's name
 * beside it says what it shows.
 */
export function Thumbnail({ src, size, tile = 'surface', framed = true }: ThumbnailProps) {
  return (
    <LazyImage
      src={src}
      width={size}
      className={`${sizes[size]} shrink-0 rounded-md ${framed ? 'border border-line' : ''} ${tile === 'white' ? 'bg-white' : 'bg-surface'} object-contain`}
    />
  );
}

/**
 * The picture as a second way to the product for the mouse; hidden from the keyboard
 * and screen readers, for which the name beside it is the link.
 */
export function ThumbnailLink({ to, ...picture }: ThumbnailProps & { to: string }) {
  return (
    <Link to={to} tabIndex={-1} aria-hidden="true" className="block shrink-0">
      <Thumbnail {...picture} />
    </Link>
  );
}
