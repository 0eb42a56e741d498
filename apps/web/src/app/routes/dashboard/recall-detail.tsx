import { Link, useParams } from 'react-router';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useRecall } from '../../../features/recalls/api/recalls';
import { RecallDetailView } from '../../../features/recalls/components/recall-detail';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/recalls/:id' (admins): one recall, who was told and who has returned it (decision 063). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useRecall(id);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Link to={paths.dashboard.recalls.to()} className="min-h-11 content-center text-brand-700 underline">
        ← {t('orders.recalls.back')}
      </Link>
      <PageHeading title={t('orders.recalls.title')} />
      <ListState
        status={query.isError ? 'error' : query.data ? 'ready' : 'loading'}
        onRetry={() => void query.refetch()}
        errorTitle={query.error ? apiErrorMessage(query.error, t, t('orders.recalls.notFound')) : undefined}
        empty={{ title: t('orders.recalls.notFound') }}
      >
        {query.data && <RecallDetailView recall={query.data} />}
      </ListState>
    </div>
  );
}
