import {
  asciiDigits,
  PHONE_CODE_RULES,
  PhoneCodeEntrySchema,
  PhoneCodeRequestSchema,
  type NotificationSettings,
} from '@medibazaar/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { CheckIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useRemovePhone } from '../api/remove-phone';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/settings';
import { useVerifyPhone } from '../api/verify-phone';
import { Panel } from '../../../components/ui/panel';

const checkbox =
  'h-5 w-5 rounded border-line text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/**
 * The profile's message settings: order news and offers, by mail and by text message, and
 * the mobile number text messages go to, proved with a code sent to it.
 */
export function NotificationSettingsSection() {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  return (
    <Panel className="mt-8">
      <h2 className="text-xl font-bold text-ink">{t('messages.settings.heading')}</h2>
      <p className="mb-4 mt-1 text-muted">{t('messages.settings.intro')}</p>
      {query.isPending ? (
        <Spinner label={t('messages.settings.loading')} />
      ) : query.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-danger-700">{t('messages.settings.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.status.retry')}
          </Button>
        </div>
      ) : (
        <>
          {/* Starts again from the settings whenever the verified number changes. */}
          <SwitchesForm key={query.data.smsPhone ?? ''} initial={query.data} />
          <PhoneSection settings={query.data} />
        </>
      )}
    </Panel>
  );
}

type SwitchKey = 'orderEmail' | 'orderSms' | 'marketingEmail' | 'marketingSms';

function SwitchesForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const [values, setValues] = useState<Record<SwitchKey, boolean>>({
    orderEmail: initial.orderEmail,
    orderSms: initial.orderSms,
    marketingEmail: initial.marketingEmail,
    marketingSms: initial.marketingSms,
  });
  const toggle = (key: SwitchKey) => setValues((v) => ({ ...v, [key]: !v[key] }));
  const verified = initial.smsPhone !== null;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => toast.success(t('messages.settings.saved')),
      onError: (error) => toast.error(apiErrorMessage(error, t)),
    });
  };

  const rows = [
    { label: t('messages.settings.orders'), email: 'orderEmail', sms: 'orderSms' },
    { label: t('messages.settings.marketing'), email: 'marketingEmail', sms: 'marketingSms' },
  ] as const;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {rows.map((row) => (
        <fieldset key={row.email} className="space-y-2">
          <legend className="font-semibold text-ink">{row.label}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className={checkbox}
                checked={values[row.email]}
                onChange={() => toggle(row.email)}
              />
              {t('messages.settings.byEmail')}
            </label>
            <label className={`inline-flex min-h-11 items-center gap-2 ${verified ? '' : 'text-muted'}`}>
              <input
                type="checkbox"
                className={checkbox}
                checked={verified && values[row.sms]}
                disabled={!verified}
                aria-describedby={verified ? undefined : 'sms-needs-number'}
                onChange={() => toggle(row.sms)}
              />
              {t('messages.settings.bySms')}
            </label>
          </div>
        </fieldset>
      ))}
      {!verified && (
        <p id="sms-needs-number" className="text-sm text-muted">
          {t('messages.settings.smsNeedsNumber')}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('messages.settings.saving') : t('messages.settings.save')}
      </Button>
    </form>
  );
}

/** The number text messages go to: shown once verified; otherwise added and proved with a code. */
function PhoneSection({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation();
  // Typing a number (another one than the verified, or than the one a code waits for).
  const [typing, setTyping] = useState(false);
  // A code was just asked for on this page: its field takes the focus.
  const [justSent, setJustSent] = useState(false);
  const remove = useRemovePhone();
  const pending = settings.phoneCode;
  const verified = settings.smsPhone;

  const onRemove = async () => {
    if (!verified) return;
    const ok = await confirmDialog({
      title: t('messages.phone.removeConfirm.title'),
      text: t('messages.phone.removeConfirm.text', { phone: verified }),
      confirm: t('messages.phone.removeConfirm.confirm'),
      cancel: t('messages.phone.removeConfirm.cancel'),
    });
    if (!ok) return;
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('messages.phone.removed')),
      onError: (error) => toast.error(apiErrorMessage(error, t)),
    });
  };

  return (
    <Panel title={t('messages.phone.heading')} level={3} bare className="mt-8 border-t border-line pt-6">
      {verified ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-lg font-semibold tabular-nums text-ink">{verified}</p>
          <p className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            <CheckIcon className="h-4 w-4" />
            {settings.smsPhoneVerifiedAt
              ? t('messages.phone.verifiedOn', { date: formatDate(settings.smsPhoneVerifiedAt) })
              : t('messages.phone.verified')}
          </p>
        </div>
      ) : (
        <p className="mt-1 text-muted">{t('messages.phone.intro')}</p>
      )}
      {typing || (!verified && !pending) ? (
        <NumberForm
          onCancel={verified || pending ? () => setTyping(false) : undefined}
          onSent={() => {
            setTyping(false);
            setJustSent(true);
          }}
        />
      ) : pending ? (
        <CodeForm pending={pending} focus={justSent} onOtherNumber={() => setTyping(true)} />
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setTyping(true)}>
            {t('messages.phone.change')}
          </Button>
          <Button variant="secondary" disabled={remove.isPending} onClick={onRemove}>
            {remove.isPending ? t('messages.phone.removing') : t('messages.phone.remove')}
          </Button>
        </div>
      )}
    </Panel>
  );
}

/** A number to prove: a code goes to it by text message. */
function NumberForm({ onCancel, onSent }: { onCancel?: (() => void) | undefined; onSent: () => void }) {
  const { t } = useTranslation();
  const send = useSendPhoneCode();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  // Opened by a button (another number): the field takes the focus the button had.
  useEffect(() => {
    if (onCancel) input.current?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = PhoneCodeRequestSchema.safeParse({ phone });
    if (!checked.success) {
      setError(t('messages.phone.numberInvalid'));
      return;
    }
    setError(undefined);
    send.mutate(
      { phone },
      {
        onSuccess: (settings) => {
          onSent();
          toast.success(t('messages.phone.sent', { phone: settings.phoneCode?.phone ?? phone }));
        },
        onError: (err) => setError(apiErrorMessage(err, t)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <InputField
        label={t('messages.phone.number')}
        hint={t('messages.phone.numberHint')}
        error={error}
        ref={input}
        type="tel"
        name="phone"
        autoComplete="tel-national"
        inputMode="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        inputClassName="max-w-xs"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('messages.phone.sending') : t('messages.phone.send')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('messages.phone.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The code sent to a number, entered to prove the number is the reader's. */
function CodeForm({
  pending,
  focus,
  onOtherNumber,
}: {
  pending: NonNullable<NotificationSettings['phoneCode']>;
  focus: boolean;
  onOtherNumber: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const verify = useVerifyPhone();
  const resend = useSendPhoneCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!PhoneCodeEntrySchema.safeParse({ code }).success) {
      setError(t('messages.phone.codeInvalid', { digits: PHONE_CODE_RULES.digits }));
      return;
    }
    setError(undefined);
    verify.mutate(
      { code: code.trim() },
      {
        onSuccess: (settings) => toast.success(t('messages.phone.verifiedToast', { phone: settings.smsPhone ?? '' })),
        onError: (err) => {
          setCode('');
          setError(apiErrorMessage(err, t));
        },
      },
    );
  };

  const onResend = () =>
    resend.mutate(
      { phone: pending.phone },
      {
        onSuccess: () => {
          setError(undefined);
          toast.success(t('messages.phone.sent', { phone: pending.phone }));
        },
        onError: (err) => toast.error(apiErrorMessage(err, t)),
      },
    );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <p className="text-ink" role="status">
        {t('messages.phone.codeSentTo', {
          phone: pending.phone,
          time: formatDateTime(pending.expiresAt),
        })}
      </p>
      <InputField
        label={t('messages.phone.code')}
        hint={t('messages.phone.codeHint', { count: pending.attemptsLeft })}
        error={error}
        ref={input}
        type="text"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={PHONE_CODE_RULES.digits}
        value={code}
        // Digits only, those typed in Bangla kept as ASCII ones.
        onChange={(e) => setCode(asciiDigits(e.target.value).replace(/\D/g, ''))}
        inputClassName="max-w-40 text-center text-lg tracking-[0.3em] tabular-nums"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? t('messages.phone.verifying') : t('messages.phone.verify')}
        </Button>
        <Button variant="secondary" disabled={resend.isPending} onClick={onResend}>
          {resend.isPending ? t('messages.phone.sending') : t('messages.phone.resend')}
        </Button>
        <Button variant="secondary" onClick={onOtherNumber}>
          {t('messages.phone.otherNumber')}
        </Button>
      </div>
    </form>
  );
}
