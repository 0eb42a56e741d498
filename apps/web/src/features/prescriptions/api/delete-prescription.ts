import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const deletePrescription = (id: string) =>
  api<{ deletedCount: number }>(`/prescriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrescription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['prescriptions', 'mine'] }),
  });
}
