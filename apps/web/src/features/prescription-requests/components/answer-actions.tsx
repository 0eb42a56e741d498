import type { PrescriptionRequest } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputStyles } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAnswerProposal } from '../api/prescription-requests';

/**
 * The shopper's buttons on their request: take it back while it waits; accept the pharmacist's
 * order (the server puts its lines in the cart; `onAccepted` goes to checkout) or decline it, with a reason.
 */
export function AnswerActions({
  request,
  onAccepted,
}: {
  request: PrescriptionRequest;
  onAccepted: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const answer = useAnswerProposal();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const onError = (err: unknown) => setError(apiErrorMessage(err, t));

  if (request.status === 'waiting') {
    return (
      <div className="flex flex-col gap-2">
        {error && (
          <p role="alert" className="text-sm text-danger-700">
            {error}
          </p>
        )}
        <div>
          <Button
            variant="secondary"
            disabled={answer.isPending}
            onClick={() =>
              answer.mutate(
                { id: request.id, action: 'cancel' },
                { onSuccess: () => toast.success(t('rxOrders.detail.cancelledToast')), onError },
              )
            }
          >
            {t('rxOrders.detail.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  if (request.status !== 'proposed') return null;

  const accept = () =>
    answer.mutate(
      { id: request.id, action: 'accept' },
      {
        onSuccess: async () => {
          setAccepting(true);
          try {
            await onAccepted();
          } catch (err) {
            onError(err);
          } finally {
            setAccepting(false);
          }
        },
        onError,
      },
    );

  return (
    <div className="flex flex-col gap-3">
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      {declining ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            answer.mutate(
              { id: request.id, action: 'decline', reason: reason.trim() },
              { onSuccess: () => toast.success(t('rxOrders.detail.declinedToast')), onError },
            );
          }}
        >
          <label htmlFor={reasonId} className="font-semibold text-ink">
            {t('rxOrders.detail.declineReason')}
          </label>
          <textarea
            id={reasonId}
            className={`${inputStyles} min-h-16`}
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={answer.isPending}>
              {t('rxOrders.detail.confirmDecline')}
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(false)}>
              {t('rxOrders.detail.keep')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={accept} disabled={answer.isPending || accepting}>
            {accepting ? t('rxOrders.detail.accepting') : t('rxOrders.detail.accept')}
          </Button>
          <Button variant="secondary" onClick={() => setDeclining(true)}>
            {t('rxOrders.detail.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}
