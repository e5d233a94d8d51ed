import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvaluationDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { resultKeys } from './keys';

/** The evaluation day itself: its name, division, minimum, who is left out, and when it was finalised. */
export const evaluationDayQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: resultKeys.event(eventId),
    queryFn: async () => (await adminApi.get<EvaluationDto>(`/evaluations/${eventId}/`)).data,
  });

export const useEvaluationDay = (eventId: number) => useQuery(evaluationDayQueryOptions(eventId));
