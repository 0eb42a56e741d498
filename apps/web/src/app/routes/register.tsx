import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ProviderSignInButton } from '../../features/auth/components/provider-sign-in-button';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import { buttonStyles } from '../../components/ui/button';

/** /register: a new account (user or seller), then the home page. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.pages.register'));
  const navigate = useNavigate();
  const goHome = () => navigate(paths.home.to(), { replace: true });

  return (
    <AuthCard title={t('auth.register.heading')} intro={t('auth.register.intro')}>
      <RegisterForm onRegistered={goHome} />
      <ProviderSignInButton onSignedIn={goHome} />
      <p className="mt-6 text-center text-muted">
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.login.to()} className={buttonStyles.link}>
          {t('auth.register.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
