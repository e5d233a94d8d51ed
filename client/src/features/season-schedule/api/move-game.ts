import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoveGameDto, MoveGameInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { seasonScheduleKeys } from './schedule-keys';

/** Where a game is dragged to: the venue by id, the court, the day and the start ("09:00"). */
export type GamePlace = Pick<MoveGameInput, 'venue_id' | 'court' | 'date' | 'start'>;

/** POST /seasons/{id}/schedule/games/{gameId}/move/: a dry run judges the move; otherwise it is saved unless a hard rule refuses it (409). */
export async function moveGame(seasonId: number, gameId: number, input: MoveGameInput): Promise<MoveGameDto> {
  return (await adminApi.post<MoveGameDto>(`/seasons/${seasonId}/schedule/games/${gameId}/move/`, input)).data;
}

const verdictKey = (seasonId: number) => [...seasonScheduleKeys.season(seasonId), 'move-verdict'] as const;

/** The dry run's verdict for one game at one place, kept while a drag lasts (the schedule's changes refresh it). */
export const moveVerdictQueryOptions = (seasonId: number, gameId: number, place: GamePlace) =>
  queryOptions({
    queryKey: [...verdictKey(seasonId), gameId, place] as const,
    queryFn: () => moveGame(seasonId, gameId, { ...place, dry_run: true }),
    staleTime: 60_000,
  });

export function useMoveGame(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, place }: { gameId: number; place: GamePlace }) => moveGame(seasonId, gameId, { ...place, dry_run: false }),
    onSuccess: () => {
      // Every kept verdict was judged on the schedule before this move: dropped, not asked again.
      queryClient.removeQueries({ queryKey: verdictKey(seasonId) });
      return invalidateQueries(queryClient, [seasonScheduleKeys.games(seasonId)]);
    },
  });
}
