import {
  DISPENSING_CLASSES,
  type DispensingClass,
  type MedicineReference,
  type MedicineReferenceListParams,
} from '@medibazaar/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { actionsColumn, type Column, DataTable } from '../../../components/ui/data-table';
import { DispensingBadge } from '../../../components/ui/dispensing-badge';
import { FormField, InputField, inputStyles } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { Pagination } from '../../../components/ui/pagination';
import { panelClass } from '../../../components/ui/panel';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { toast } from '../../../lib/toast';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useChangeClass } from '../api/change-class';
import { useReferences } from '../api/get-references';
import { ReasonDialog } from './reason-dialog';

type Filters = { q: string; dispensingClass: string; antibiotic: string; status: string };
const NONE: Filters = { q: '', dispensingClass: '', antibiotic: '', status: '' };
const LIMIT = 20;

/** "Amoxicillin + Clavulanic acid 500 mg · Tablet" in the reader's language. */
function medicineName(m: MedicineReference, t: TFunction, language: string): string {
  const generics = m.generics.map((g) => localName(g, language === 'bn' ? 'bn' : 'en')).join(' + ');
  return `${generics} ${m.strength} · ${t(`storefront.medicine.forms.${m.form}`)}`;
}

function columns(
  t: TFunction,
  language: string,
  onChange: (m: MedicineReference) => void,
): Column<MedicineReference>[] {
  const r = (k: 'medicine' | 'class' | 'products' | 'lastChange' | 'status') => t(`dashboard.medicineReference.${k}`);
  return [
    {
      id: 'medicine',
      header: r('medicine'),
      rowHeader: true,
      card: 'title',
      cell: (m) => (
        <span className="flex flex-col gap-1">
          <span className="font-semibold text-ink">{medicineName(m, t, language)}</span>
          {m.antibiotic && (
            <span className="w-fit rounded-full border border-line px-2 text-sm text-muted">
              {t('dashboard.medicineReference.antibioticBadge')}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'class',
      header: r('class'),
      card: 'detail',
      cell: (m) => <DispensingBadge dispensingClass={m.dispensingClass} size="sm" />,
    },
    {
      id: 'status',
      header: r('status'),
      card: 'detail',
      cell: (m) => (
        <span className={m.status === 'requested' ? 'font-semibold text-warm-700' : 'text-muted'}>
          {t(`dashboard.medicineReference.statuses.${m.status}`)}
        </span>
      ),
    },
    {
      id: 'products',
      header: r('products'),
      card: 'field',
      phoneLabel: r('products'),
      align: 'end',
      cell: (m) => m.productCount,
    },
    {
      id: 'lastChange',
      header: r('lastChange'),
      from: 'lg',
      className: 'max-w-xs text-sm text-muted',
      cell: (m) =>
        m.changedBy ? `${m.changedBy.name}: ${m.changeReason ?? ''}` : t('dashboard.medicineReference.seeded'),
    },
    actionsColumn(t('dashboard.medicineReference.change'), (m) => (
      <Button
        variant="secondary"
        onClick={() => onChange(m)}
        aria-label={t('dashboard.medicineReference.changeNamed', { name: medicineName(m, t, language) })}
      >
        {t('dashboard.medicineReference.change')}
      </Button>
    )),
  ];
}

/** The change of one entry's class, in a dialog asking for the reason. */
function ChangeClass({ entry, onClose }: { entry: MedicineReference; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const change = useChangeClass();
  const name = medicineName(entry, t, i18n.language);
  const save = ({ dispensingClass, reason }: { dispensingClass: DispensingClass | undefined; reason: string }) =>
    change.mutate(
      { id: entry.id, body: { dispensingClass: dispensingClass ?? entry.dispensingClass, reason } },
      {
        onSuccess: (res) => {
          const held = res.effects.ordersSentToReview.length;
          toast.success(
            `${t('dashboard.medicineReference.saved', { name, cls: t(`storefront.medicine.classes.${res.reference.dispensingClass}`) })}${
              held ? ` ${t('dashboard.medicineReference.ordersHeld', { count: held })}` : ''
            }`,
          );
          onClose();
        },
      },
    );
  return (
    <ReasonDialog
      title={t('dashboard.medicineReference.dialogTitle', { name })}
      initialClass={entry.dispensingClass}
      lockedOtc={entry.antibiotic}
      note={
        <p className="text-sm text-muted">
          {entry.antibiotic
            ? t('dashboard.medicineReference.antibioticHint')
            : t('dashboard.medicineReference.raiseHint')}
        </p>
      }
      busy={change.isPending}
      error={change.error ? apiErrorMessage(change.error, t, t('dashboard.medicineReference.failed')) : undefined}
      onSave={save}
      onClose={onClose}
    />
  );
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <FormField label={label}>
      {(control) => (
        <select {...control} className={inputStyles} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('dashboard.medicineReference.any')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The reference's entries with search, filters and paging; each entry's class changes in a dialog. */
export function ReferenceList() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MedicineReference | null>(null);
  const query = useReferences({
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
    page,
    limit: LIMIT,
  } as MedicineReferenceListParams);
  const data = query.data;
  const status = query.isError ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';
  const set = (k: keyof Filters) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const r = (k: 'class' | 'antibiotic' | 'status' | 'yes' | 'no') => t(`dashboard.medicineReference.${k}`);
  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={apply}
        className={panelClass({ padding: 'md', className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' })}
      >
        <InputField
          label={t('dashboard.medicineReference.search')}
          type="search"
          value={draft.q}
          onChange={(e) => set('q')(e.target.value)}
        />
        <Select
          label={r('class')}
          value={draft.dispensingClass}
          onChange={set('dispensingClass')}
          options={DISPENSING_CLASSES.map((c) => ({ value: c, label: t(`storefront.medicine.classes.${c}`) }))}
        />
        <Select
          label={r('antibiotic')}
          value={draft.antibiotic}
          onChange={set('antibiotic')}
          options={[
            { value: 'true', label: r('yes') },
            { value: 'false', label: r('no') },
          ]}
        />
        <Select
          label={r('status')}
          value={draft.status}
          onChange={set('status')}
          options={(['requested', 'confirmed'] as const).map((s) => ({
            value: s,
            label: t(`dashboard.medicineReference.statuses.${s}`),
          }))}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t('dashboard.medicineReference.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NONE);
              setFilters(NONE);
              setPage(1);
            }}
          >
            {t('dashboard.medicineReference.clear')}
          </Button>
        </div>
      </form>
      {data && <p className="text-muted">{t('dashboard.medicineReference.total', { count: data.total })}</p>}
      <ListState
        status={status}
        onRetry={() => void query.refetch()}
        empty={{ title: t('dashboard.medicineReference.empty') }}
      >
        <DataTable
          columns={columns(t, i18n.language, setEditing)}
          rows={data?.items}
          rowKey={(m) => m.id}
          caption={t('dashboard.medicineReference.caption')}
          cardsBelow="md"
          busy={query.isFetching && query.isPlaceholderData}
        />
        {data && data.total > LIMIT && (
          <Pagination
            page={page}
            pageCount={Math.ceil(data.total / LIMIT)}
            onPageChange={setPage}
            disabled={query.isFetching}
          />
        )}
      </ListState>
      {editing && <ChangeClass entry={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
