import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInDto, EvaluationDeskPlayerDto, WalkUpInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { evaluationKeys } from './evaluation-events';

// The check-in desk (decision 0057): the server gives the bibs, so two desks never give one twice.

/** Another desk's check-ins show up within this time without anyone reloading. */
const deskRefreshMs = 10_000;

// The whole division in one list (the server sends up to 500): the desk filters it as the
// volunteer types, so a search answers at once and the list, the counts and the print agree.
export const deskPlayersQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: evaluationKeys.desk(eventId),
    queryFn: async () => (await adminApi.get<{ data: { count: number; results: EvaluationDeskPlayerDto[] } }>(`/evaluations/${eventId}/players/`)).data.data.results,
    refetchInterval: deskRefreshMs,
  });

export const useDeskPlayers = (eventId: number) => useQuery(deskPlayersQueryOptions(eventId));

/** A check-in as the desk shows it; `already` when the child had the bib before this request. */
export type DeskCheckIn = CheckInDto & { already: boolean };

/** After a check-in every list of the desk (and the event's count) is out of date. */
function useRefreshDesk(eventId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: evaluationKeys.desk(eventId) }),
      queryClient.invalidateQueries({ queryKey: evaluationKeys.event(eventId) }),
    ]);
}

export function useCheckInPlayer(eventId: number) {
  const refresh = useRefreshDesk(eventId);
  return useMutation({
    // 201: this desk gave the bib now; 200: the child already had one (maybe from the other desk).
    mutationFn: async (playerId: number): Promise<DeskCheckIn> => {
      const response = await adminApi.post<{ data: CheckInDto }>(`/evaluations/${eventId}/check_in/`, { player_id: playerId });
      return { ...response.data.data, already: response.status === 200 };
    },
    onSuccess: refresh,
  });
}

export function useCheckInWalkUp(eventId: number) {
  const refresh = useRefreshDesk(eventId);
  return useMutation({
    mutationFn: async (input: WalkUpInput): Promise<DeskCheckIn> => ({ ...(await adminApi.post<{ data: CheckInDto }>(`/evaluations/${eventId}/walk_ups/`, input)).data.data, already: false }),
    onSuccess: refresh,
  });
}
