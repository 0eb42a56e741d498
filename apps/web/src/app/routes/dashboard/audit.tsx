import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, type AuditListQueryInput } from '@medibazaar/contract';
import { useState, type FormEvent } from 'react';
import { Button, buttonStyles } from '../../../components/ui/button';
import { FormField, InputField, inputStyles } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { auditExportUrl, useAudit } from '../../../features/audit/api/get-audit';
import { actionText, AuditTable } from '../../../features/audit/components/audit-table';
import { useTranslation } from '../../../lib/i18n';
import { panelClass } from '../../../components/ui/panel';

type Filters = { actor: string; objectType: string; objectId: string; action: string; from: string; to: string };
const NONE: Filters = { actor: '', objectType: '', objectId: '', action: '', from: '', to: '' };
const LIMIT = 20;

/** '/dashboard/audit' (admins): the audit trail, filtered by who, what, which object and when; CSV export. */
export function Component() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const query = useAudit({ ...filters, page, limit: LIMIT } as AuditListQueryInput);
  const data = query.data;
  const status = query.isError ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';

  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };

  const text = (k: 'actor' | 'objectId', type = 'text') => (
    <InputField label={t(`prescriptions.audit.${k}`)} type={type} value={draft[k]} onChange={set(k)} />
  );
  const date = (k: 'from' | 'to') => (
    <InputField label={t(`prescriptions.audit.${k}`)} type="date" value={draft[k]} onChange={set(k)} />
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('prescriptions.audit.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('prescriptions.audit.intro')}</p>
      </PageHeading>
      <form
        onSubmit={apply}
        aria-label={t('prescriptions.audit.filters')}
        className={panelClass({ padding: 'md', className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' })}
      >
        {text('actor')}
        <FormField label={t('prescriptions.audit.action')}>
          {(control) => (
            <select {...control} className={inputStyles} value={draft.action} onChange={set('action')}>
              <option value="">{t('prescriptions.audit.any')}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(actionText(a))}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('prescriptions.audit.objectType')}>
          {(control) => (
            <select {...control} className={inputStyles} value={draft.objectType} onChange={set('objectType')}>
              <option value="">{t('prescriptions.audit.any')}</option>
              {AUDIT_OBJECT_TYPES.map((o) => (
                <option key={o} value={o}>
                  {t(`prescriptions.audit.objects.${o}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('objectId')}
        {date('from')}
        {date('to')}
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{t('prescriptions.audit.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NONE);
              setFilters(NONE);
              setPage(1);
            }}
          >
            {t('prescriptions.audit.clear')}
          </Button>
          <a className={`${buttonStyles.secondary} sm:ml-auto`} href={auditExportUrl(filters)} download>
            {t('prescriptions.audit.export')}
          </a>
        </div>
      </form>
      {data && <p className="text-muted">{t('prescriptions.audit.total', { count: data.total })}</p>}
      <ListState status={status} onRetry={() => void query.refetch()} empty={{ title: t('prescriptions.audit.empty') }}>
        <AuditTable rows={data?.items} page={page} busy={query.isFetching && query.isPlaceholderData} />
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
