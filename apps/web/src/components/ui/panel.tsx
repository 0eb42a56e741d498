import { useId, type HTMLAttributes, type ReactNode } from 'react';

/**
 * The inner spacing a panel takes: `page` for a part of a page (roomier from tablets up),
 * `form` for a page's single form, the sizes for cards in lists and grids.
 */
const paddings = {
  none: '',
  xs: 'p-2',
  sm: 'p-3',
  md: 'p-4',
  lg: 'p-5',
  xl: 'p-6',
  page: 'p-4 sm:p-6',
  form: 'p-5 sm:p-8',
  auth: 'p-6 sm:p-8',
} as const;

export type PanelPadding = keyof typeof paddings;

/**
 * The class names of the shop's white card: a hairline border, the card radius and,
 * unless `shadow` is false, the card shadow; the caller's own classes (layout) after them.
 */
export function panelClass({
  padding = 'page',
  shadow = true,
  className,
}: { padding?: PanelPadding; shadow?: boolean; className?: string | undefined } = {}): string {
  return ['rounded-card border border-line bg-white', paddings[padding], shadow ? 'shadow-card' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

type PanelTag = 'div' | 'section' | 'li' | 'article' | 'figure';

/**
 * The shop's white card. With a `title` it is a part of a page named by its heading:
 * screen readers list it as a region with the heading's words (a `section` unless `as`
 * says otherwise). `bare` drops the card look for a titled part inside another card.
 */
export function Panel({
  as,
  title,
  level = 2,
  headingClassName = 'text-lg font-bold text-ink',
  padding,
  shadow,
  bare = false,
  className,
  children,
  ...element
}: {
  as?: PanelTag;
  title?: ReactNode;
  level?: 2 | 3;
  headingClassName?: string;
  padding?: PanelPadding;
  shadow?: boolean;
  bare?: boolean;
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'title' | 'className'>) {
  const id = useId();
  const Tag = as ?? (title === undefined ? 'div' : 'section');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Tag
      {...element}
      // A titled panel is named by its own heading; an untitled one may name another.
      aria-labelledby={title === undefined ? element['aria-labelledby'] : id}
      className={bare ? className : panelClass({ padding, shadow, className })}
    >
      {title !== undefined && (
        <Heading id={id} className={headingClassName}>
          {title}
        </Heading>
      )}
      {children}
    </Tag>
  );
}
