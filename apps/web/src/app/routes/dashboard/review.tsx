import type { Order, OrderForReview, Prescription } from '@medibazaar/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { QueueSection } from '../../../components/ui/queue-section';
import { useOrdersForReview } from '../../../features/orders/api/get-orders-for-review';
import { OrderQueueItem } from '../../../features/orders/components/order-queue-item';
import { OrderReviewFacts } from '../../../features/orders/components/order-review-facts';
import { OrderReviewForm, type PrescriptionStanding } from '../../../features/orders/components/order-review-form';
import { useOrderReviewSession } from '../../../features/orders/hooks/use-order-review-session';
import { usePendingPrescriptions } from '../../../features/prescriptions/api/get-pending-prescriptions';
import { PageViewer } from '../../../features/prescriptions/components/page-viewer';
import {
  PrescriptionFacts,
  PrescriptionStatusChip,
} from '../../../features/prescriptions/components/prescription-parts';
import { PrescriptionQueueItem } from '../../../features/prescriptions/components/prescription-queue-item';
import { PrescriptionDecision, ReviewPanel } from '../../../features/prescriptions/components/review-panel';
import { usePrescriptionReviewSession } from '../../../features/prescriptions/hooks/use-prescription-review-session';
import { useTranslation } from '../../../lib/i18n';
import { listStatus } from '../../../lib/use-paged-list';

const standingOf = (p: Prescription | null): PrescriptionStanding =>
  !p ? 'none' : p.status === 'approved' ? (p.expired ? 'expired' : 'approved') : p.status;

/**
 * One order under review: the prescription's pages beside what it says and the order's lines
 * (side by side from 1024 px, stacked on a tablet). A prescription still pending is decided
 * here first; then each line is approved, cut or rejected.
 */
function OrderReview({ item, onDone }: { item: OrderForReview; onDone: (reviewed: Order | null) => void }) {
  const [prescription, setPrescription] = useState(item.prescription);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
      <div className="min-w-0">
        {prescription && <PageViewer prescription={prescription} heightClass="h-[55vh] lg:h-[75vh]" />}
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <OrderReviewFacts
          order={item.order}
          prescription={
            prescription ? (
              <>
                <div className="mb-2">
                  <PrescriptionStatusChip prescription={prescription} />
                </div>
                <PrescriptionFacts prescription={prescription} />
              </>
            ) : null
          }
        />
        {prescription?.status === 'pending' && (
          <PrescriptionDecision prescription={prescription} onDecided={setPrescription} named />
        )}
        <OrderReviewForm
          order={item.order}
          standing={standingOf(prescription)}
          onDone={onDone}
          antibioticLines={item.antibioticLines}
        />
      </div>
    </div>
  );
}

/** What is open now: its name as the heading (which takes the focus), a way back that gives it up, and the work. */
function OpenReview({
  title,
  release,
  onRelease,
  children,
}: {
  title: string;
  release: string;
  onRelease: () => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="review-current">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="review-current" ref={heading} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
          {title}
        </h2>
        <Button variant="secondary" onClick={onRelease}>
          {release}
        </Button>
      </div>
      {children}
    </section>
  );
}

/**
 * '/dashboard/review' (pharmacists and admins): the orders waiting for a pharmacist, then the
 * prescriptions waiting for review, each oldest first; opening one claims it, so no one else
 * decides on it meanwhile.
 */
export function Component() {
  const { t } = useTranslation();
  const prescriptions = usePendingPrescriptions();
  const orders = useOrdersForReview();
  const prescriptionReview = usePrescriptionReviewSession();
  const orderReview = useOrderReviewSession();
  const items = prescriptions.data?.items;
  const orderItems = orders.data?.items;
  const currentOrder = orderReview.current;
  const current = prescriptionReview.current;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('prescriptions.review.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('prescriptions.review.intro')}</p>
      </PageHeading>
      {currentOrder ? (
        <OpenReview
          key={currentOrder.order.number}
          title={t('orders.review.heading', { number: currentOrder.order.number })}
          release={t('orders.review.release')}
          onRelease={() => orderReview.back(true)}
        >
          <OrderReview item={currentOrder} onDone={() => orderReview.back(false)} />
        </OpenReview>
      ) : current ? (
        <OpenReview
          key={current.id}
          title={current.patientName}
          release={t('prescriptions.review.release')}
          onRelease={() => prescriptionReview.back(true)}
        >
          <ReviewPanel prescription={current} onDone={() => prescriptionReview.back(false)} />
        </OpenReview>
      ) : (
        <>
          <QueueSection
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
                opening={orderReview.opening(item.order.number)}
                onOpen={() => void orderReview.open(item)}
              />
            ))}
          </QueueSection>
          <QueueSection
            title={t('prescriptions.review.queue')}
            count={prescriptions.data && t('prescriptions.review.queueCount', { count: prescriptions.data.total })}
            status={listStatus(prescriptions, items)}
            onRetry={() => void prescriptions.refetch()}
            empty={t('prescriptions.review.empty')}
            placeholders={2}
          >
            {items?.map((p) => (
              <PrescriptionQueueItem
                key={p.id}
                p={p}
                opening={prescriptionReview.opening(p.id)}
                onOpen={() => void prescriptionReview.open(p)}
              />
            ))}
          </QueueSection>
        </>
      )}
    </div>
  );
}
