import { BdMobileSchema, NameSchema, PhoneCodeTextSchema } from '@medibazaar/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { useSendSignInCode } from '../api/send-sign-in-code';
import { useSignInWithCode } from '../api/sign-in-with-code';

/**
 * Signing in or up with a mobile number (docs/product.md#mobile-number-sign-in): the number
 * (and, to register, a name), then the 6-digit code the text message brings. A number no
 * account has gets a new account. Digits may be typed in Bangla.
 */
export function PhoneSignInForm({ purpose, onSignedIn }: { purpose: 'login' | 'register'; onSignedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const send = useSendSignInCode();
  const signIn = useSignInWithCode();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string; code?: string }>({});
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sentTo) codeInput.current?.focus();
  }, [sentTo]);

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
        onError: (error) => setErrors(sentTo ? { code: apiErrorMessage(error, t) } : { phone: apiErrorMessage(error, t) }),
      },
    );
  };

  const enterCode = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = PhoneCodeTextSchema.safeParse(code);
    if (!typed.success || !sentTo) {
      setErrors({ code: t('auth.phone.codeInvalid') });
      return;
    }
    setErrors({});
    signIn.mutate(
      { phoneNumber: sentTo, code: typed.data, ...(purpose === 'register' ? { name: name.trim() } : {}) },
      { onSuccess: onSignedIn, onError: (error) => setErrors({ code: apiErrorMessage(error, t) }) },
    );
  };

  if (!sentTo) {
    return (
      <form noValidate onSubmit={sendCode} className="space-y-5">
        {purpose === 'register' && (
          <InputField
            label={t('auth.register.name')}
            error={errors.name}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
        )}
        <InputField
          label={t('auth.phone.number')}
          hint={purpose === 'login' ? t('auth.phone.numberHintLogin') : t('auth.phone.numberHint')}
          error={errors.phone}
          type="tel"
          name="phoneNumber"
          autoComplete="tel-national"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          required
        />
        <Button type="submit" className="w-full" disabled={send.isPending}>
          {send.isPending ? t('auth.phone.sending') : t('auth.phone.send')}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={enterCode} className="space-y-5">
      <p className="text-ink" role="status">
        {t('auth.phone.sent', { phone: sentTo })}
      </p>
      <InputField
        ref={codeInput}
        label={t('auth.phone.code')}
        hint={t('auth.phone.codeHint')}
        error={errors.code}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
      />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending
          ? t('auth.phone.checking')
          : purpose === 'register'
            ? t('auth.phone.submitRegister')
            : t('auth.phone.submitLogin')}
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
