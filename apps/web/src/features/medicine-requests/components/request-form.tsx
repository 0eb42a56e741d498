import { MedicineRequestInputSchema, type MedicineRequestInput } from '@medibazaar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { useCreateMedicineRequest } from '../api/medicine-requests';

type Field = 'name' | 'strength' | 'quantity' | 'phone';
const FIELDS: readonly Field[] = ['name', 'strength', 'quantity', 'phone'];

/**
 * The request form: name, strength, quantity and mobile number, checked with the contract's own
 * schema before it is sent (each problem under its field, in the reader's language). Bangla digits
 * are taken as they are typed and sent as ASCII (the quantity as a number).
 */
export function RequestForm({ initialName }: { initialName: string }) {
  const { t, i18n } = useTranslation();
  const create = useCreateMedicineRequest();
  const [values, setValues] = useState({ name: initialName, strength: '', quantity: '1', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<{ name: string; phone: string } | null>(null);

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-brand-50 p-4 font-semibold text-brand-800">
          {t('requests.form.sent', { name: sent.name, phone: sent.phone })}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              setSent(null);
              setValues({ name: '', strength: '', quantity: '1', phone: values.phone });
            }}
          >
            {t('requests.form.another')}
          </Button>
          <Link to={paths.shop.to()} className={buttonStyles.primary}>
            {t('requests.form.backToShop')}
          </Link>
        </div>
      </div>
    );
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input: MedicineRequestInput = { ...values, language: i18n.language === 'bn' ? 'bn' : 'en' };
    const parsed = MedicineRequestInputSchema.safeParse(input);
    if (!parsed.success) {
      const wrong = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      setErrors(Object.fromEntries(FIELDS.filter((f) => wrong.has(f)).map((f) => [f, t(`requests.form.errors.${f}`)])));
      return;
    }
    setErrors({});
    // What the schema made of it: the quantity a number, digits typed in Bangla in ASCII.
    create.mutate(parsed.data, {
      onSuccess: () => setSent({ name: parsed.data.name, phone: parsed.data.phone }),
    });
  };
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <InputField
        label={t('requests.form.name')}
        hint={t('requests.form.nameHint')}
        autoComplete="off"
        {...field('name')}
      />
      <InputField
        label={t('requests.form.strength')}
        hint={t('requests.form.strengthHint')}
        autoComplete="off"
        {...field('strength')}
      />
      <InputField
        label={t('requests.form.quantity')}
        inputMode="numeric"
        inputClassName="max-w-32"
        {...field('quantity')}
      />
      <InputField
        label={t('requests.form.phone')}
        hint={t('requests.form.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...field('phone')}
      />
      {create.isError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {apiErrorMessage(create.error, t)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('requests.form.sending') : t('requests.form.submit')}
        </Button>
      </div>
    </form>
  );
}
