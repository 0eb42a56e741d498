import type { PrescriptionRequest } from '@medibazaar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { cartQueryKey } from '../../../features/cart/api/get-cart';
import { usePrescriptionRequest } from '../../../features/prescription-requests/api/prescription-requests';
import { AnswerActions } from '../../../features/prescription-requests/components/answer-actions';
import { ProposalBuilder } from '../../../features/prescription-requests/components/proposal-builder';
import { ProposalLines } from '../../../features/prescription-requests/components/proposal-lines';
import { RequestStatus } from '../../../features/prescription-requests/components/request-status';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** What the request's state tells its reader beside the status. */
function StateNote({ request }: { request: PrescriptionRequest }) {
  const { t } = useTranslation();
  const note = {
    waiting: t('rxOrders.detail.waiting'),
    proposed: null,
    accepted: t('rxOrders.detail.acceptedNote'),
    declined: request.declineReason
      ? t('rxOrders.detail.declinedBecause', { reason: request.declineReason })
      : t('rxOrders.detail.declined'),
    cancelled: t('rxOrders.detail.cancelled'),
    expired: t('rxOrders.detail.expired'),
  }[request.status];
  return note ? <p className="text-muted">{note}</p> : null;
}

/** The pharmacist's order, with its deadline, who built it and their note. */
function Proposal({ request }: { request: PrescriptionRequest }) {
  const { t, i18n } = useTranslation();
  const proposal = request.proposal!;
  return (
    <Panel title={t('rxOrders.detail.lines')} headingClassName="mb-3 text-lg font-bold text-ink">
      <div className="flex flex-col gap-3">
        <ProposalLines lines={proposal.lines} />
        <p className="text-sm text-muted">
          {t('rxOrders.detail.builtBy', {
            name: proposal.pharmacist,
            date: formatDate(proposal.proposedAt, i18n.language),
          })}
        </p>
        {proposal.note && (
          <div>
            <h3 className="font-semibold text-ink">{t('rxOrders.detail.pharmacistNote')}</h3>
            <p className="break-words whitespace-pre-line text-ink">{proposal.note}</p>
          </div>
        )}
        {request.status === 'proposed' && (
          <p className="font-semibold text-ink">
            {t('rxOrders.detail.answerBy', { time: formatDateTime(proposal.answerBy, i18n.language) })}
          </p>
        )}
      </div>
    </Panel>
  );
}

/**
 * '/dashboard/prescription-orders/:id': one order asked for by prescription. Its shopper follows it,
 * takes it back while it waits, and accepts (the server puts its lines in the cart; then checkout) or declines
 * the pharmacist's order; a pharmacist or admin builds that order here once the prescription is
 * approved.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('rxOrders.detail.title'));
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = usePrescriptionRequest(id);
  const request = query.data;
  const reviewer = user?.role === 'pharmacist' || user?.role === 'admin';
  const own = request?.buyer.id === user?.id;

  // The server put the order's lines in the cart with the answer: show the cart as it is now, then pay.
  const toCheckout = async () => {
    await client.invalidateQueries({ queryKey: cartQueryKey });
    await navigate(paths.checkout.to());
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Link to={paths.dashboard.prescriptionOrders.to()} className="self-start text-brand-700 underline">
        {t('rxOrders.detail.back')}
      </Link>
      <ListState
        status={query.isError ? 'error' : !request ? 'loading' : 'ready'}
        onRetry={() => void query.refetch()}
        errorTitle={query.error ? apiErrorMessage(query.error, t, t('rxOrders.detail.loadFailed')) : undefined}
        empty={{ title: t('rxOrders.detail.notFound') }}
      >
        {request && (
          <>
            <PageHeading title={t('rxOrders.detail.title')}>
              <div className="mt-2">
                <RequestStatus status={request.status} />
              </div>
            </PageHeading>
            <Panel>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
                <dt className="text-muted">{t('rxOrders.detail.patient')}</dt>
                <dd className="break-words text-ink">
                  {request.prescription.patientName} ·{' '}
                  <Link
                    className="text-brand-700 underline"
                    to={reviewer && !own ? paths.dashboard.review.to() : paths.dashboard.prescriptions.to()}
                  >
                    {t('rxOrders.detail.prescription')}
                  </Link>
                </dd>
                <dt className="text-muted">{t('rxOrders.detail.deliverTo')}</dt>
                <dd className="break-words text-ink">{[request.address.name, request.address.area].join(', ')}</dd>
                {request.note && (
                  <>
                    <dt className="text-muted">{t('rxOrders.detail.note')}</dt>
                    <dd className="break-words whitespace-pre-line text-ink">{request.note}</dd>
                  </>
                )}
                <dt className="text-muted">{t('rxOrders.detail.sentOn')}</dt>
                <dd className="text-ink">{formatDateTime(request.createdAt, i18n.language)}</dd>
              </dl>
              <div className="mt-3">
                <StateNote request={request} />
              </div>
            </Panel>
            {request.proposal && <Proposal request={request} />}
            {own && <AnswerActions request={request} onAccepted={toCheckout} />}
            {reviewer && !own && request.status === 'waiting' && (
              <Panel title={t('rxOrders.builder.title')} headingClassName="mb-3 text-lg font-bold text-ink">
                {request.prescription.status !== 'approved' ? (
                  <p className="text-ink">
                    {t('rxOrders.builder.approveFirst')}{' '}
                    <Link className="text-brand-700 underline" to={paths.dashboard.review.to()}>
                      {t('rxOrders.builder.openReview')}
                    </Link>
                  </p>
                ) : (
                  <ProposalBuilder request={request} />
                )}
              </Panel>
            )}
          </>
        )}
      </ListState>
    </div>
  );
}
