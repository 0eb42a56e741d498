import type { AntibioticRegisterQueryInput } from '@medibazaar/contract';
import { useState, type FormEvent } from 'react';
import { Button, buttonStyles } from '../../../components/ui/button';
import { FormField, InputField, inputStyles } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { panelClass } from '../../../components/ui/panel';
import {
  antibioticRegisterCsvUrl,
  useAntibioticRegister,
} from '../../../features/pharmacy-register/api/get-antibiotic-register';
import { usePharmacists } from '../../../features/pharmacy-register/api/get-pharmacists';
import { RegisterTable } from '../../../features/pharmacy-register/components/register-table';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';

type Filters = { from: string; to: string; medicine: string; pharmacistId: string; order: string };
const NONE: Filters = { from: '', to: '', medicine: '', pharmacistId: '', order: '' };
const LIMIT = 20;

/** Only the filters given, so the address and the CSV name no empty ones. */
const given = (f: Filters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== ''));

/**
 * '/dashboard/antibiotic-register' (pharmacists and admins): every antibiotic line a pharmacist
 * approved, filtered by days, medicine, pharmacist and order; the filtered lines as CSV.
 */
export function Component() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const query = useAntibioticRegister({ ...given(filters), page, limit: LIMIT } as AntibioticRegisterQueryInput);
  const pharmacists = usePharmacists();
  const data = query.data;
  const status = query.isError ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';

  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const field = (k: 'from' | 'to' | 'medicine' | 'order', type = 'text') => (
    <InputField label={t(`prescriptions.register.filters.${k}`)} type={type} value={draft[k]} onChange={set(k)} />
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('prescriptions.register.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('prescriptions.register.intro')}</p>
      </PageHeading>
      <form
        onSubmit={apply}
        aria-label={t('prescriptions.register.filters.label')}
        className={panelClass({ padding: 'md', className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' })}
      >
        {field('from', 'date')}
        {field('to', 'date')}
        {field('medicine')}
        <FormField label={t('prescriptions.register.filters.pharmacist')}>
          {(control) => (
            <select {...control} className={inputStyles} value={draft.pharmacistId} onChange={set('pharmacistId')}>
              <option value="">{t('prescriptions.register.filters.anyone')}</option>
              {(pharmacists.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.registration ? `${p.name} (BPC ${p.registration})` : p.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {field('order')}
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{t('prescriptions.register.filters.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NONE);
              setFilters(NONE);
              setPage(1);
            }}
          >
            {t('prescriptions.register.filters.clear')}
          </Button>
          <a
            className={`${buttonStyles.secondary} sm:ml-auto`}
            href={antibioticRegisterCsvUrl(given(filters))}
            download
          >
            {t('prescriptions.register.csv')}
          </a>
        </div>
      </form>
      {data && <p className="text-muted">{t('prescriptions.register.total', { count: data.total })}</p>}
      <ListState
        status={status}
        onRetry={() => void query.refetch()}
        errorTitle={query.error ? apiErrorMessage(query.error, t) : undefined}
        empty={{ title: t('prescriptions.register.empty') }}
      >
        <RegisterTable rows={data?.items} page={page} busy={query.isFetching && query.isPlaceholderData} />
        {data && data.total > LIMIT && (
          <Pagination
            page={page}
            pageCount={Math.ceil(data.total / LIMIT)}
            onPageChange={setPage}
            disabled={query.isFetching}
          />
        )}
      </ListState>
    </div>
  );
}
