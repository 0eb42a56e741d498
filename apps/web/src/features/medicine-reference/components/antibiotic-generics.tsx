import type { GenericAntibioticList } from '@medibazaar/contract';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { toast } from '../../../lib/toast';
import { useAntibioticGenerics, useSetAntibiotic } from '../api/antibiotic-generics';
import { ReasonDialog } from './reason-dialog';

type Generic = GenericAntibioticList['items'][number];

/** Marking or unmarking one generic, asking for the reason. */
function MarkDialog({ generic, onClose }: { generic: Generic; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const set = useSetAntibiotic();
  const name = localName(generic, i18n.language === 'bn' ? 'bn' : 'en');
  const antibiotic = !generic.antibiotic;
  return (
    <ReasonDialog
      title={t(antibiotic ? 'dashboard.medicineReference.markTitle' : 'dashboard.medicineReference.unmarkTitle', {
        name,
      })}
      note={
        antibiotic ? <p className="text-sm text-muted">{t('dashboard.medicineReference.genericsIntro')}</p> : undefined
      }
      busy={set.isPending}
      error={set.error ? apiErrorMessage(set.error, t, t('dashboard.medicineReference.failed')) : undefined}
      onClose={onClose}
      onSave={({ reason }) =>
        set.mutate(
          { id: generic.id, body: { antibiotic, reason } },
          {
            onSuccess: (res) => {
              toast.success(
                antibiotic
                  ? t('dashboard.medicineReference.marked', { name, count: res.referencesRaised })
                  : t('dashboard.medicineReference.unmarked', { name }),
              );
              onClose();
            },
          },
        )
      }
    />
  );
}

/** Generics with their antibiotic mark, antibiotics first; each toggles with a reason. */
export function AntibioticGenerics() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const list = useAntibioticGenerics(deferred);
  const [editing, setEditing] = useState<Generic | null>(null);
  const items = list.data?.items;
  const status = list.isError ? 'error' : items && items.length === 0 ? 'empty' : 'ready';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('dashboard.medicineReference.generics')}
      </h2>
      <p className="max-w-3xl text-muted">{t('dashboard.medicineReference.genericsIntro')}</p>
      <div className="max-w-md">
        <InputField
          label={t('dashboard.medicineReference.genericSearch')}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <ListState
        status={status}
        onRetry={() => void list.refetch()}
        empty={{ title: t('dashboard.medicineReference.genericsEmpty') }}
      >
        {items ? (
          <ul className="grid gap-2 sm:grid-cols-2 2xl:grid-cols-3">
            {items.map((g) => {
              const name = localName(g, i18n.language === 'bn' ? 'bn' : 'en');
              return (
                <Panel
                  as="li"
                  key={g.id}
                  padding="sm"
                  shadow={false}
                  className="flex flex-wrap items-center justify-between gap-2"
                >
                  <span className="flex flex-col">
                    <span className="font-semibold text-ink">{name}</span>
                    <span className={g.antibiotic ? 'text-sm font-semibold text-warm-700' : 'text-sm text-muted'}>
                      {g.antibiotic
                        ? t('dashboard.medicineReference.antibioticBadge')
                        : t('dashboard.medicineReference.notMarked')}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(g)}
                    aria-label={t(
                      g.antibiotic
                        ? 'dashboard.medicineReference.unmarkNamed'
                        : 'dashboard.medicineReference.markNamed',
                      { name },
                    )}
                  >
                    {g.antibiotic ? t('dashboard.medicineReference.unmark') : t('dashboard.medicineReference.mark')}
                  </Button>
                </Panel>
              );
            })}
          </ul>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </ListState>
      {editing && <MarkDialog generic={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
