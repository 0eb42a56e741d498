import { type Pharmacist, PharmacistRegistrationUpdateSchema } from '@medibazaar/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { panelClass } from '../../../components/ui/panel';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { usePharmacists } from '../api/get-pharmacists';
import { useSetRegistration } from '../api/set-registration';

/**
 * Every pharmacist and admin with their Pharmacy Council registration, and a form on each to
 * record or correct it (admins). Without a number nobody claims or decides a review.
 */
export function PharmacistRegistrations() {
  const { t } = useTranslation();
  const list = usePharmacists();
  const status = list.isError ? 'error' : !list.data ? 'loading' : list.data.length === 0 ? 'empty' : 'ready';
  return (
    <ListState
      status={status}
      onRetry={() => void list.refetch()}
      empty={{ title: t('prescriptions.pharmacists.empty') }}
    >
      <ul className="grid gap-4 lg:grid-cols-2">
        {(list.data ?? []).map((p) => (
          <PharmacistItem key={p.id} pharmacist={p} />
        ))}
      </ul>
    </ListState>
  );
}

function PharmacistItem({ pharmacist: p }: { pharmacist: Pharmacist }) {
  const { t } = useTranslation();
  const save = useSetRegistration();
  const [value, setValue] = useState(p.registration ?? '');
  const [error, setError] = useState<string | undefined>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    // The same check as the server's: the grade letter and the number.
    const parsed = PharmacistRegistrationUpdateSchema.safeParse({ registration: value });
    if (!parsed.success) {
      setError(t('prescriptions.pharmacists.invalid'));
      return;
    }
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ id: p.id, registration: parsed.data.registration });
      setValue(saved.registration ?? '');
      toast.success(t('prescriptions.pharmacists.saved', { name: p.name, number: saved.registration }));
    } catch (err) {
      setError(apiErrorMessage(err, t));
    }
  }

  return (
    <li className={panelClass({ padding: 'md', className: 'flex flex-col gap-3' })} data-testid="pharmacist">
      <div>
        <p className="font-bold break-words text-ink">{p.name}</p>
        <p className="text-sm break-all text-muted">
          {p.email} · {t(`dashboard.profile.roles.${p.role}`)}
        </p>
        <p className={`mt-1 text-sm font-medium ${p.registration ? 'text-success-700' : 'text-pending-700'}`}>
          {p.registration
            ? t('prescriptions.pharmacists.has', { number: p.registration })
            : t('prescriptions.pharmacists.missing')}
        </p>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col items-start gap-3">
        <div className="w-full max-w-sm">
          <InputField
            label={t('prescriptions.pharmacists.number', { name: p.name })}
            hint={t('prescriptions.pharmacists.hint')}
            value={value}
            error={error}
            autoComplete="off"
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('prescriptions.pharmacists.saving') : t('prescriptions.pharmacists.save')}
        </Button>
      </form>
    </li>
  );
}
