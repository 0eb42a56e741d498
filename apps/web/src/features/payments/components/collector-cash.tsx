import type { CollectorCash } from '@medibazaar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useHandInCash } from '../api/cash-collections';

/**
 * One collector's cash still out: each delivered order with what was collected, all ticked, and
 * "Mark received" for the ticked ones once the money is counted at the desk.
 */
export function CollectorCashPanel({ entry }: { entry: CollectorCash }) {
  const { t, i18n } = useTranslation();
  const handIn = useHandInCash();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const ticked = entry.collections.filter((c) => !unticked.has(c.paymentId));
  const sum = ticked.reduce((total, c) => total + Math.round(c.amount * 100), 0) / 100;
  const name = entry.collector.name;

  const toggle = (id: string) =>
    setUnticked((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function receive() {
    const amount = formatMoney(sum, i18n.language);
    const ok = await confirmDialog({
      title: t('orders.cash.confirmTitle', { amount, name }),
      text: t('orders.cash.confirmText', { count: ticked.length }),
      confirm: t('orders.cash.receive'),
      cancel: t('orders.cash.keep'),
    });
    if (!ok) return;
    try {
      await handIn.mutateAsync(ticked.map((c) => c.paymentId));
      toast.success(t('orders.cash.received', { amount, name }));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  return (
    <Panel title={name} headingClassName="text-lg font-bold text-ink">
      <p className="mb-3 text-muted">
        {t('orders.cash.outstanding', {
          amount: formatMoney(entry.outstanding, i18n.language),
          count: entry.collections.length,
        })}
      </p>
      <fieldset>
        <legend className="sr-only">{t('orders.cash.ordersOf', { name })}</legend>
        <ul className="flex flex-col divide-y divide-line">
          {entry.collections.map((c) => (
            <li key={c.paymentId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={!unticked.has(c.paymentId)}
                  onChange={() => toggle(c.paymentId)}
                />
                <span className="font-semibold tabular-nums">{formatMoney(c.amount, i18n.language)}</span>
              </label>
              <Link to={paths.dashboard.order.to(c.orderNumber)} className="font-medium text-brand-700 underline">
                {c.orderNumber}
              </Link>
              <span className="text-sm text-muted">
                {t('orders.cash.collectedOn', { date: formatDate(c.collectedAt, i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button className="mt-3" disabled={!ticked.length || handIn.isPending} onClick={() => void receive()}>
        {t('orders.cash.markReceived', { amount: formatMoney(sum, i18n.language) })}
      </Button>
    </Panel>
  );
}
