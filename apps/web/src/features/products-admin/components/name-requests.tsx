import type { GenericSummary } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputStyles } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useNameRequests, useUpdateName } from '../api/name-requests';
import type { NameKind } from '../api/search-names';
import { reasonOf } from './product-form-errors';
import { ToastMessage } from './toast-message';
import { Panel } from '../../../components/ui/panel';

/** One requested name: its spelling and Bangla name, editable, and Confirm. */
function NameRequest({ kind, entry }: { kind: NameKind; entry: GenericSummary }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(entry.name);
  const [nameBn, setNameBn] = useState(entry.nameBn ?? '');
  const update = useUpdateName(kind);
  const confirm = () => {
    const body = {
      status: 'confirmed' as const,
      ...(name.trim() !== entry.name ? { name: name.trim() } : {}),
      ...(nameBn.trim() !== (entry.nameBn ?? '') ? { nameBn: nameBn.trim() || null } : {}),
    };
    update.mutate(
      { id: entry.id, body },
      {
        onSuccess: () => toast.success(t('dashboard.medicineNames.confirmed', { name: body.name ?? entry.name })),
        onError: (error) =>
          toast.error(<ToastMessage title={t('dashboard.medicineNames.failed')} reason={reasonOf(error, t)} />),
      },
    );
  };
  return (
    <Panel as="li" padding="md" shadow={false} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-ink">
          {t('dashboard.medicineNames.name')}
        </label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} className={inputStyles} />
      </div>
      <div>
        <label htmlFor={`${id}-bn`} className="block text-sm font-semibold text-ink">
          {t('dashboard.medicineNames.nameBn')}
        </label>
        <input
          id={`${id}-bn`}
          lang="bn"
          value={nameBn}
          onChange={(e) => setNameBn(e.target.value)}
          className={inputStyles}
        />
      </div>
      <Button
        onClick={confirm}
        disabled={update.isPending || name.trim().length < 2}
        aria-label={t('dashboard.medicineNames.confirmNamed', { name: entry.name })}
      >
        {update.isPending ? t('dashboard.medicineNames.confirming') : t('dashboard.medicineNames.confirm')}
      </Button>
    </Panel>
  );
}

/** The generics or makers sellers asked for, each to be checked and confirmed by an admin. */
export function NameRequests({ kind }: { kind: NameKind }) {
  const { t } = useTranslation();
  const requests = useNameRequests(kind);
  const items = requests.data?.items;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {kind === 'generics' ? t('dashboard.medicineNames.generics') : t('dashboard.medicineNames.manufacturers')}
      </h2>
      <ListState
        status={requests.isError ? 'error' : items && items.length === 0 ? 'empty' : 'ready'}
        onRetry={() => void requests.refetch()}
        empty={{ title: t('dashboard.medicineNames.empty') }}
      >
        {items ? (
          <ul className="flex flex-col gap-3">
            {items.map((entry) => (
              <NameRequest key={entry.id} kind={kind} entry={entry} />
            ))}
          </ul>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </ListState>
    </section>
  );
}
