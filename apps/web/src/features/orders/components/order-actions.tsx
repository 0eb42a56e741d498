import type { Order, OrderStatus } from '@medibazaar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { packingSlipUrl, useMoveOrder } from '../api/orders';

/**
 * What the reader may do with the order now: Pay by card while a card order waits, the
 * next steps allowed to them (Cancel asks first), the invoice, the packing slip for
 * whoever packs it, and Reorder for the buyer.
 */
export function OrderActions({
  order: o,
  isBuyer,
  packs,
  onReorder,
}: {
  order: Order;
  isBuyer: boolean;
  /** The order's seller, or an admin. */
  packs: boolean;
  onReorder: () => void;
}) {
  const { t, i18n } = useTranslation();
  const move = useMoveOrder();
  // Waiting for its card payment, and none on its way (it could still be cancelled): the buyer pays it.
  const payable =
    isBuyer && o.paymentMethod === 'card' && o.paymentStatus === 'awaiting' && o.allowedNext.includes('cancelled');
  // Marking a cash order delivered records who took the cash at the door (Cash on Delivery page).
  const collectsCash = o.paymentMethod === 'cod' && o.paymentStatus === 'due' && o.allowedNext.includes('delivered');
  const [collectedBy, setCollectedBy] = useState('');

  async function go(to: OrderStatus) {
    if (to === 'cancelled') {
      const ok = await confirmDialog({
        title: t('orders.detail.cancelConfirm', { number: o.number }),
        text: t('orders.detail.cancelText'),
        confirm: t('orders.detail.cancel'),
        cancel: t('orders.detail.keep'),
      });
      if (!ok) return;
    }
    try {
      const collector = to === 'delivered' && collectsCash ? collectedBy.trim() : '';
      await move.mutateAsync({ number: o.number, to, ...(collector ? { collectedBy: collector } : {}) });
      toast.success(
        to === 'cancelled'
          ? t('orders.detail.cancelled')
          : t('orders.detail.moved', { status: t(`orders.status.${to}`) }),
      );
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {collectsCash && (
        <div className="max-w-sm">
          <FormField label={t('orders.cash.collectedBy')} hint={t('orders.cash.collectedByHint')}>
            {(control) => (
              <input
                {...control}
                className={inputStyles}
                maxLength={80}
                autoComplete="off"
                value={collectedBy}
                onChange={(e) => setCollectedBy(e.target.value)}
              />
            )}
          </FormField>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {payable && (
          <Link to={paths.dashboard.payments.to([o.number])} className={buttonStyles.primary}>
            {t('orders.detail.payByCard')}
          </Link>
        )}
        {o.allowedNext.map((next) => (
          <Button
            key={next}
            variant={next === 'cancelled' || next === 'returned' ? 'secondary' : 'primary'}
            disabled={move.isPending}
            onClick={() => void go(next)}
          >
            {t(`orders.action.${next}`)}
          </Button>
        ))}
        <a
          className={buttonStyles.secondary}
          href={`/api/orders/${encodeURIComponent(o.number)}/invoice.pdf?lang=${i18n.language === 'bn' ? 'bn' : 'en'}`}
          download
        >
          {t('orders.detail.invoice')}
        </a>
        {packs && (
          <a
            className={buttonStyles.secondary}
            href={packingSlipUrl(o.number, i18n.language)}
            target="_blank"
            rel="noopener"
          >
            {t('orders.detail.packingSlip')}
          </a>
        )}
        {isBuyer && (
          <Button variant="secondary" onClick={onReorder}>
            {t('orders.detail.reorder')}
          </Button>
        )}
      </div>
    </div>
  );
}
