import { BdMobileSchema, NameSchema, PhoneCodeTextSchema } from '@medibazaar/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { useLinkPhone } from '../api/link-phone';
import { useSendSignInCode } from '../api/send-sign-in-code';
import { useSignInWithCode } from '../api/sign-in-with-code';

/** Logging in, creating an account, or linking the number to the account already signed in. */
type Purpose = 'login' | 'register' | 'link';
type Errors = { name?: string; phone?: string; code?: string };

/** The words that differ by purpose: the number's label and hint, and what the code button does. */
const WORDS = {
  login: { number: 'auth.phone.number', hint: 'auth.phone.numberHintLogin', submit: 'auth.phone.submitLogin' },
  register: { number: 'auth.phone.number', hint: 'auth.phone.numberHint', submit: 'auth.phone.submitRegister' },
  link: { number: 'auth.link.number', hint: 'auth.link.numberHint', submit: 'auth.link.submitPhone' },
} as const;

/**
 * Signing in or up with a mobile number (docs/product.md#mobile-number-sign-in): the number
 * (and, to register, a name), then the 6-digit code the text message brings. A number no
 * account has gets a new account. Linking (`purpose="link"`, on the profile) makes the number
 * the signed-in account's instead. Digits may be typed in Bangla.
 */
export function PhoneSignInForm({
  purpose,
  onSignedIn,
  onCancel,
}: {
  purpose: Purpose;
  /** Signed in, or (linking) the number is now the account's: with the number. */
  onSignedIn: (phone: string) => void;
  /** Linking: a way back without a number. */
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const send = useSendSignInCode();
  const signIn = useSignInWithCode();
  const link = useLinkPhone();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const sendCode = (event?: React.FormEvent) => {
    event?.preventDefault();
    const number = BdMobileSchema.safeParse(phone);
    const named = purpose === 'register' ? NameSchema.safeParse(name) : null;
    const found = {
      ...(number.success ? {} : { phone: t('auth.phone.numberInvalid') }),
      ...(named && !named.success ? { name: t('auth.phone.nameRequired') } : {}),
    };
    setErrors(found);
    if (!number.success || (named && !named.success)) return;
    send.mutate(
      { phoneNumber: number.data, language: i18n.language === 'bn' ? 'bn' : 'en' },
      {
        onSuccess: () => {
          setSentTo(number.data);
          setCode('');
        },
        // Asked again from the code step, the refusal shows where the reader is.
        onError: (error) =>
          setErrors(sentTo ? { code: apiErrorMessage(error, t) } : { phone: apiErrorMessage(error, t) }),
      },
    );
  };

  const refused = (error: Error) => {
    // Another account's number: back to the number, where the reason belongs.
    if (error instanceof ApiRequestError && error.code === 'PHONE_TAKEN') {
      setSentTo(null);
      setErrors({ phone: apiErrorMessage(error, t) });
    } else {
      setErrors({ code: apiErrorMessage(error, t) });
    }
  };

  const enterCode = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = PhoneCodeTextSchema.safeParse(code);
    if (!typed.success || !sentTo) {
      setErrors({ code: t('auth.phone.codeInvalid') });
      return;
    }
    setErrors({});
    const done = { onSuccess: () => onSignedIn(sentTo), onError: refused };
    if (purpose === 'link') link.mutate({ phoneNumber: sentTo, code: typed.data }, done);
    else
      signIn.mutate(
        { phoneNumber: sentTo, code: typed.data, ...(purpose === 'register' ? { name: name.trim() } : {}) },
        done,
      );
  };

  if (!sentTo) {
    return (
      <NumberStep
        purpose={purpose}
        name={name}
        phone={phone}
        errors={errors}
        sending={send.isPending}
        onName={setName}
        onPhone={setPhone}
        onSubmit={sendCode}
        onCancel={onCancel}
      />
    );
  }

  const checking = signIn.isPending || link.isPending;
  return (
    <form noValidate onSubmit={enterCode} className="space-y-5">
      <p className="text-ink" role="status">
        {t('auth.phone.sent', { phone: sentTo })}
      </p>
      <CodeField code={code} error={errors.code} onCode={setCode} />
      <Button type="submit" className="w-full" disabled={checking}>
        {checking ? t('auth.phone.checking') : t(WORDS[purpose].submit)}
      </Button>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={() => sendCode()} disabled={send.isPending}>
          {t('auth.phone.resend')}
        </Button>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          {t('auth.phone.otherNumber')}
        </Button>
      </div>
    </form>
  );
}

/** The number (and, to register, the name): a code goes to it by text message. */
function NumberStep({
  purpose,
  name,
  phone,
  errors,
  sending,
  onName,
  onPhone,
  onSubmit,
  onCancel,
}: {
  purpose: Purpose;
  name: string;
  phone: string;
  errors: Errors;
  sending: boolean;
  onName: (name: string) => void;
  onPhone: (phone: string) => void;
  onSubmit: (event: React.FormEvent) => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const numberInput = useRef<HTMLInputElement>(null);
  // Linking opens from a button (or comes back refused): the number takes the focus the reader had.
  useEffect(() => {
    if (purpose === 'link') numberInput.current?.focus();
  }, [purpose, errors.phone]);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {purpose === 'register' && (
        <InputField
          label={t('auth.register.name')}
          error={errors.name}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => onName(e.target.value)}
          required
        />
      )}
      <InputField
        ref={numberInput}
        label={t(WORDS[purpose].number)}
        hint={t(WORDS[purpose].hint)}
        error={errors.phone}
        type="tel"
        name="phoneNumber"
        autoComplete="tel-national"
        inputMode="tel"
        value={phone}
        onChange={(e) => onPhone(e.target.value)}
        required
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className={onCancel ? '' : 'w-full'} disabled={sending}>
          {sending ? t('auth.phone.sending') : t('auth.phone.send')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('auth.link.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The 6-digit code from the text message; it has the focus once the code is on its way. */
function CodeField({
  code,
  error,
  onCode,
}: {
  code: string;
  error: string | undefined;
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <InputField
      ref={input}
      label={t('auth.phone.code')}
      hint={t('auth.phone.codeHint')}
      error={error}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      value={code}
      onChange={(e) => onCode(e.target.value)}
      required
    />
  );
}
