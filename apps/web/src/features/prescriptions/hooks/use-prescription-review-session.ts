import type { Prescription } from '@medibazaar/contract';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useClaimRenewal } from '../../../lib/use-claim-renewal';
import { useReviewPrescription } from '../api/review-prescription';

/**
 * The prescription a pharmacist has open: opening claims it (so no one else decides on
 * it meanwhile) and the claim is renewed while it stays open; going back may give it up.
 */
export function usePrescriptionReviewSession() {
  const { t } = useTranslation();
  const { claim, release } = useReviewPrescription();
  const [current, setCurrent] = useState<Prescription | null>(null);
  useClaimRenewal(current?.id, (id) => claim.mutate(id));

  async function open(p: Prescription) {
    try {
      setCurrent(await claim.mutateAsync(p.id));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  function back(giveUp: boolean) {
    if (giveUp && current) release.mutate(current.id);
    setCurrent(null);
  }

  const opening = (id: string) => claim.isPending && claim.variables === id;
  return { current, open, back, opening };
}
