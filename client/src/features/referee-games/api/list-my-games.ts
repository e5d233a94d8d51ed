import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefereeGameDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { myGamesKeys } from './my-games-keys';

/** The games the referee was told about, in time order. */
export async function listMyGames(): Promise<RefereeGameDto[]> {
  return (await refereeApi.get<RefereeGameDto[]>('/referees/me/games/')).data;
}

export const myGamesQueryOptions = () => queryOptions({ queryKey: myGamesKeys.games(), queryFn: listMyGames });

export function useMyGames() {
  return useQuery(myGamesQueryOptions());
}
