import type { OrderForReview } from '@medibazaar/contract';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useClaimRenewal } from '../../../lib/use-claim-renewal';
import { useReviewOrder } from '../api/review-order';

/**
 * The order a pharmacist has open: opening claims it (so no one else decides on it
 * meanwhile) and the claim is renewed while it stays open; going back may give it up.
 */
export function useOrderReviewSession() {
  const { t } = useTranslation();
  const { claim, release } = useReviewOrder();
  const [current, setCurrent] = useState<OrderForReview | null>(null);
  useClaimRenewal(current?.order.number, (number) => claim.mutate(number));

  async function open(item: OrderForReview) {
    try {
      await claim.mutateAsync(item.order.number);
      setCurrent(item);
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  function back(giveUp: boolean) {
    if (giveUp && current) release.mutate(current.order.number);
    setCurrent(null);
  }

  const opening = (number: string) => claim.isPending && claim.variables === number;
  return { current, open, back, opening };
}
