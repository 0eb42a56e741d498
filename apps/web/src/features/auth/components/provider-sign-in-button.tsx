import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { clientConfig } from '../../../config/env';
import { alertDialog } from '../../../lib/dialogs';
import { preloadPopupSignIn, usePopupSignIn } from '../api/popup-sign-in';

function SignInIcon({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4M14 12H4" />
    </svg>
  );
}

/**
 * The pop-up sign-in button (docs/product.md#pop-up-sign-in), shown only when the server has
 * a provider configured. Success and failure end in the dialogs of docs/product.md#texts-pop-up.
 */
export function ProviderSignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const provider = clientConfig.signInProvider;
  const mutation = usePopupSignIn();

  useEffect(() => {
    if (provider) void preloadPopupSignIn().catch(() => undefined);
  }, [provider]);

  if (!provider) return null;

  const start = () =>
    mutation.mutate(provider.id, {
      onSuccess: () => {
        onSignedIn();
        void alertDialog('success', i18n.t('auth.provider.successTitle'), i18n.t('auth.provider.successText'));
      },
      onError: () => void alertDialog('error', t('auth.provider.failedTitle'), t('auth.provider.failedText')),
    });

  return (
    <>
      <div className="my-6 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('auth.provider.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <Button
        variant="secondary"
        className="w-full"
        onClick={start}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        <SignInIcon className="h-5 w-5 text-brand-700" />
        {mutation.isPending
          ? t('auth.provider.waiting', { provider: provider.name })
          : t('auth.provider.continueWith', { provider: provider.name })}
      </Button>
    </>
  );
}
