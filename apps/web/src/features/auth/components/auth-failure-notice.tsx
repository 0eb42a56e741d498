import { useTranslation } from '../../../lib/i18n';
import type { AuthFailure } from '../utils/auth-failure';

/**
 * Why signing in or registering did not go through, under the form. A page open at
 * the wrong address links to the same page at the shop's own, where it works.
 */
export function AuthFailureNotice({ failure, text }: { failure: AuthFailure; text: string }) {
  const { t } = useTranslation();
  const here = typeof window === 'undefined' ? null : window.location;
  const address =
    failure.kind === 'wrongAddress' && failure.address && here && failure.address !== here.origin
      ? failure.address
      : null;
  return (
    <div
      role="alert"
      className="rounded-md bg-danger-50 px-3 py-2 font-medium text-danger-700 [overflow-wrap:anywhere]"
    >
      <p>{text}</p>
      {address && here && (
        <a
          href={`${address}${here.pathname}${here.search}`}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {t('auth.failure.openAddress', { address })}
        </a>
      )}
    </div>
  );
}
