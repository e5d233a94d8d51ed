import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import { evaluationMethods, type EvaluationMethod, type EvaluationResultsDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { resultKeys } from './keys';

export const resultsQueryOptions = (eventId: number, method: EvaluationMethod, blendWeight: number) =>
  queryOptions({
    queryKey: resultKeys.results(eventId, method, blendWeight),
    queryFn: async () =>
      (await adminApi.get<{ data: EvaluationResultsDto }>(`/evaluations/${eventId}/results/`, { params: { method, blend_weight: blendWeight } })).data.data,
    placeholderData: keepPreviousData,
  });

/** The three methods side by side, each blended at the same weight. */
export function useAllResults(eventId: number, blendWeight: number) {
  return useQueries({
    queries: evaluationMethods.map((method) => resultsQueryOptions(eventId, method, blendWeight)),
    combine: (answers) => ({
      byMethod: answers.every((a) => a.data)
        ? (Object.fromEntries(evaluationMethods.map((m, i) => [m, answers[i]!.data!])) as Record<EvaluationMethod, EvaluationResultsDto>)
        : null,
      isPending: answers.some((a) => a.isPending),
      error: answers.find((a) => a.error)?.error ?? null,
    }),
  });
}
