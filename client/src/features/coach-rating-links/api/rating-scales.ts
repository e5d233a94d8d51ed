import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DivisionRatingScaleDto, ListResponse, SetRatingScaleInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';

// The scale each rating source uses in a division (decision 0044): GET/PUT /ratings/scales/.

export const ratingScalesKey = (divisionId: number) => ['coach-rating-links', 'scales', divisionId] as const;

export const ratingScalesQueryOptions = (divisionId: number) =>
  queryOptions({
    queryKey: ratingScalesKey(divisionId),
    queryFn: async () => (await adminApi.get<ListResponse<DivisionRatingScaleDto>>('/ratings/scales/', { params: { division_id: divisionId } })).data.results,
  });

export const useRatingScales = (divisionId: number) => useQuery(ratingScalesQueryOptions(divisionId));

/** Saves one source's scale; ratings already stored are not touched by the server. */
export function useSetRatingScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetRatingScaleInput) => (await adminApi.put<DivisionRatingScaleDto>('/ratings/scales/', input)).data,
    onSuccess: (_saved, input) => queryClient.invalidateQueries({ queryKey: ratingScalesKey(input.division_id) }),
  });
}
