import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvaluationDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { resultKeys } from './keys';

/** Leave evaluators out of the figures (or bring them back): the server refits without their scores. */
export function useUpdateExcludedEvaluators(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (excludedIds: number[]) =>
      (await adminApi.patch<EvaluationDto>(`/evaluations/${eventId}/`, { excluded_evaluator_ids: excludedIds })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultKeys.day(eventId) }),
  });
}
