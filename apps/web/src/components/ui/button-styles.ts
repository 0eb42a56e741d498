/** Class names of the shop's buttons and button-like links (44 px high: a comfortable touch target). */
const shared =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const buttonStyles = {
  primary: `${shared} bg-brand-700 text-white hover:bg-brand-800 disabled:hover:bg-brand-700`,
  secondary: `${shared} border border-line bg-white text-ink hover:border-brand-600 hover:text-brand-800 disabled:hover:border-line disabled:hover:text-ink`,
  warm: `${shared} bg-warm-600 text-white hover:bg-warm-700`,
  icon: 'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors hover:border-brand-600 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink',
} as const;
