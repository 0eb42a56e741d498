import { EmailSchema } from '@medibazaar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../components/ui/button';
import { EmailField } from '../../components/ui/form-field';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { useRequestPasswordReset } from '../../features/auth/api/recovery';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /forgot-password: an email address, then word that a link is on its way (if the account exists). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.pages.forgotPassword'));
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const ok = EmailSchema.safeParse(email).success;
    setInvalid(!ok);
    if (ok) request.mutate(email.trim());
  };

  return (
    <AuthCard title={t('auth.recovery.forgotHeading')} intro={t('auth.recovery.forgotIntro')}>
      {request.isSuccess ? (
        <p role="status" className="rounded-md border border-line bg-surface p-4 text-ink">
          {t('auth.recovery.sent')}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <EmailField
            label={t('auth.recovery.email')}
            error={invalid ? t('auth.recovery.emailInvalid') : undefined}
            name="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {request.isError && (
            <p role="alert" className="text-danger-700">
              {apiErrorMessage(request.error, t)}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? t('auth.recovery.sending') : t('auth.recovery.send')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center">
        <Link to={paths.login.to()} className={buttonStyles.link}>
          {t('auth.recovery.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
