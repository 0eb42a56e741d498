import { NotificationSettingsInputSchema, type NotificationSettings } from '@medibazaar/contract';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/settings';

const checkbox = 'h-5 w-5 rounded border-line text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The profile's message settings: order news and offers, by mail and by text message. */
export function NotificationSettingsSection() {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  return (
    <div className="mt-8 rounded-card border border-line bg-white p-6 shadow-card">
      <h2 className="text-xl font-bold text-ink">{t('messages.settings.heading')}</h2>
      <p className="mb-4 mt-1 text-muted">{t('messages.settings.intro')}</p>
      {query.isPending ? (
        <Spinner label={t('messages.settings.loading')} />
      ) : query.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-danger-700">{t('messages.settings.loadFailed')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
            {t('common.status.retry')}
          </button>
        </div>
      ) : (
        <SettingsForm initial={query.data} />
      )}
    </div>
  );
}

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const [values, setValues] = useState(initial);
  const [phone, setPhone] = useState(initial.smsPhone ?? '');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const toggle = (key: 'orderEmail' | 'orderSms' | 'marketingEmail' | 'marketingSms') =>
    setValues((v) => ({ ...v, [key]: !v[key] }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { ...values, smsPhone: phone.trim() === '' ? null : phone.trim() };
    const checked = NotificationSettingsInputSchema.safeParse(input);
    if (!checked.success) {
      setPhoneError(t('messages.settings.phoneNeeded'));
      return;
    }
    setPhoneError(undefined);
    save.mutate(input, {
      onSuccess: (saved) => {
        setPhone(saved.smsPhone ?? '');
        toast.success(t('messages.settings.saved'));
      },
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
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" className={checkbox} checked={values[row.sms]} onChange={() => toggle(row.sms)} />
              {t('messages.settings.bySms')}
            </label>
          </div>
        </fieldset>
      ))}
      <FormField label={t('messages.settings.phone')} hint={t('messages.settings.phoneHint')} error={phoneError}>
        {(control) => (
          <input
            {...control}
            type="tel"
            name="smsPhone"
            autoComplete="tel-national"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
        {save.isPending ? t('messages.settings.saving') : t('messages.settings.save')}
      </button>
    </form>
  );
}
