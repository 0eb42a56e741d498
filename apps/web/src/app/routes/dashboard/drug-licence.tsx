import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyLicences } from '../../../features/sellers/api/get-my-licences';
import { LicenceCard, licenceDay } from '../../../features/sellers/components/licence-card';
import { LicenceForm } from '../../../features/sellers/components/licence-form';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/drug-licence': the seller's licence, whether their products are on sale, and the form to send one. */
export function Component() {
  const { t, i18n } = useTranslation();
  const query = useMyLicences();
  const data = query.data;
  const status = query.isError ? 'error' : query.isPending ? 'loading' : data!.items.length === 0 ? 'empty' : 'ready';
  const pending = data?.items.some((l) => l.status === 'pending') ?? false;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('sellers.licence.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('sellers.licence.intro')}</p>
      </PageHeading>
      {data && (
        <p
          role="status"
          className={`rounded-md px-4 py-3 font-semibold ${
            data.selling ? 'bg-success-50 text-success-700' : 'bg-pending-50 text-pending-700'
          }`}
        >
          {data.selling && data.sellingUntil
            ? t('sellers.licence.selling', { date: licenceDay(data.sellingUntil, i18n.language) })
            : t('sellers.licence.notSelling')}
          {!data.selling && <span className="mt-1 block font-normal">{t('sellers.licence.notSellingHint')}</span>}
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="my-licences" className="flex flex-col gap-4">
          <h2 id="my-licences" className="text-xl font-bold text-ink">
            {t('sellers.licence.history')}
          </h2>
          <ListState
            status={status}
            onRetry={() => void query.refetch()}
            empty={{ title: t('sellers.licence.empty'), hint: t('sellers.licence.emptyHint') }}
          >
            {status === 'loading' ? (
              <div className="flex flex-col gap-3" aria-hidden="true">
                <Skeleton className="h-40" />
              </div>
            ) : (
              <ul className="flex flex-col gap-4">
                {data?.items.map((l) => (
                  <LicenceCard key={l.id} licence={l} />
                ))}
              </ul>
            )}
          </ListState>
        </section>
        <div>
          {pending ? (
            <p className="rounded-md bg-surface px-4 py-3 text-ink">{t('sellers.form.pendingNote')}</p>
          ) : (
            <LicenceForm renewal={(data?.items.length ?? 0) > 0} />
          )}
        </div>
      </div>
    </div>
  );
}
