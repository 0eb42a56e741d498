import { useId, type ComponentProps, type ReactNode } from 'react';
import { SearchIcon } from '../../../components/ui/icons';

/**
 * The search box's form: a named search landmark, the label for screen readers, the
 * magnifier and the text box. Both the plain box of the first paint and the one with
 * suggestions draw it, so swapping one for the other changes nothing on screen.
 * `children` comes after the box (the clear button, the suggestions).
 */
export function SearchForm({
  label,
  onSearch,
  className = '',
  children,
  onFocusWithin,
  ...input
}: {
  label: string;
  /** Enter or the keyboard's search key. */
  onSearch: () => void;
  className?: string;
  children?: ReactNode;
  /** Told when the focus comes into the form (true) and leaves it (false), from the box or what follows it. */
  onFocusWithin?: (inside: boolean) => void;
} & Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'>) {
  const inputId = useId();
  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
      onFocus={onFocusWithin && (() => onFocusWithin(true))}
      onBlur={
        onFocusWithin &&
        ((e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onFocusWithin(false);
        })
      }
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
      <input
        id={inputId}
        type="text"
        maxLength={100}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        className="min-h-11 w-full rounded-md border border-line bg-white py-2 pl-10 pr-12 text-base text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
        {...input}
      />
      {children}
    </form>
  );
}
