import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

export type SignInWay = 'email' | 'phone';

/**
 * The two ways into an account, email or mobile number, as a pair of radio buttons (arrow keys
 * move between them) above the chosen way's form. Email comes first: the spec's login and
 * register texts are its form's.
 */
export function SignInWays({ render }: { render: (way: SignInWay) => React.ReactNode }) {
  const { t } = useTranslation();
  const [way, setWay] = useState<SignInWay>('email');
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
        onChange={() => setWay(value)}
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
