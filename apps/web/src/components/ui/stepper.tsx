import type { ReactNode } from 'react';

const stepButton =
  'inline-flex h-11 w-11 items-center justify-center text-xl font-bold text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:relative disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent';

/**
 * − n +: a whole number changed one step at a time, between `min` and `max`, as a
 * named group. The number is announced as it changes; each button names what it changes.
 */
export function Stepper({
  value,
  display = value,
  min,
  max,
  onChange,
  disabled = false,
  label,
  decreaseLabel,
  increaseLabel,
  className = '',
  valueClassName = 'min-w-10',
}: {
  value: number;
  /** What shows for the value (the number in the reader's digits); the value by default. */
  display?: ReactNode;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex items-center overflow-hidden rounded-md border border-line bg-white ${className}`}
    >
      <button
        type="button"
        className={stepButton}
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className={`${valueClassName} text-center font-semibold tabular-nums text-ink`}>
        {display}
      </output>
      <button
        type="button"
        className={stepButton}
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
