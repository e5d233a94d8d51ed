import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkClinicInput } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { certificationKeys } from '@/api/certification/list-certification-levels';

/** Marks a referee's clinic for a level attended on a day; may issue a certificate (decision 0061). */
export async function markClinic({ levelId, input }: { levelId: number; input: MarkClinicInput }) {
  const { data } = await refereeApi.post<{ certificates_issued?: string[] }>(`/referees/certification_levels/${levelId}/clinic/`, input);
  return data;
}

export function useMarkClinic() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markClinic, onSuccess: () => queryClient.invalidateQueries({ queryKey: certificationKeys.all }) });
}
