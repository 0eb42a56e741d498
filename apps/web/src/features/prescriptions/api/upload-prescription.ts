import type { Prescription, PrescriptionFields } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sends the typed fields and the page files as one multipart form. */
function uploadPrescription(input: { fields: PrescriptionFields; files: File[] }): Promise<Prescription> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields)) form.append(name, value);
  for (const file of input.files) form.append('pages', file);
  return api<Prescription>('/prescriptions', { method: 'POST', body: form });
}

export function useUploadPrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['prescriptions', 'mine'] }),
  });
}
