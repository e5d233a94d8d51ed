import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import { evaluationMethods, type EvaluationMethod, type EvaluationResultsDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { resultKeys } from './keys';

/** `divisionId`: one division of a day of several (decision 0084); null: the whole day. */
export const resultsQueryOptions = (eventId: number, method: EvaluationMethod, blendWeight: number, divisionId: number | null = null) =>
  queryOptions({
    queryKey: resultKeys.results(eventId, method, blendWeight, divisionId),
    queryFn: async () =>
      (
        await adminApi.get<EvaluationResultsDto>(`/evaluations/${eventId}/results/`, {
          params: { method, blend_weight: blendWeight, ...(divisionId ? { division_id: divisionId } : {}) },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** The three methods side by side, each blended at the same weight. */
export function useAllResults(eventId: number, blendWeight: number, divisionId: number | null = null) {
  return useQueries({
    queries: evaluationMethods.map((method) => resultsQueryOptions(eventId, method, blendWeight, divisionId)),
    combine: (answers) => ({
      byMethod: answers.every((a) => a.data)
        ? (Object.fromEntries(evaluationMethods.map((m, i) => [m, answers[i]!.data!])) as Record<EvaluationMethod, EvaluationResultsDto>)
        : null,
      isPending: answers.some((a) => a.isPending),
      error: answers.find((a) => a.error)?.error ?? null,
    }),
  });
}
