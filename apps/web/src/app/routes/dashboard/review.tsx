import { PRESCRIPTION_LIMITS, type Order, type OrderForReview, type Prescription } from '@medibazaar/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrdersForReview } from '../../../features/orders/api/get-orders-for-review';
import { useReviewOrder } from '../../../features/orders/api/review-order';
import { PaymentWords, shortDateTime } from '../../../features/orders/components/order-parts';
import { OrderReviewForm, type PrescriptionStanding } from '../../../features/orders/components/order-review-form';
import { usePendingPrescriptions } from '../../../features/prescriptions/api/get-pending-prescriptions';
import { useReviewPrescription } from '../../../features/prescriptions/api/review-prescription';
import { PageViewer } from '../../../features/prescriptions/components/page-viewer';
import {
  PrescriptionFacts,
  PrescriptionStatusChip,
} from '../../../features/prescriptions/components/prescription-parts';
import { PrescriptionDecision, ReviewPanel } from '../../../features/prescriptions/components/review-panel';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDateTime, formatDateWith, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { listStatus, type ListStatus } from '../../../lib/use-paged-list';
import { toast } from '../../../lib/toast';
import { Panel } from '../../../components/ui/panel';

/** The claim is renewed a little before it runs out, while the prescription or order stays open. */
const RENEW_MS = (PRESCRIPTION_LIMITS.claimMinutes - 2) * 60_000;

/** Whose claim it is, in words: the reader's own, or someone else's until when. */
function ClaimWords({
  claim,
  keys,
}: {
  claim: { by: { id: string; name: string }; until: string } | null;
  keys: {
    yours: 'prescriptions.review.yours' | 'orders.review.yours';
    other: 'prescriptions.review.reviewing' | 'orders.review.reviewing';
  };
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  if (!claim) return null;
  const time = formatDateWith(claim.until, { hour: 'numeric', minute: '2-digit' }, i18n.language);
  const mine = claim.by.id === user?.id;
  return (
    <p className={`mt-1 text-sm font-semibold ${mine ? 'text-brand-800' : 'text-pending-700'}`}>
      {mine ? t(keys.yours, { time }) : t(keys.other, { name: claim.by.name, time })}
    </p>
  );
}

function OrderQueueItem({ item, onOpen, opening }: { item: OrderForReview; onOpen: () => void; opening: boolean }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const o = item.order;
  const heldByOther = Boolean(o.claim) && o.claim?.by.id !== user?.id;
  return (
    <Panel
      as="li"
      padding="md"
      className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
      data-testid="review-order"
    >
      <div className="min-w-0">
        <h3 className="font-bold text-ink">{t('orders.review.heading', { number: o.number })}</h3>
        <p className="text-sm break-words text-muted">
          {o.buyerName ?? o.buyerEmail} · {t('orders.review.items', { count: o.lines.length })} ·{' '}
          <span className="tabular-nums">{formatMoney(o.total, i18n.language)}</span> ·{' '}
          <PaymentWords method={o.paymentMethod} status={o.paymentStatus} />
        </p>
        <p className="text-sm break-words text-muted">
          {t('orders.review.waitingSince', { time: formatDateTime(o.createdAt, i18n.language) })}
          {o.holdUntil && <> · {t('orders.review.heldUntil', { time: shortDateTime(o.holdUntil, i18n.language) })}</>}
        </p>
        <ClaimWords claim={o.claim} keys={{ yours: 'orders.review.yours', other: 'orders.review.reviewing' }} />
      </div>
      <Button
        disabled={heldByOther || opening}
        aria-label={t('orders.review.openNamed', { number: o.number })}
        onClick={onOpen}
      >
        {t('orders.review.open')}
      </Button>
    </Panel>
  );
}

const standingOf = (p: Prescription | null): PrescriptionStanding =>
  !p ? 'none' : p.status === 'approved' ? (p.expired ? 'expired' : 'approved') : p.status;

/**
 * One order under review: the prescription's pages beside what it says and the order's lines
 * (side by side from 1024 px, stacked on a tablet). A prescription still pending is decided
 * here first; then each line is approved, cut or rejected.
 */
function OrderReview({ item, onDone }: { item: OrderForReview; onDone: (reviewed: Order | null) => void }) {
  const { t, i18n } = useTranslation();
  const [prescription, setPrescription] = useState(item.prescription);
  const o = item.order;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
      <div className="min-w-0">
        {prescription && <PageViewer prescription={prescription} heightClass="h-[55vh] lg:h-[75vh]" />}
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <Panel aria-labelledby="review-order-facts" as="section" padding="md">
          <h3 id="review-order-facts" className="mb-2 text-lg font-bold text-ink">
            {t('orders.review.prescription')}
          </h3>
          {prescription ? (
            <>
              <div className="mb-2">
                <PrescriptionStatusChip prescription={prescription} />
              </div>
              <PrescriptionFacts prescription={prescription} />
            </>
          ) : null}
          <p className="mt-2 text-sm break-words text-muted">
            {t('orders.review.buyer', { name: o.buyerName ? `${o.buyerName} (${o.buyerEmail})` : o.buyerEmail })} ·{' '}
            {formatDateTime(o.createdAt, i18n.language)}
          </p>
          <p className="mt-1 text-sm">
            <PaymentWords method={o.paymentMethod} status={o.paymentStatus} /> ·{' '}
            <span className="tabular-nums">{formatMoney(o.total, i18n.language)}</span>
          </p>
        </Panel>
        {prescription?.status === 'pending' && (
          <PrescriptionDecision prescription={prescription} onDecided={setPrescription} named />
        )}
        <OrderReviewForm order={o} standing={standingOf(prescription)} onDone={onDone} />
      </div>
    </div>
  );
}

function QueueItem({ p, onOpen, opening }: { p: Prescription; onOpen: () => void; opening: boolean }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const heldByOther = Boolean(p.claim) && p.claim?.by.id !== user?.id;
  return (
    <Panel as="li" padding="md" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-bold text-ink">{p.patientName}</h3>
        <p className="text-sm text-muted">
          {p.doctorName} · {p.bmdcNumber} · {t('prescriptions.list.pages', { count: p.pages.length })}
        </p>
        <p className="text-sm text-muted">
          {t('prescriptions.review.waitingSince', { time: formatDateTime(p.createdAt, i18n.language) })}
        </p>
        <ClaimWords
          claim={p.claim}
          keys={{ yours: 'prescriptions.review.yours', other: 'prescriptions.review.reviewing' }}
        />
      </div>
      <Button
        disabled={heldByOther || opening}
        aria-label={t('prescriptions.review.openNamed', { patient: p.patientName })}
        onClick={onOpen}
      >
        {t('prescriptions.review.open')}
      </Button>
    </Panel>
  );
}

/**
 * '/dashboard/review' (pharmacists and admins): the orders waiting for a pharmacist, then the
 * prescriptions waiting for review, each oldest first; opening one claims it, so no one else
 * decides on it meanwhile.
 */
/** One queue of the page (orders, or prescriptions): its heading and count, then its list in every state. */
function QueueSection({
  id,
  title,
  count,
  status,
  onRetry,
  empty,
  placeholders,
  children,
}: {
  id: string;
  title: string;
  /** "3 waiting", once the queue has loaded. */
  count: string | undefined;
  status: ListStatus;
  onRetry: () => void;
  empty: string;
  /** How many placeholder rows stand in while the queue loads. */
  placeholders: number;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {count && <p className="text-muted">{count}</p>}
      </div>
      <ListState status={status} onRetry={onRetry} empty={{ title: empty }}>
        {status === 'loading' ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {Array.from({ length: placeholders }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">{children}</ul>
        )}
      </ListState>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation();
  const query = usePendingPrescriptions();
  const review = useReviewPrescription();
  const orders = useOrdersForReview();
  const orderReview = useReviewOrder();
  const [current, setCurrent] = useState<Prescription | null>(null);
  const [currentOrder, setCurrentOrder] = useState<OrderForReview | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = query.data?.items;
  const orderItems = orders.data?.items;
  const claim = review.claim;
  const claimOrder = orderReview.claim;

  // Keep the claim while the prescription (or the order) is open.
  const currentId = current?.id;
  const currentNumber = currentOrder?.order.number;
  useEffect(() => {
    if (!currentId) return;
    const timer = setInterval(() => claim.mutate(currentId), RENEW_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes each render; the id decides
  }, [currentId]);
  useEffect(() => {
    if (!currentNumber) return;
    const timer = setInterval(() => claimOrder.mutate(currentNumber), RENEW_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes each render; the number decides
  }, [currentNumber]);

  // The heading of what was just opened takes the focus.
  useEffect(() => {
    if (current || currentOrder) heading.current?.focus();
  }, [current, currentOrder]);

  async function open(p: Prescription) {
    try {
      setCurrent(await claim.mutateAsync(p.id));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  async function openOrder(item: OrderForReview) {
    try {
      await claimOrder.mutateAsync(item.order.number);
      setCurrentOrder(item);
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  function back(release: boolean) {
    if (release && current) review.release.mutate(current.id);
    setCurrent(null);
  }

  function backFromOrder(release: boolean) {
    if (release && currentOrder) orderReview.release.mutate(currentOrder.order.number);
    setCurrentOrder(null);
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('prescriptions.review.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('prescriptions.review.intro')}</p>
      </PageHeading>
      {currentOrder ? (
        <section className="flex flex-col gap-4" aria-labelledby="review-current">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2
              id="review-current"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-bold text-ink focus:outline-none"
            >
              {t('orders.review.heading', { number: currentOrder.order.number })}
            </h2>
            <Button variant="secondary" onClick={() => backFromOrder(true)}>
              {t('orders.review.release')}
            </Button>
          </div>
          <OrderReview key={currentOrder.order.number} item={currentOrder} onDone={() => backFromOrder(false)} />
        </section>
      ) : current ? (
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
            <Button variant="secondary" onClick={() => back(true)}>
              {t('prescriptions.review.release')}
            </Button>
          </div>
          <ReviewPanel prescription={current} onDone={() => back(false)} />
        </section>
      ) : (
        <>
          <QueueSection
            id="review-orders"
            title={t('orders.review.queue')}
            count={orders.data && t('orders.review.count', { count: orders.data.total })}
            status={listStatus(orders, orderItems)}
            onRetry={() => void orders.refetch()}
            empty={t('orders.review.empty')}
            placeholders={1}
          >
            {orderItems?.map((item) => (
              <OrderQueueItem
                key={item.order.number}
                item={item}
                opening={claimOrder.isPending && claimOrder.variables === item.order.number}
                onOpen={() => void openOrder(item)}
              />
            ))}
          </QueueSection>
          <QueueSection
            id="review-queue"
            title={t('prescriptions.review.queue')}
            count={query.data && t('prescriptions.review.queueCount', { count: query.data.total })}
            status={listStatus(query, items)}
            onRetry={() => void query.refetch()}
            empty={t('prescriptions.review.empty')}
            placeholders={2}
          >
            {items?.map((p) => (
              <QueueItem
                key={p.id}
                p={p}
                opening={claim.isPending && claim.variables === p.id}
                onOpen={() => void open(p)}
              />
            ))}
          </QueueSection>
        </>
      )}
    </div>
  );
}
