import type { ComponentProps } from 'react';

/** The shape every text button shares: 44 px high (a comfortable touch target). */
const shared =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Class names of the shop's buttons, and of links that look like one (a `Link` takes
 * `buttonStyles.primary`). Focus rings come from the base stylesheet's `:focus-visible`.
 */
export const buttonStyles = {
  primary: `${shared} bg-brand-700 text-white hover:bg-brand-800 disabled:hover:bg-brand-700`,
  secondary: `${shared} border border-line bg-white text-ink hover:border-brand-600 hover:text-brand-800 disabled:hover:border-line disabled:hover:text-ink`,
  warm: `${shared} bg-warm-600 text-white hover:bg-warm-700`,
  /** Deleting: a narrower red button whose label changes to 'Deleting...' while it runs. */
  danger:
    'inline-flex min-h-11 items-center justify-center rounded-md bg-danger-700 px-3 font-semibold text-white hover:bg-danger-700/90',
  /** A text link with a touch target's height: 'Forgot password?', 'View all'. */
  link: 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline',
  icon: 'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors hover:border-brand-600 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink',
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

/**
 * How a disabled danger button looks: greyed out when it cannot be used, a waiting
 * cursor when it is disabled only while its own action runs.
 */
const dangerDisabled = {
  unavailable: 'disabled:cursor-not-allowed disabled:opacity-50',
  busy: 'disabled:cursor-wait disabled:opacity-70',
} as const;

/** The class names of a button of this variant, with the caller's own (width, margins) after them. */
function buttonClass(
  variant: ButtonVariant = 'primary',
  className?: string,
  disabledLook: keyof typeof dangerDisabled = 'unavailable',
): string {
  const own = variant === 'danger' ? `${buttonStyles.danger} ${dangerDisabled[disabledLook]}` : buttonStyles[variant];
  return className ? `${own} ${className}` : own;
}

/**
 * The shop's button. `type` is 'button' unless it submits a form, so a button inside a
 * form never submits it by accident.
 */
export function Button({
  variant = 'primary',
  disabledLook,
  className,
  type = 'button',
  ...button
}: ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** Danger buttons only: see `dangerDisabled`. */
  disabledLook?: keyof typeof dangerDisabled;
}) {
  return <button type={type} className={buttonClass(variant, className, disabledLook)} {...button} />;
}
