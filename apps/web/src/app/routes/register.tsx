import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ProviderSignInButton } from '../../features/auth/components/provider-sign-in-button';
import { PhoneSignInForm } from '../../features/auth/components/phone-sign-in-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { SignInWays } from '../../features/auth/components/sign-in-way';
import { safeReturnPath } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import { buttonStyles } from '../../components/ui/button';

/**
 * /register: a new account (user or seller) by email, or a shopper's by mobile number, then back
 * to the page the person came from (or home).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.pages.register'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = safeReturnPath(params.get('from'));
  const goBack = () => navigate(from ?? paths.home.to(), { replace: true });

  return (
    <AuthCard title={t('auth.register.heading')} intro={t('auth.register.intro')}>
      <SignInWays
        render={(way) =>
          way === 'email' ? (
            <RegisterForm onRegistered={goBack} />
          ) : (
            <PhoneSignInForm purpose="register" onSignedIn={goBack} />
          )
        }
      />
      <ProviderSignInButton onSignedIn={goBack} />
      <p className="mt-6 text-center text-muted">
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.login.to(from ?? undefined)} className={buttonStyles.link}>
          {t('auth.register.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
