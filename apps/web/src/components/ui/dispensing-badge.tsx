import type { DispensingClass } from '@medibazaar/contract';
import { useTranslation } from '../../lib/i18n';
import { BlockedIcon, PillIcon, PrescriptionIcon } from './icons';

const looks: Record<DispensingClass, { className: string; Icon: typeof PillIcon }> = {
  otc: { className: 'border-success-700/30 bg-success-50 text-success-700', Icon: PillIcon },
  prescription: { className: 'border-warm-600/30 bg-warm-50 text-warm-700', Icon: PrescriptionIcon },
  controlled: { className: 'border-danger-700/30 bg-danger-50 text-danger-700', Icon: BlockedIcon },
};

/**
 * How a medicine is sold, as an icon and words ("Prescription required"), never colour
 * alone. `reason` adds the sentence saying what that means (the product page).
 */
export function DispensingBadge({
  dispensingClass,
  size = 'md',
  reason = false,
}: {
  dispensingClass: DispensingClass;
  size?: 'sm' | 'md';
  reason?: boolean;
}) {
  const { t } = useTranslation();
  const { className, Icon } = looks[dispensingClass];
  const badge = (
    <span
      data-dispensing-class={dispensingClass}
      className={`inline-flex w-fit items-center gap-1.5 rounded-full border font-semibold ${className} ${
        size === 'sm' ? 'px-2 py-0.5 text-sm' : 'px-3 py-1'
      }`}
    >
      <Icon className={size === 'sm' ? 'h-4 w-4' : 'h-5 w-5'} />
      {t(`storefront.medicine.classes.${dispensingClass}`)}
    </span>
  );
  if (!reason) return badge;
  return (
    <div className="flex flex-col gap-1">
      {badge}
      <p className="text-sm text-muted">{t(`storefront.medicine.classHints.${dispensingClass}`)}</p>
    </div>
  );
}

/**
 * Stands where Add to Cart would for a controlled medicine: it is listed, never sold online,
 * and the reason is said in words.
 */
export function NotSoldOnline({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className={`flex flex-col gap-1 ${compact ? '' : 'rounded-md border border-danger-700/30 bg-danger-50 p-3'}`}
    >
      <span className="inline-flex items-center gap-1.5 font-semibold text-danger-700">
        <BlockedIcon className="h-5 w-5" />
        {t('storefront.medicine.classes.controlled')}
      </span>
      {!compact && <p className="text-sm text-ink">{t('storefront.medicine.classHints.controlled')}</p>}
    </div>
  );
}
