import { AddressInputSchema, DISTRICTS, type Address } from '@medibazaar/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCreateAddress } from '../api/orders';
import { unprintableText } from '../../../lib/unprintable-text';

type Field = 'name' | 'phone' | 'line1' | 'line2' | 'area' | 'district' | 'note';

/** A new address for the book: checked with the contract's own rules before it is sent. */
export function AddressForm({ onSaved, onCancel }: { onSaved: (a: Address) => void; onCancel?: () => void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateAddress();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    phone: '',
    line1: '',
    line2: '',
    area: '',
    district: '',
    note: '',
  });
  const [isDefault, setIsDefault] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const districts = [...DISTRICTS].sort((a, b) =>
    (i18n.language === 'bn' ? a.bn : a.en).localeCompare(i18n.language === 'bn' ? b.bn : b.en, i18n.language),
  );

  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = AddressInputSchema.safeParse({ ...values, isDefault });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        // Every text field is printed on the invoice and the packing slip.
        next[f] ??=
          f === 'phone'
            ? t('orders.address.phoneInvalid')
            : (unprintableText(values[f], t) ?? t('orders.address.invalid'));
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      onSaved(await create.mutateAsync(parsed.data));
    } catch (err) {
      const field = err instanceof ApiRequestError ? (err.body.field as Field | undefined) : undefined;
      if (field && field in values) setErrors({ [field]: apiErrorMessage(err, t) });
      else setFormError(apiErrorMessage(err, t));
    }
  }

  const text = (f: Field, opts: { hint?: string; autoComplete?: string; type?: string } = {}) => (
    <FormField label={t(`orders.address.${f}`)} hint={opts.hint} error={errors[f]}>
      {(control) => (
        <input
          {...control}
          className={inputStyles}
          value={values[f]}
          onChange={set(f)}
          autoComplete={opts.autoComplete}
          type={opts.type ?? 'text'}
        />
      )}
    </FormField>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t('orders.checkout.addAddress')}
    >
      {text('name', { autoComplete: 'name' })}
      {text('phone', { hint: t('orders.address.phoneHint'), autoComplete: 'tel', type: 'tel' })}
      {text('line1', { autoComplete: 'address-line1' })}
      {text('line2', { autoComplete: 'address-line2' })}
      {text('area')}
      <FormField label={t('orders.address.district')} error={errors.district}>
        {(control) => (
          <select {...control} className={inputStyles} value={values.district} onChange={set('district')}>
            <option value="">{t('orders.address.chooseDistrict')}</option>
            {districts.map((d) => (
              <option key={d.id} value={d.id}>
                {i18n.language === 'bn' ? d.bn : d.en}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="sm:col-span-2">{text('note')}</div>
      <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(e) => setIsDefault(e.target.checked)}
          className="h-5 w-5"
        />
        {t('orders.address.makeDefault')}
      </label>
      {formError && (
        <p role="alert" className="text-danger-700 sm:col-span-2">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('orders.address.saving') : t('orders.address.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('orders.address.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
