import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceCandidatesDto, PlaceReplacementsDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { officialsKeys } from './officials-keys';

const placePath = (seasonId: number, gameId: number, role: string) => `/seasons/${seasonId}/officials/games/${gameId}/places/${encodeURIComponent(role)}`;

/** Who could take one place of one game, best first, and why each other referee cannot. */
export async function getPlaceCandidates(seasonId: number, gameId: number, role: string): Promise<PlaceCandidatesDto> {
  return (await adminApi.get<PlaceCandidatesDto>(`${placePath(seasonId, gameId, role)}/candidates/`)).data;
}

export const placeCandidatesQueryOptions = (seasonId: number, gameId: number, role: string) =>
  queryOptions({ queryKey: officialsKeys.place(seasonId, gameId, role), queryFn: () => getPlaceCandidates(seasonId, gameId, role), staleTime: 0 });

export function usePlaceCandidates(seasonId: number, gameId: number, role: string) {
  return useQuery(placeCandidatesQueryOptions(seasonId, gameId, role));
}

/** After a decline, the ways to fill the place with the fewest changes; a place nobody declined has none (404). */
export async function getPlaceReplacements(seasonId: number, gameId: number, role: string): Promise<PlaceReplacementsDto> {
  return (await adminApi.get<PlaceReplacementsDto>(`${placePath(seasonId, gameId, role)}/replacements/`)).data;
}

export const placeReplacementsQueryOptions = (seasonId: number, gameId: number, role: string) =>
  queryOptions({ queryKey: officialsKeys.replacements(seasonId, gameId, role), queryFn: () => getPlaceReplacements(seasonId, gameId, role), retry: false, staleTime: 0 });

/** Asked only for an open place: a filled one has nothing to replace. */
export function usePlaceReplacements(seasonId: number, gameId: number, role: string, open: boolean) {
  return useQuery({ ...placeReplacementsQueryOptions(seasonId, gameId, role), enabled: open });
}
