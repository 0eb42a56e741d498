import type { MedicineReferenceChanged, MedicineReferenceClassChange } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referencesKey } from './get-references';

const changeClass = (id: string, body: MedicineReferenceClassChange) =>
  api<MedicineReferenceChanged>(`/medicine-references/${encodeURIComponent(id)}`, { method: 'PATCH', body });

/** Sets how a medicine is sold, with the reason; the reference list is read again. */
export function useChangeClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MedicineReferenceClassChange }) => changeClass(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referencesKey }),
  });
}
