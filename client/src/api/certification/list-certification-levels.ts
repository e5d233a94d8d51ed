import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificationLevelDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';

export async function listCertificationLevels(): Promise<ListResponse<CertificationLevelDto>> {
  const { data } = await refereeApi.get<ListResponse<CertificationLevelDto>>('/referees/certification_levels/');
  return data;
}

/** Everything certification caches sits under this key, so one invalidation refreshes levels and certificates. */
export const certificationKeys = {
  all: ['referee-admin', 'certification'] as const,
  levels: () => ['referee-admin', 'certification', 'levels'] as const,
  certificates: (filter: object) => ['referee-admin', 'certification', 'certificates', filter] as const,
};

export const certificationLevelsQueryOptions = () => queryOptions({ queryKey: certificationKeys.levels(), queryFn: listCertificationLevels });

/** The league's certification levels (referee admins). */
export function useCertificationLevels() {
  const query = useQuery(certificationLevelsQueryOptions());
  return { ...query, levels: listResults(query.data) };
}
