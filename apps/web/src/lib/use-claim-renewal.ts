import { PRESCRIPTION_LIMITS } from '@medibazaar/contract';
import { useEffect } from 'react';

/** The claim is renewed a little before it runs out, while the prescription or order stays open. */
const RENEW_MS = (PRESCRIPTION_LIMITS.claimMinutes - 2) * 60_000;

/**
 * Keeps a reviewer's claim on what is open (a prescription's id, an order's number) by
 * claiming it again on a timer; nothing while nothing is open.
 */
export function useClaimRenewal(openKey: string | undefined, renew: (key: string) => void) {
  useEffect(() => {
    if (!openKey) return;
    const timer = setInterval(() => renew(openKey), RENEW_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes each render; the key decides
  }, [openKey]);
}
