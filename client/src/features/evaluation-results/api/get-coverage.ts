import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvaluationCoverageDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { resultKeys } from './keys';

/** How often the board asks again while it is open: live enough for a gym, light on the server (decision 0070). */
export const coverageRefreshMs = 10_000;

/** The board of the whole day, or of one of its divisions (`divisionId`, decision 0084). */
export const coverageQueryOptions = (eventId: number, divisionId: number | null = null) =>
  queryOptions({
    queryKey: resultKeys.coverage(eventId, divisionId),
    queryFn: async () => (await adminApi.get<EvaluationCoverageDto>(`/evaluations/${eventId}/coverage/`, { params: { division_id: divisionId ?? undefined } })).data,
    refetchInterval: coverageRefreshMs,
  });

export const useCoverage = (eventId: number, divisionId: number | null = null) => useQuery(coverageQueryOptions(eventId, divisionId));
