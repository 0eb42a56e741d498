import type { DeliveryZone } from '@medibazaar/contract';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteZone } from '../api/orders';
import { daysText, districtName } from './order-parts';

/** A delivery zone in the admin's list: where, what it costs, how long, cash or not; Edit and Remove (asks first). */
export function ZoneItem({ zone: z, onEdit }: { zone: DeliveryZone; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteZone();
  const money = (n: number) => formatMoney(n, i18n.language);

  async function del() {
    const name = i18n.language === 'bn' ? z.nameBn : z.nameEn;
    const ok = await confirmDialog({
      title: t('orders.zones.removeConfirm', { name }),
      text: '',
      confirm: t('orders.zones.remove'),
      cancel: t('orders.address.cancel'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(z.id);
      toast.success(t('orders.zones.removed'));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  return (
    <Panel as="li" padding="md">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{i18n.language === 'bn' ? z.nameBn : z.nameEn}</h2>
        <span className="flex gap-2">
          <Button variant="secondary" onClick={onEdit}>
            {t('orders.zones.edit')}
          </Button>
          <Button variant="secondary" onClick={() => void del()}>
            {t('orders.zones.remove')}
          </Button>
        </span>
      </div>
      <p className="text-sm text-muted">
        {z.everywhereElse
          ? t('orders.zones.everywhereElseHint')
          : z.districts.map((d) => districtName(d, i18n.language)).join(', ')}
      </p>
      <p>
        {t('orders.zones.fee')}: {money(z.fee)}
        {z.freeAbove !== null && ` · ${t('orders.checkout.free')} ≥ ${money(z.freeAbove)}`} ·{' '}
        {daysText(t, z.minDays, z.maxDays)} · {t('orders.zones.cod')}:{' '}
        {z.codAllowed ? t('orders.zones.codYes') : t('orders.zones.codNo')}
      </p>
    </Panel>
  );
}
