import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n';

export type SignInWay = 'email' | 'phone';

/*
 * The way the reader chose last, kept for the tab rather than in the component: going from the
 * login page to Create an account (or back), the address changes at once but the page on screen
 * stays until the next page's code is in, and a reader may choose there. The page that opens
 * then shows the same way, as does any page with these ways that mounts again (decision 078).
 */
let chosenWay: SignInWay = 'email';
const wayListeners = new Set<() => void>();

function chooseWay(way: SignInWay) {
  chosenWay = way;
  for (const listener of wayListeners) listener();
}

function subscribeToWay(listener: () => void) {
  wayListeners.add(listener);
  return () => {
    wayListeners.delete(listener);
  };
}

const currentWay = () => chosenWay;
const firstWay = (): SignInWay => 'email';

/**
 * The two ways into an account, email or mobile number, as a pair of radio buttons (arrow keys
 * move between them) above the chosen way's form. Email comes first: the spec's login and
 * register texts are its form's, and it is the way shown until the reader chooses another.
 */
export function SignInWays({ render }: { render: (way: SignInWay) => React.ReactNode }) {
  const { t } = useTranslation();
  const way = useSyncExternalStore(subscribeToWay, currentWay, firstWay);
  const name = useId();
  const option = (value: SignInWay, label: string) => (
    <label
      className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-md px-3 py-2 font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
        way === value ? 'bg-brand-700 text-white' : 'text-ink hover:bg-surface'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={way === value}
        onChange={() => chooseWay(value)}
        className="sr-only"
      />
      {label}
    </label>
  );
  return (
    <>
      <fieldset className="mb-5">
        <legend className="mb-1 font-semibold text-ink">{t('auth.phone.wayLegend')}</legend>
        <div className="flex gap-1 rounded-lg border border-line p-1">
          {option('email', t('auth.phone.wayEmail'))}
          {option('phone', t('auth.phone.wayPhone'))}
        </div>
      </fieldset>
      {render(way)}
    </>
  );
}
