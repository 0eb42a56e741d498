import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTRATION_ROLES, RegistrationSchema } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import {
  EmailField,
  FormField,
  InputField,
  NewPasswordField,
  UrlField,
  inputStyles,
} from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { alertDialog } from '../../../lib/dialogs';
import { useRegister } from '../api/register';
import { authFailure, authFailureText, type AuthFailure } from '../utils/auth-failure';
import { AuthFailureNotice } from './auth-failure-notice';
import { unprintableText } from '../../../lib/unprintable-text';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  image: string;
  role: (typeof REGISTRATION_ROLES)[number];
}
type FieldName = keyof RegisterValues;
const FIELDS: readonly FieldName[] = ['name', 'email', 'password', 'image', 'role'];

/**
 * Name, Email, Password, Image Url, role (User or Seller) and the terms. The same
 * schema the server uses checks the fields; submitting waits for the terms, and
 * Enter without them says so inline and in an alert.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const termsId = useId();
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const registration = useRegister();
  // A reason no field owns (the shop is unreachable, busy, or open at another address).
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<RegisterValues, unknown, z.output<typeof RegistrationSchema>>({
    resolver: zodResolver(RegistrationSchema) as unknown as Resolver<
      RegisterValues,
      unknown,
      z.output<typeof RegistrationSchema>
    >,
    defaultValues: { name: '', email: '', password: '', image: '', role: 'user' },
    shouldFocusError: true,
  });

  const demandTerms = () => {
    setTermsError(true);
    document.getElementById(termsId)?.focus();
    void alertDialog('error', t('auth.register.errorTitle'), t('auth.register.termsRequired'));
  };

  const onSubmit = (values: z.output<typeof RegistrationSchema>) => {
    if (!terms) return demandTerms();
    setFailure(null);
    registration.mutate(values, {
      onSuccess: () => {
        onRegistered();
        void alertDialog('success', t('auth.register.successTitle'), t('auth.register.successText'));
      },
      onError: (error) => {
        const found = authFailure(error);
        const reason = authFailureText(found, t, 'register');
        const field = error instanceof ApiRequestError ? (error.body.field as FieldName | undefined) : undefined;
        if (found.kind === 'other' && field && FIELDS.includes(field)) {
          setError(field, { type: 'server', message: reason }, { shouldFocus: true });
        } else {
          setFailure(found);
        }
        void alertDialog('error', t('auth.register.errorTitle'), reason);
      },
    });
  };

  // Enter in a field while the terms are not accepted: the button is disabled, so
  // the browser would silently do nothing; say why instead.
  const onKeyDown = (e: React.KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== 'Enter' || terms || !(target instanceof HTMLInputElement) || target.type === 'checkbox') return;
    e.preventDefault();
    demandTerms();
  };

  const fieldError = (field: FieldName) => {
    const error = errors[field];
    if (!error) return undefined;
    // The server's own words for what it refused (e.g. the email is taken).
    if (error.type === 'server' && error.message) return error.message;
    // The name is printed on invoices when this person sells: say which characters cannot be.
    return (field === 'name' && unprintableText(getValues('name'), t)) || t(`auth.register.errors.${field}`);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={onKeyDown} className="space-y-5">
      <InputField
        label={t('auth.register.name')}
        error={fieldError('name')}
        {...register('name')}
        type="text"
        autoComplete="name"
      />
      <EmailField label={t('auth.register.email')} error={fieldError('email')} {...register('email')} />
      <NewPasswordField
        label={t('auth.register.password')}
        hint={t('auth.register.passwordHint')}
        error={fieldError('password')}
        {...register('password')}
      />
      <UrlField
        label={t('auth.register.image')}
        hint={t('auth.register.imageHint')}
        error={fieldError('image')}
        {...register('image')}
      />
      <FormField label={t('auth.register.role')} error={fieldError('role')}>
        {(control) => (
          <select {...control} {...register('role')} className={inputStyles}>
            {REGISTRATION_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`auth.register.roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TermsField
        id={termsId}
        accepted={terms}
        error={termsError}
        onChange={(accepted) => {
          setTerms(accepted);
          if (accepted) setTermsError(false);
        }}
      />
      {failure && <AuthFailureNotice failure={failure} text={authFailureText(failure, t, 'register')} />}
      <Button type="submit" className="w-full" disabled={!terms || registration.isPending}>
        {registration.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}

/** The terms: accepted with a checkbox, readable in a new tab, and said to be needed when they are not accepted. */
function TermsField({
  id,
  accepted,
  error,
  onChange,
}: {
  id: string;
  accepted: boolean;
  error: boolean;
  onChange: (accepted: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-5 w-5 shrink-0 accent-brand-700"
        />
        {t('auth.register.terms')}
      </label>
      <a
        href={paths.page.to('terms')}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center pl-8 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {t('auth.register.readTerms')}
      </a>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger-700">
          {t('auth.register.termsRequired')}
        </p>
      )}
    </div>
  );
}
