import type { SellerLicence, SellerLicenceFields } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sends the typed fields and the scan as one multipart form. */
function applyLicence(input: { fields: SellerLicenceFields; scan: File }): Promise<SellerLicence> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields)) form.append(name, value);
  form.append('scan', input.scan);
  return api<SellerLicence>('/seller-licences', { method: 'POST', body: form });
}

export function useApplyLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyLicence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller-licences', 'mine'] }),
  });
}
