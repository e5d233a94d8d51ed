import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse, ParticipantDto, ParticipantSearchHitDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { playersKeys } from '@/api/players/list-players';
import { invalidateQueries } from '@/api/invalidate-queries';

export const participantSearchKeys = {
  search: (text: string) => ['participants', 'search', text] as const,
};

/** GET /participants/?search=: the league's people whose name holds the text (2 letters at least). */
export function useParticipantSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: participantSearchKeys.search(search),
    queryFn: async () => (await adminApi.get<ListResponse<ParticipantSearchHitDto>>('/participants/', { params: { search } })).data.results,
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST or DELETE /participants/{id}/household/ (decision 0067): the admin links a child into a
 * brother's or sister's family, or takes it out. Every participant and player view may show the
 * family, so all of them are read again.
 */
export function useChangeHousehold(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (withParticipantId: number | null) =>
      withParticipantId === null
        ? (await adminApi.delete<ParticipantDto>(`/participants/${id}/household/`)).data
        : (await adminApi.post<ParticipantDto>(`/participants/${id}/household/`, { with_participant_id: withParticipantId })).data,
    onSuccess: () => invalidateQueries(queryClient, [['participants'], playersKeys.all]),
  });
}
