import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationLevelDto, CreateCertificationLevelInput } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { certificationKeys } from '@/api/certification/list-certification-levels';

/** Creates a level (no id) or replaces one (PUT, decision 0074). */
export async function saveCertificationLevel({ id, level }: { id?: number; level: CreateCertificationLevelInput }): Promise<CertificationLevelDto> {
  const { data } = id ? await refereeApi.put<CertificationLevelDto>(`/referees/certification_levels/${id}/`, level) : await refereeApi.post<CertificationLevelDto>('/referees/certification_levels/', level);
  return data;
}

export function useSaveCertificationLevel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCertificationLevel, onSuccess: () => queryClient.invalidateQueries({ queryKey: certificationKeys.all }) });
}
