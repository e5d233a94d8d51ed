import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachLinkIssuedDto, CoachLinkStatusDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { publicationKeys } from './publication';

export function useCoachLinks(divisionId: number) {
  return useQuery({
    queryKey: publicationKeys.coachLinks(divisionId),
    queryFn: async () => (await adminApi.get<{ results: CoachLinkStatusDto[] }>(`/divisions/${divisionId}/coach_links/`)).data.results,
  });
}

/** Withdraw a team's roster links, or send its coach a new one (earlier links stop working); both refresh the links and the emails. */
export function useCoachLinkActions(divisionId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: publicationKeys.all });
  const withdraw = useMutation({
    mutationFn: async (teamId: number) => (await adminApi.post<{ revoked: number }>(`/divisions/${divisionId}/teams/${teamId}/revoke_coach_links/`)).data,
    onSuccess: refresh,
  });
  const sendNew = useMutation({
    mutationFn: async (teamId: number) => (await adminApi.post<CoachLinkIssuedDto>(`/divisions/${divisionId}/teams/${teamId}/coach_link/`)).data,
    onSuccess: refresh,
  });
  return { withdraw, sendNew };
}
