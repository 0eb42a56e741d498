import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox } from './combobox';

const FRUITS = ['Napa', 'Napa Extra', 'Napa Extend'];

/** A text box with the hook's list, as the search box uses it. */
function Harness({
  items = FRUITS,
  onChoose = () => undefined,
  onEnter,
}: {
  items?: string[];
  onChoose?: (item: string) => void;
  onEnter?: () => void;
}) {
  const [text, setText] = useState('');
  const combobox = useCombobox({ items, itemKey: (s) => s, onChoose, onEnter, onClear: () => setText('') });
  return (
    <div>
      <label htmlFor="box">Search</label>
      <input
        id="box"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          combobox.open();
        }}
        {...combobox.inputProps}
      />
      <ul {...combobox.listboxProps} aria-label="Suggestions">
        {items.map((item, i) => (
          <li key={item} {...combobox.optionProps(i)}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search' });
const key = (k: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(box(), { key: k, ...init });
const active = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('useCombobox (the ARIA combobox pattern)', () => {
  it('starts closed, with the list it controls hidden', () => {
    render(<Harness />);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(box().getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('role', 'listbox');
    expect(list).not.toBeVisible();
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens on typing without highlighting anything', () => {
    render(<Harness />);
    fireEvent.change(box(), { target: { value: 'nap' } });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    expect(active()).toBeNull();
  });

  it('moves with ArrowDown and ArrowUp, wrapping round, and marks the option selected', () => {
    render(<Harness />);
    key('ArrowDown');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toBe('Napa');
    key('ArrowDown');
    expect(active()).toBe('Napa Extra');
    expect(screen.getByRole('option', { name: 'Napa Extra' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Napa' })).toHaveAttribute('aria-selected', 'false');
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('Napa');
    key('ArrowUp');
    expect(active()).toBe('Napa Extend');
  });

  it('opens at the last option with ArrowUp, and Alt+ArrowDown opens without highlighting', () => {
    render(<Harness />);
    key('ArrowDown', { altKey: true });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toBeNull();
    key('ArrowUp');
    expect(active()).toBe('Napa Extend');
  });

  it('chooses the highlighted option with Enter and closes', () => {
    const onChoose = vi.fn();
    const onEnter = vi.fn();
    render(<Harness onChoose={onChoose} onEnter={onEnter} />);
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(onChoose).toHaveBeenCalledWith('Napa Extra');
    expect(onEnter).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('calls onEnter when Enter is pressed with nothing highlighted', () => {
    const onChoose = vi.fn();
    const onEnter = vi.fn();
    render(<Harness onChoose={onChoose} onEnter={onEnter} />);
    fireEvent.change(box(), { target: { value: 'napa' } });
    key('Enter');
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('closes with Escape, then empties the box with a second Escape', () => {
    render(<Harness />);
    fireEvent.change(box(), { target: { value: 'napa' } });
    key('ArrowDown');
    key('Escape');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('napa');
    key('Escape');
    expect(box()).toHaveValue('');
  });

  it('chooses an option by click, keeping focus in the box', () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    box().focus();
    fireEvent.change(box(), { target: { value: 'napa' } });
    const option = screen.getByRole('option', { name: 'Napa Extend' });
    // The option's mousedown is cancelled, so the box does not lose focus first.
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(onChoose).toHaveBeenCalledWith('Napa Extend');
    expect(box()).toHaveFocus();
  });

  it('shows no list and ignores the arrows when there is nothing to suggest', () => {
    render(<Harness items={[]} />);
    key('ArrowDown');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(active()).toBeNull();
  });

  it('keeps the highlight on the same item when the list changes around it', () => {
    const { rerender } = render(<Harness items={['Napa', 'Napa Extra']} />);
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('Napa Extra');
    rerender(<Harness items={['Ace', 'Napa Extra', 'Napa']} />);
    expect(active()).toBe('Napa Extra');
    rerender(<Harness items={['Ace']} />);
    expect(active()).toBeNull();
  });

  it('closes when the box loses focus', () => {
    render(<Harness />);
    key('ArrowDown');
    fireEvent.blur(box());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});
