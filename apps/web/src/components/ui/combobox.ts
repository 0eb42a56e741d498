import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * The keyboard and ARIA side of an editable combobox with a list of suggestions
 * (the WAI-ARIA "combobox with listbox popup" pattern, list autocomplete): focus stays
 * in the text box and `aria-activedescendant` names the highlighted option.
 *
 * - ArrowDown / ArrowUp open the list and move through it (wrapping round);
 *   Alt+ArrowDown opens it without highlighting anything.
 * - Enter chooses the highlighted option, or calls `onEnter` when none is.
 * - Escape closes the list; with the list already closed it calls `onClear`.
 * - Typing (`onInput`) opens the list; leaving the box closes it.
 *
 * Written here rather than taken from a library: decision 038 weighs it against the
 * home page's 120 KB budget.
 */
export interface ComboboxOptions<T> {
  items: readonly T[];
  /** A stable key per item: the highlight follows the item, not its position, as the list changes. */
  itemKey: (item: T) => string;
  onChoose: (item: T) => void;
  /** Enter with no option highlighted (e.g. search for the text as typed). */
  onEnter?: () => void;
  /** Escape with the list closed (e.g. empty the box). */
  onClear?: () => void;
}

export interface Combobox {
  /** The list is shown: open and with something in it. */
  expanded: boolean;
  activeIndex: number;
  open: () => void;
  close: () => void;
  inputProps: {
    role: 'combobox';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-autocomplete': 'list';
    'aria-activedescendant': string | undefined;
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
    onBlur: () => void;
    onClick: () => void;
  };
  listboxProps: { id: string; role: 'listbox'; hidden: boolean };
  optionProps: (index: number) => {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    onMouseDown: (e: MouseEvent) => void;
    onMouseMove: () => void;
    onClick: () => void;
  };
}

export function useCombobox<T>({ items, itemKey, onChoose, onEnter, onClear }: ComboboxOptions<T>): Combobox {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [isOpen, setIsOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const expanded = isOpen && items.length > 0;
  const found = activeKey === null ? -1 : items.findIndex((item) => itemKey(item) === activeKey);
  const activeIndex = expanded ? found : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const highlight = (index: number) => {
    const item = items[index];
    setActiveKey(item === undefined ? null : itemKey(item));
  };
  const close = () => {
    setIsOpen(false);
    setActiveKey(null);
  };
  const choose = (index: number) => {
    const item = items[index];
    if (item === undefined) return;
    close();
    onChoose(item);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        e.preventDefault();
        setIsOpen(true);
        if (e.altKey) return;
        const down = e.key === 'ArrowDown';
        if (activeIndex < 0) highlight(down ? 0 : count - 1);
        else highlight((activeIndex + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter':
        // A composing input method (Bangla, say) uses Enter to settle its text.
        if (e.nativeEvent.isComposing) return;
        if (activeIndex >= 0) {
          e.preventDefault();
          choose(activeIndex);
        } else if (onEnter) {
          e.preventDefault();
          close();
          onEnter();
        }
        return;
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          // The list closes; the page around (a dialog, a menu) keeps its own Escape for next time.
          e.stopPropagation();
          close();
        } else if (onClear) {
          e.preventDefault();
          onClear();
        }
        return;
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        // Moving the caret leaves the highlight, as the pattern asks.
        setActiveKey(null);
        return;
      default:
        return;
    }
  };

  return {
    expanded,
    activeIndex,
    open: () => setIsOpen(true),
    close,
    inputProps: {
      role: 'combobox',
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
      onBlur: close,
      onClick: () => setIsOpen(true),
    },
    listboxProps: { id: listboxId, role: 'listbox', hidden: !expanded },
    optionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === activeIndex,
      // The text box keeps focus while an option is clicked.
      onMouseDown: (e) => e.preventDefault(),
      onMouseMove: () => {
        if (index !== activeIndex) highlight(index);
      },
      onClick: () => choose(index),
    }),
  };
}
