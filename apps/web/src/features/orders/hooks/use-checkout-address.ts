import { useState } from 'react';
import { useAddresses } from '../api/orders';

/** The address checkout delivers to: the one the buyer chose, else their default, else their first. */
export function useCheckoutAddress() {
  const addresses = useAddresses();
  const [chosenId, choose] = useState<string | null>(null);
  const addressId = chosenId ?? addresses.data?.find((a) => a.isDefault)?.id ?? addresses.data?.[0]?.id ?? null;
  return { addresses, addressId, choose };
}
