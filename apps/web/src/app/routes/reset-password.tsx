import { PasswordSchema } from '@medibazaar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '../../components/ui/button';
import { NewPasswordField } from '../../components/ui/form-field';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { useResetPassword } from '../../features/auth/api/recovery';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useTranslation } from '../../lib/i18n';
import { refreshSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /reset-password?token=…: the new password twice; saved, every session of the account ends. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.pages.resetPassword'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = {
      password: PasswordSchema.safeParse(password).success ? undefined : t('auth.recovery.passwordInvalid'),
      confirm: password === confirm ? undefined : t('auth.recovery.mismatch'),
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(
      { token, newPassword: password },
      // This browser's session, if any, ended with the others.
      { onSuccess: () => void refreshSession(queryClient) },
    );
  };

  // The new password and its repetition: the same kind of field twice.
  const passwordFields = [
    {
      name: 'newPassword',
      label: t('auth.recovery.newPassword'),
      hint: t('auth.recovery.passwordHint'),
      error: errors.password,
      value: password,
      setValue: setPassword,
    },
    {
      name: 'confirmPassword',
      label: t('auth.recovery.confirmPassword'),
      hint: undefined,
      error: errors.confirm,
      value: confirm,
      setValue: setConfirm,
    },
  ];

  if (!token) {
    return (
      <AuthCard title={t('auth.recovery.resetHeading')} intro={t('auth.recovery.noToken')}>
        <Link to={paths.forgotPassword.to()} className={buttonStyles.link}>
          {t('auth.recovery.askAgain')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.recovery.resetHeading')} intro={t('auth.recovery.resetIntro')}>
      {reset.isSuccess ? (
        <div className="space-y-4">
          <p role="status" className="rounded-md border border-line bg-surface p-4 text-ink">
            {t('auth.recovery.saved')}
          </p>
          <Link to={paths.login.to()} className={`${buttonStyles.primary} w-full`}>
            {t('auth.recovery.signIn')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {passwordFields.map(({ name, label, hint, error, value, setValue }) => (
            <NewPasswordField
              key={name}
              label={label}
              hint={hint}
              error={error}
              name={name}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          ))}
          {reset.isError && (
            <div role="alert" className="space-y-2 text-danger-700">
              <p>{apiErrorMessage(reset.error, t)}</p>
              <Link to={paths.forgotPassword.to()} className={buttonStyles.link}>
                {t('auth.recovery.askAgain')}
              </Link>
            </div>
          )}
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? t('auth.recovery.saving') : t('auth.recovery.save')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
