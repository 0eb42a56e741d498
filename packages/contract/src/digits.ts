/**
 * Numbers as people type them in Bangladesh: a Bangla keyboard writes ০–৯. Every field that
 * takes a number (a mobile number, a quantity, a code from a text message, a price, a stock
 * count) accepts them and keeps the ASCII digits.
 */
const BANGLA_ZERO = '০'.codePointAt(0)!;

/** Bangla digits (০–৯) written as ASCII ones; every other character kept. */
export const asciiDigits = (s: string) => s.replace(/[০-৯]/g, (d) => String(d.codePointAt(0)! - BANGLA_ZERO));

/**
 * A number typed into a text field, Bangla digits and all: `NaN` when nothing or no number was
 * typed (as a number input's `valueAsNumber` answers), so the form's schema names the field.
 */
export function typedNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = asciiDigits(value).trim();
  return text === '' ? Number.NaN : Number(text);
}
