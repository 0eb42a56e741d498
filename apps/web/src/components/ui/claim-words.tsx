import { formatDateWith } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/** A reviewer's hold on a prescription or an order while they decide on it. */
export interface ReviewClaim {
  by: { id: string; name: string };
  until: string;
}

/** Whether someone other than the reader holds it now (then it cannot be opened). */
export function useHeldByOther(claim: ReviewClaim | null | undefined): boolean {
  const { user } = useSession();
  return Boolean(claim) && claim?.by.id !== user?.id;
}

/** Whose claim it is, in words: the reader's own, or someone else's until when. */
export function ClaimWords({
  claim,
  keys,
}: {
  claim: ReviewClaim | null;
  keys: {
    yours: 'prescriptions.review.yours' | 'orders.review.yours';
    other: 'prescriptions.review.reviewing' | 'orders.review.reviewing';
  };
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  if (!claim) return null;
  const time = formatDateWith(claim.until, { hour: 'numeric', minute: '2-digit' }, i18n.language);
  const mine = claim.by.id === user?.id;
  return (
    <p className={`mt-1 text-sm font-semibold ${mine ? 'text-brand-800' : 'text-pending-700'}`}>
      {mine ? t(keys.yours, { time }) : t(keys.other, { name: claim.by.name, time })}
    </p>
  );
}
