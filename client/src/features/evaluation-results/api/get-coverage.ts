import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvaluationCoverageDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { resultKeys } from './keys';

/** How often the board asks again while it is open: live enough for a gym, light on the server (decision 0070). */
export const coverageRefreshMs = 10_000;

export const coverageQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: resultKeys.coverage(eventId),
    queryFn: async () => (await adminApi.get<{ data: EvaluationCoverageDto }>(`/evaluations/${eventId}/coverage/`)).data.data,
    refetchInterval: coverageRefreshMs,
  });

export const useCoverage = (eventId: number) => useQuery(coverageQueryOptions(eventId));
