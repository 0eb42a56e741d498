import { isErrorCode } from '@medibazaar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { useTranslation } from '../../lib/i18n';
import { refreshSession, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /email-verified: where the confirmation link of the sign-up mail lands. The server has
 * confirmed the address or says why not in `?error=`. It signs nobody in: the link proves the
 * address, not the password, which whoever registered chose. The browser that registered is
 * signed in already; anyone else is invited to sign in, or to choose a new password, which
 * signs out every device using the account.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.pages.emailVerified'));
  const [params] = useSearchParams();
  const error = params.get('error');
  const queryClient = useQueryClient();
  const { user, isPending } = useSession();
  useEffect(() => {
    if (!error) void refreshSession(queryClient);
  }, [error, queryClient]);

  if (error) {
    const code = error.toUpperCase();
    return (
      <AuthCard
        title={t('auth.recovery.notVerifiedHeading')}
        intro={isErrorCode(code) ? t(`errors.api.${code}`) : t('errors.api.INVALID_TOKEN')}
      >
        <Link to={paths.profile.to()} className={`${buttonStyles.primary} w-full`}>
          {t('auth.pages.profile')}
        </Link>
      </AuthCard>
    );
  }
  if (user || isPending) {
    return (
      <AuthCard title={t('auth.recovery.verifiedHeading')} intro={t('auth.recovery.verifiedText')}>
        {user && (
          <Link to={paths.shop.to()} className={`${buttonStyles.primary} w-full`} data-testid="email-verified">
            {t('auth.recovery.continueShopping')}
          </Link>
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.recovery.verifiedHeading')} intro={t('auth.recovery.verifiedSignInText')}>
      <div className="flex flex-col gap-3">
        <Link to={paths.login.to()} className={`${buttonStyles.primary} w-full`} data-testid="email-verified">
          {t('auth.recovery.signIn')}
        </Link>
        <Link to={paths.forgotPassword.to()} className={`${buttonStyles.secondary} w-full`}>
          {t('auth.recovery.chooseNewPassword')}
        </Link>
      </div>
    </AuthCard>
  );
}
