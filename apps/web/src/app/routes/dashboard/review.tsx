import { PRESCRIPTION_LIMITS, type Prescription } from '@medibazaar/contract';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePendingPrescriptions } from '../../../features/prescriptions/api/get-pending-prescriptions';
import { useReviewPrescription } from '../../../features/prescriptions/api/review-prescription';
import { ReviewPanel } from '../../../features/prescriptions/components/review-panel';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDateTime, formatDateWith, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** The claim is renewed a little before it runs out, while the prescription stays open. */
const RENEW_MS = (PRESCRIPTION_LIMITS.claimMinutes - 2) * 60_000;

function QueueItem({ p, onOpen, opening }: { p: Prescription; onOpen: () => void; opening: boolean }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const time = (iso: string) => formatDateWith(iso, { hour: 'numeric', minute: '2-digit' }, i18n.language);
  const mine = p.claim?.by.id === user?.id;
  const heldByOther = Boolean(p.claim) && !mine;
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-bold text-ink">{p.patientName}</h3>
        <p className="text-sm text-muted">
          {p.doctorName} · {p.bmdcNumber} · {t('prescriptions.list.pages', { count: p.pages.length })}
        </p>
        <p className="text-sm text-muted">
          {t('prescriptions.review.waitingSince', { time: formatDateTime(p.createdAt, i18n.language) })}
        </p>
        {p.claim && (
          <p className={`mt-1 text-sm font-semibold ${mine ? 'text-brand-800' : 'text-pending-700'}`}>
            {mine
              ? t('prescriptions.review.yours', { time: time(p.claim.until) })
              : t('prescriptions.review.reviewing', { name: p.claim.by.name, time: time(p.claim.until) })}
          </p>
        )}
      </div>
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={heldByOther || opening}
        aria-label={t('prescriptions.review.openNamed', { patient: p.patientName })}
        onClick={onOpen}
      >
        {t('prescriptions.review.open')}
      </button>
    </li>
  );
}

/**
 * '/dashboard/review' (pharmacists and admins): the prescriptions waiting for review, oldest
 * first; opening one claims it, so no one else decides on it meanwhile.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const query = usePendingPrescriptions();
  const review = useReviewPrescription();
  const [current, setCurrent] = useState<Prescription | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = query.data?.items;
  const status = query.isError ? 'error' : query.isPending ? 'loading' : items!.length === 0 ? 'empty' : 'ready';
  const claim = review.claim;

  // Keep the claim while the prescription is open.
  const currentId = current?.id;
  useEffect(() => {
    if (!currentId) return;
    const timer = setInterval(() => claim.mutate(currentId), RENEW_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes each render; the id decides
  }, [currentId]);

  async function open(p: Prescription) {
    try {
      setCurrent(await claim.mutateAsync(p.id));
      heading.current?.focus();
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  function back(release: boolean) {
    if (release && current) review.release.mutate(current.id);
    setCurrent(null);
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('prescriptions.review.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('prescriptions.review.intro')}</p>
      </PageHeading>
      {current ? (
        <section className="flex flex-col gap-4" aria-labelledby="review-current">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2
              id="review-current"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-bold text-ink focus:outline-none"
            >
              {current.patientName}
            </h2>
            <button type="button" className={buttonStyles.secondary} onClick={() => back(true)}>
              {t('prescriptions.review.release')}
            </button>
          </div>
          <ReviewPanel prescription={current} onDone={() => back(false)} />
        </section>
      ) : (
        <section className="flex flex-col gap-4" aria-labelledby="review-queue">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="review-queue" className="text-xl font-bold text-ink">
              {t('prescriptions.review.queue')}
            </h2>
            {items && (
              <p className="text-muted">
                {t('prescriptions.review.queueCount', {
                  count: query.data!.total,
                  defaultValue: formatNumber(query.data!.total, i18n.language),
                })}
              </p>
            )}
          </div>
          <ListState
            status={status}
            onRetry={() => void query.refetch()}
            empty={{ title: t('prescriptions.review.empty') }}
          >
            {status === 'loading' ? (
              <div className="flex flex-col gap-3" aria-hidden="true">
                <Skeleton className="h-24" />
                <Skeleton className="h-24" />
              </div>
            ) : (
              <ul className="flex flex-col gap-3">
                {items!.map((p) => (
                  <QueueItem
                    key={p.id}
                    p={p}
                    opening={claim.isPending && claim.variables === p.id}
                    onOpen={() => void open(p)}
                  />
                ))}
              </ul>
            )}
          </ListState>
        </section>
      )}
    </div>
  );
}
