import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema, type SignIn } from '@medibazaar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { alertDialog } from '../../../lib/dialogs';
import { useSignIn } from '../api/sign-in';

type Failure = 'invalid' | 'tooMany' | 'unreachable';

/** Email and password (both required); a refusal shows inline and in an alert (docs/product.md#texts-login). */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<Failure | null>(null);
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
        const kind: Failure =
          error instanceof ApiRequestError ? (error.status === 429 ? 'tooMany' : 'invalid') : 'unreachable';
        setFailure(kind);
        void alertDialog(
          'error',
          t('auth.login.failedTitle'),
          kind === 'invalid' ? t('auth.login.failedText') : t(`auth.login.${kind}`),
        );
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
      <FormField label={t('auth.login.email')} error={emailError}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            required
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField
        label={t('auth.login.password')}
        error={errors.password ? t('auth.login.errors.passwordRequired') : undefined}
      >
        {(control) => (
          <input
            {...control}
            {...register('password')}
            type="password"
            autoComplete="current-password"
            required
            className={inputStyles}
          />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 font-medium text-danger-700">
          {failure === 'invalid' ? t('auth.login.invalid') : t(`auth.login.${failure}`)}
        </p>
      )}
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
    </form>
  );
}
