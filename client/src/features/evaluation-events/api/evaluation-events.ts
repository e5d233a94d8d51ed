import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEvaluationInput, EvaluationDto, ListResponse, UpdateEvaluationInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';

// A division's evaluation days (issue 26, decision 0057).

export const evaluationKeys = {
  all: ['evaluation-events'] as const,
  list: (divisionId: number) => ['evaluation-events', 'list', divisionId] as const,
  event: (eventId: number) => ['evaluation-events', 'event', eventId] as const,
  eventDivision: (eventId: number, divisionId: number) => ['evaluation-events', 'event', eventId, 'division', divisionId] as const,
  codes: (eventId: number) => ['evaluation-events', 'codes', eventId] as const,
  desk: (eventId: number) => ['evaluation-events', 'desk', eventId] as const,
};

export const evaluationsQueryOptions = (divisionId: number | null) =>
  queryOptions({
    queryKey: evaluationKeys.list(divisionId ?? 0),
    queryFn: async () => (await adminApi.get<ListResponse<EvaluationDto>>('/evaluations/', { params: { division_id: divisionId } })).data.results,
    enabled: !!divisionId,
  });

export const evaluationQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: evaluationKeys.event(eventId),
    queryFn: async () => (await adminApi.get<EvaluationDto>(`/evaluations/${eventId}/`)).data,
  });

/** The day as one of its divisions sees it: that division's skills and check-ins (decision 0084). */
export const useEvaluationDivision = (eventId: number, divisionId: number | null) =>
  useQuery({
    queryKey: evaluationKeys.eventDivision(eventId, divisionId ?? 0),
    queryFn: async () => (await adminApi.get<EvaluationDto>(`/evaluations/${eventId}/`, { params: { division_id: divisionId } })).data,
    enabled: divisionId !== null,
  });

export const useEvaluations = (divisionId: number | null) => useQuery(evaluationsQueryOptions(divisionId));
export const useEvaluation = (eventId: number) => useQuery(evaluationQueryOptions(eventId));

export function useCreateEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateEvaluationInput) => (await adminApi.post<EvaluationDto>('/evaluations/', input)).data,
    onSuccess: (event) => queryClient.invalidateQueries({ queryKey: evaluationKeys.list(event.division.id) }),
  });
}

export function useUpdateEvaluation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateEvaluationInput) => (await adminApi.patch<EvaluationDto>(`/evaluations/${eventId}/`, input)).data,
    onSuccess: (event) => {
      queryClient.setQueryData(evaluationKeys.event(eventId), event);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...evaluationKeys.event(eventId), 'division'] }),
        queryClient.invalidateQueries({ queryKey: evaluationKeys.list(event.division.id) }),
        queryClient.invalidateQueries({ queryKey: evaluationKeys.codes(eventId) }),
      ]);
    },
  });
}
