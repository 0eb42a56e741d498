import { LinkEmailSchema } from '@medibazaar/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmailField, NewPasswordField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { useLinkEmail } from '../api/link-email';

type Errors = { email?: string; password?: string; form?: string };

/** Where the server's refusal belongs, in the reader's language. */
function refusal(error: Error, t: TFunction): Errors {
  if (!(error instanceof ApiRequestError)) return { form: apiErrorMessage(error, t) };
  if (error.code === 'EMAIL_TAKEN') return { email: t('auth.link.emailTaken') };
  if (error.body.field === 'password') return { password: t('auth.link.errors.password') };
  if (error.body.field === 'email' && error.code === 'VALIDATION_ERROR') return { email: t('auth.link.errors.email') };
  return { form: apiErrorMessage(error, t) };
}

/**
 * An account made with a mobile number takes an email address and a password to log in with
 * (`POST /api/auth/link-email`), checked with the contract's own schema first; the server mails
 * a link to confirm the address.
 */
export function LinkEmailForm({ onLinked, onCancel }: { onLinked: (email: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const link = useLinkEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // Opened by a button: the email field takes the focus the button had.
  useEffect(() => emailInput.current?.focus(), []);
  // A field refused takes the focus, the email first.
  useEffect(() => {
    if (errors.email) emailInput.current?.focus();
    else if (errors.password) passwordInput.current?.focus();
  }, [errors]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = LinkEmailSchema.safeParse({ email, password });
    if (!parsed.success) {
      const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        ...(wrong.has('email') ? { email: t('auth.link.errors.email') } : {}),
        ...(wrong.has('password') ? { password: t('auth.link.errors.password') } : {}),
      });
      return;
    }
    setErrors({});
    link.mutate(parsed.data, {
      onSuccess: (me) => onLinked(me.email ?? parsed.data.email),
      onError: (error) => setErrors(refusal(error, t)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
      <EmailField
        ref={emailInput}
        label={t('auth.link.emailLabel')}
        error={errors.email}
        name="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <NewPasswordField
        ref={passwordInput}
        label={t('auth.link.password')}
        hint={t('auth.link.passwordHint')}
        error={errors.password}
        name="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={link.isPending}>
          {link.isPending ? t('auth.link.submittingEmail') : t('auth.link.submitEmail')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('auth.link.cancel')}
        </Button>
      </div>
    </form>
  );
}
