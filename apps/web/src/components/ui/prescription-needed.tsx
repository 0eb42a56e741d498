import { useTranslation } from '../../lib/i18n';
import { PrescriptionIcon } from './icons';

// Apart from the dispensing badge, which the storefront's first load draws: this mark reads
// the cart's texts, which arrive after the home page and the shop are up.
/** A cart or order line that needs a doctor's prescription: an icon and words, never colour alone. */
export function PrescriptionNeeded({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="prescription-needed"
      className={`inline-flex w-fit items-center gap-1 rounded-full border border-warm-600/30 bg-warm-50 px-2 py-0.5 text-sm font-semibold text-warm-700 ${className}`}
    >
      <PrescriptionIcon className="h-4 w-4 shrink-0" />
      {t('cart.cart.prescriptionNeeded')}
    </span>
  );
}
