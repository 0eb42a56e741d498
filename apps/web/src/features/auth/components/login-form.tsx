import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema, type SignIn } from '@medibazaar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { EmailField, InputField } from '../../../components/ui/form-field';
import { alertDialog } from '../../../lib/dialogs';
import { useSignIn } from '../api/sign-in';
import { authFailure, authFailureText, type AuthFailure } from '../utils/auth-failure';
import { AuthFailureNotice } from './auth-failure-notice';

/** Email and password (both required); a refusal shows inline and in an alert (docs/product.md#texts-login). */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });

  const onSubmit = (values: SignIn) => {
    setFailure(null);
    signIn.mutate(values, {
      onSuccess: () => {
        onSignedIn();
        // i18n.t, not this render's t: signing in may have just brought back the account's language.
        void alertDialog('success', i18n.t('auth.login.successTitle'), i18n.t('auth.login.successText'));
      },
      onError: (error) => {
        // Only a refusal of the email and password blames them: an unreachable or
        // unavailable shop, a wrong address or a wait each say so.
        const reason = authFailure(error);
        setFailure(reason);
        void alertDialog('error', t('auth.login.failedTitle'), authFailureText(reason, t, 'login'));
      },
    });
  };

  const emailError = errors.email
    ? errors.email.type === 'too_small'
      ? t('auth.login.errors.emailRequired')
      : t('auth.login.errors.emailInvalid')
    : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <EmailField label={t('auth.login.email')} error={emailError} {...register('email')} required />
      <InputField
        label={t('auth.login.password')}
        error={errors.password ? t('auth.login.errors.passwordRequired') : undefined}
        {...register('password')}
        type="password"
        autoComplete="current-password"
        required
      />
      {failure && (
        <AuthFailureNotice
          failure={failure}
          text={failure.kind === 'invalid' ? t('auth.login.invalid') : authFailureText(failure, t, 'login')}
        />
      )}
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
