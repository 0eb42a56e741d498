import { type Order, RETURN_LIMITS, type ReturnRequest } from '@medibazaar/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { Panel } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDecideReturn, useOrderReturns } from '../api/returns';
import { AddReturnPhotos, ReturnPhotoList } from './return-photos';
import { ReturnRequestForm } from './return-request-form';

const STATUS_TONE: Record<ReturnRequest['status'], string> = {
  requested: 'bg-warm-100 text-ink',
  accepted: 'bg-success-50 text-success-700',
  refused: 'bg-danger-50 text-danger-700',
};

/**
 * Returns on a delivered (or returned) order's page (decision 072): its buyer asks for one within
 * the days allowed, and sees each request's state; its seller or an admin accepts or refuses one.
 */
export function OrderReturnsPanel({ order, isBuyer, decides }: { order: Order; isBuyer: boolean; decides: boolean }) {
  const { t, i18n } = useTranslation();
  const shown = order.status === 'delivered' || order.status === 'returned';
  const returns = useOrderReturns(order.number, shown);
  const [asking, setAsking] = useState(false);
  if (!shown) return null;

  return (
    <Panel title={t('orders.returns.title')} data-testid="order-returns">
      {returns.isPending ? (
        <Spinner label={t('orders.returns.loading')} />
      ) : returns.isError ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-danger-700">{apiErrorMessage(returns.error, t, t('orders.returns.loadFailed'))}</p>
          <Button variant="secondary" onClick={() => void returns.refetch()}>
            {t('common.status.retry')}
          </Button>
        </div>
      ) : (
        <div className="mt-2 flex flex-col gap-4">
          {isBuyer && returns.data.canAsk && returns.data.askUntil && (
            <p className="text-muted">
              {t('orders.returns.until', { date: formatDateTime(returns.data.askUntil, i18n.language) })}
            </p>
          )}
          {isBuyer &&
            returns.data.canAsk &&
            (asking ? (
              <ReturnRequestForm number={order.number} lines={returns.data.lines} onDone={() => setAsking(false)} />
            ) : (
              <div>
                <Button variant="secondary" onClick={() => setAsking(true)}>
                  {t('orders.returns.ask')}
                </Button>
              </div>
            ))}
          {returns.data.items.length === 0 ? (
            <p className="text-muted">{t('orders.returns.none')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {returns.data.items.map((r) => (
                <ReturnItem key={r.id} order={order} request={r} decides={decides} isBuyer={isBuyer} />
              ))}
            </ul>
          )}
        </div>
      )}
    </Panel>
  );
}

/**
 * One request: its lines, reason, photos and state; Accept and Refuse (with a reason) for whoever
 * decides; more photos for its buyer while it waits.
 */
function ReturnItem({
  order,
  request: r,
  decides,
  isBuyer,
}: {
  order: Order;
  request: ReturnRequest;
  decides: boolean;
  isBuyer: boolean;
}) {
  const { t, i18n } = useTranslation();
  const decide = useDecideReturn(order.number);
  const [refusing, setRefusing] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function accept() {
    const ok = await confirmDialog({
      title: t('orders.returns.acceptConfirm'),
      text: t(order.paymentMethod === 'card' ? 'orders.returns.acceptCard' : 'orders.returns.acceptCash'),
      confirm: t('orders.returns.accept'),
      cancel: t('orders.returns.form.close'),
    });
    if (!ok) return;
    try {
      await decide.mutateAsync({ id: r.id });
      toast.success(t('orders.returns.accepted'));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  async function refuse(e: FormEvent) {
    e.preventDefault();
    const words = refusal.trim();
    if (words.length < RETURN_LIMITS.reasonMin || words.length > RETURN_LIMITS.reasonMax) {
      setError(t('orders.returns.form.reasonLength', { min: RETURN_LIMITS.reasonMin, max: RETURN_LIMITS.reasonMax }));
      return;
    }
    try {
      await decide.mutateAsync({ id: r.id, refusal: words });
      toast.success(t('orders.returns.refused'));
    } catch (err) {
      setError(apiErrorMessage(err, t));
    }
  }

  return (
    <li className="rounded-md border border-line p-3" data-testid="return-request">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS_TONE[r.status]}`}>
          {t(`orders.returns.status.${r.status}`)}
        </span>
        <span className="text-sm text-muted">
          {t('orders.returns.asked', { date: formatDateTime(r.askedAt, i18n.language) })}
        </span>
      </div>
      <ul className="mt-2 text-ink">
        {r.lines.map((l) => (
          <li key={l.lineId}>
            {t('orders.returns.lineUnits', { name: l.name, n: formatNumber(l.quantity, i18n.language) })}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-ink">{t('orders.returns.reason', { reason: r.reason })}</p>
      <ReturnPhotoList number={order.number} request={r} />
      {isBuyer && <AddReturnPhotos number={order.number} request={r} />}
      {r.status === 'accepted' && r.amount !== null && (
        <p className="mt-1 text-sm text-ink">
          {t('orders.returns.moneyBack', { amount: formatMoney(r.amount, i18n.language) })}
        </p>
      )}
      {r.status === 'refused' && r.refusal && (
        <p className="mt-1 text-sm text-ink">{t('orders.returns.refusal', { reason: r.refusal })}</p>
      )}
      {r.decidedAt && (
        <p className="mt-1 text-sm text-muted">
          {t('orders.returns.decided', { date: formatDateTime(r.decidedAt, i18n.language), name: r.decidedBy ?? '' })}
        </p>
      )}
      {decides && r.status === 'requested' && (
        <div className="mt-3 flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <Button disabled={decide.isPending} onClick={() => void accept()}>
              {t('orders.returns.accept')}
            </Button>
            {!refusing && (
              <Button variant="secondary" disabled={decide.isPending} onClick={() => setRefusing(true)}>
                {t('orders.returns.refuse')}
              </Button>
            )}
          </div>
          {refusing && (
            <form noValidate onSubmit={(e) => void refuse(e)} className="flex flex-col gap-2">
              <FormField label={t('orders.returns.refuseReason')} error={error}>
                {(control) => (
                  <textarea
                    {...control}
                    rows={2}
                    maxLength={RETURN_LIMITS.reasonMax}
                    className={inputStyles}
                    value={refusal}
                    onChange={(e) => setRefusal(e.target.value)}
                  />
                )}
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="danger" disabled={decide.isPending}>
                  {t('orders.returns.refuseSend')}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setRefusing(false)}>
                  {t('orders.returns.form.close')}
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </li>
  );
}
