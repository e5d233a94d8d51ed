import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenGamesDto, RefereeGameDto, TakeOpenGameInput } from '@league/contract';
import { invalidateQueries } from '@/api/invalidate-queries';
import { refereeApi } from '@/lib/referee-api';
import { myGamesKeys } from './my-games-keys';

/** The open places the referee may take themselves, where the assignor allows it (decision 0178). */
export async function listOpenGames(): Promise<OpenGamesDto> {
  return (await refereeApi.get<OpenGamesDto>('/referees/me/open-games/')).data;
}

export const openGamesQueryOptions = () => queryOptions({ queryKey: myGamesKeys.openGames(), queryFn: listOpenGames });

export function useOpenGames() {
  return useQuery(openGamesQueryOptions());
}

export async function takeOpenGame(input: TakeOpenGameInput): Promise<RefereeGameDto> {
  return (await refereeApi.post<RefereeGameDto>('/referees/me/open-games/', input)).data;
}

/** Taking a game changes both lists (and, refused, the open one may be stale): both refresh either way. */
export function useTakeOpenGame() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: takeOpenGame, onSettled: () => invalidateQueries(queryClient, [myGamesKeys.games(), myGamesKeys.openGames()]) });
}
