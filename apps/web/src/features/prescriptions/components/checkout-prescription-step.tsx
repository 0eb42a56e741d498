import type { Ref } from 'react';
import { Panel } from '../../../components/ui/panel';
import { useTranslation } from '../../../lib/i18n';
import { PrescriptionPicker } from './prescription-picker';

/**
 * Checkout's prescription step, shown when a line needs one: which lines, how the
 * pharmacist checks it, and the picker (one of the buyer's, or uploaded here).
 */
export function CheckoutPrescriptionStep({
  title,
  itemNames,
  value,
  onChange,
  error,
  ref,
}: {
  title: string;
  itemNames: string[];
  value: string | null;
  onChange: (id: string) => void;
  error: string | undefined;
  /** The choices' group, where focus goes when the prescription is refused. */
  ref: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title} headingClassName="mb-3 text-lg font-bold text-ink" data-testid="checkout-prescription">
      <div className="mb-4 flex flex-col gap-2">
        <p className="text-ink">{t('orders.rx.items', { names: itemNames.join(', ') })}</p>
        <p className="text-muted">{t('orders.rx.how')}</p>
        <p className="text-muted">{t('orders.rx.cardHold')}</p>
      </div>
      <PrescriptionPicker ref={ref} value={value} onChange={onChange} error={error} />
    </Panel>
  );
}
