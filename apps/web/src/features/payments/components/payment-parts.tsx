import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format';

/** Why a payment did not go through, and whether starting it again can help. */
export interface Problem {
  message: string;
  restart: boolean;
}

export function PaymentProblem({ problem, onRestart }: { problem: Problem; onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-md border border-danger-700/30 bg-danger-50 px-4 py-3">
      <p className="font-bold text-danger-700">{t('cart.payment.declinedTitle')}</p>
      <p className="mt-0.5 text-ink" data-testid="payment-error">
        {problem.message}
      </p>
      {problem.restart && (
        <Button onClick={onRestart} variant="secondary" className="mt-3">
          {t('cart.payment.reload')}
        </Button>
      )}
    </div>
  );
}

/** 'Pay $x': disabled until the card processor is ready, and while a payment is in flight. */
export function PayButton({ amount, busy, ready }: { amount: number; busy: boolean; ready: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Button type="submit" className="w-full text-lg" disabled={busy || !ready}>
      {busy
        ? t('cart.payment.paying')
        : ready
          ? t('cart.payment.pay', { amount: formatMoney(amount, i18n.language) })
          : t('cart.payment.loadingProvider')}
    </Button>
  );
}
