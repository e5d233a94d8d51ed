import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinaliseEvaluationDto, FinaliseEvaluationInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { resultKeys } from './keys';

/** The chosen figures become the division's ratings; finalising again keeps the earlier ones in history. */
export function useFinaliseEvaluation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FinaliseEvaluationInput) =>
      (await adminApi.post<FinaliseEvaluationDto>(`/evaluations/${eventId}/finalise/`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultKeys.day(eventId) }),
  });
}
