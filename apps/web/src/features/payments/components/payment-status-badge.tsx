import type { PaymentStatus } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';

/** 'succeeded' in green; any other status in yellow (docs/product.md#payment). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const ok = status === 'succeeded';
  return (
    <span
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${
        ok ? 'bg-success-50 text-success-700' : 'bg-pending-50 text-pending-700'
      }`}
    >
      {t(`cart.history.status.${status}`)}
    </span>
  );
}
