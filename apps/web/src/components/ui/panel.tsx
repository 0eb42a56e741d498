import { useId, type ComponentProps, type ReactNode } from 'react';

/** The shop's white card: a hairline border, the card radius and shadow. */
export const panelStyles = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6';

/**
 * A part of a page named by its heading: screen readers list it as a region with
 * the heading's words. A white card unless `className` says otherwise.
 */
export function Panel({
  title,
  level = 2,
  className = panelStyles,
  headingClassName = 'text-lg font-bold text-ink',
  children,
  ...section
}: {
  title: ReactNode;
  level?: 2 | 3;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
} & Omit<ComponentProps<'section'>, 'title' | 'className' | 'aria-labelledby'>) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className} {...section}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
