import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessCodeDto, CreateAccessCodeInput, ListResponse } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { evaluationKeys } from './evaluation-events';

// Evaluators join with a code (decision 0057): the code itself is in the creating answer only.

export const accessCodesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: evaluationKeys.codes(eventId),
    queryFn: async () => (await adminApi.get<ListResponse<AccessCodeDto>>(`/evaluations/${eventId}/access_codes/`)).data.results,
  });

export const useAccessCodes = (eventId: number) => useQuery(accessCodesQueryOptions(eventId));

export function useCreateAccessCode(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAccessCodeInput) => (await adminApi.post<AccessCodeDto>(`/evaluations/${eventId}/access_codes/`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationKeys.codes(eventId) }),
  });
}

export function useRevokeAccessCode(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (codeId: number) => (await adminApi.post<AccessCodeDto>(`/evaluations/${eventId}/access_codes/${codeId}/revoke/`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationKeys.codes(eventId) }),
  });
}
