import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { PhoneSignInForm } from '../../features/auth/components/phone-sign-in-form';
import { SignInWays } from '../../features/auth/components/sign-in-way';
import { ProviderSignInButton } from '../../features/auth/components/provider-sign-in-button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { safeReturnPath } from '../../lib/session';
import { AuthCard } from '../../features/auth/components/auth-card';
import { buttonStyles } from '../../components/ui/button';

/** /login: by email or mobile number, then back to the page the person came from (or home), replacing the history entry. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.pages.login'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = safeReturnPath(params.get('from'));
  const goBack = () => navigate(from ?? paths.home.to(), { replace: true });

  return (
    <AuthCard title={t('auth.login.heading')} intro={t('auth.login.intro')}>
      <SignInWays
        render={(way) =>
          way === 'email' ? <LoginForm onSignedIn={goBack} /> : <PhoneSignInForm purpose="login" onSignedIn={goBack} />
        }
      />
      <p className="mt-2 text-right">
        <Link to={paths.forgotPassword.to()} className={buttonStyles.link}>
          {t('auth.login.forgotLink')}
        </Link>
      </p>
      <ProviderSignInButton onSignedIn={goBack} />
      <p className="mt-6 text-center text-muted">
        {t('auth.login.noAccount')}{' '}
        <Link to={paths.register.to(from ?? undefined)} className={buttonStyles.link}>
          {t('auth.login.registerLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
