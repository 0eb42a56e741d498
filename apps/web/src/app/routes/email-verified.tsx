import { isErrorCode } from '@medibazaar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { useTranslation } from '../../lib/i18n';
import { refreshSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /email-verified: where the confirmation link of the sign-up mail lands. The server has
 * confirmed the address (and signed the person in) or says why not in `?error=`.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.pages.emailVerified'));
  const [params] = useSearchParams();
  const error = params.get('error');
  const queryClient = useQueryClient();
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
  return (
    <AuthCard title={t('auth.recovery.verifiedHeading')} intro={t('auth.recovery.verifiedText')}>
      <Link to={paths.shop.to()} className={`${buttonStyles.primary} w-full`} data-testid="email-verified">
        {t('auth.recovery.continueShopping')}
      </Link>
    </AuthCard>
  );
}
