import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceCandidatesDto, PlaceReplacementsDto } from '@league/contract';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '@/lib/api-session';
import { officialsKeys } from './officials-keys';

const placePath = (seasonId: number, gameId: number, role: string) => `/seasons/${seasonId}/officials/games/${gameId}/places/${encodeURIComponent(role)}`;

/** Who could take one place of one game, best first, and why each other referee cannot. */
export async function getPlaceCandidates(api: AxiosInstance, seasonId: number, gameId: number, role: string): Promise<PlaceCandidatesDto> {
  return (await api.get<PlaceCandidatesDto>(`${placePath(seasonId, gameId, role)}/candidates/`)).data;
}

export const placeCandidatesQueryOptions = (api: AxiosInstance, seasonId: number, gameId: number, role: string) =>
  queryOptions({ queryKey: officialsKeys.place(seasonId, gameId, role), queryFn: () => getPlaceCandidates(api, seasonId, gameId, role), staleTime: 0 });

export function usePlaceCandidates(seasonId: number, gameId: number, role: string) {
  return useQuery(placeCandidatesQueryOptions(useApiClient(), seasonId, gameId, role));
}

/** After a decline, the ways to fill the place with the fewest changes; a place nobody declined has none (404). */
export async function getPlaceReplacements(api: AxiosInstance, seasonId: number, gameId: number, role: string): Promise<PlaceReplacementsDto> {
  return (await api.get<PlaceReplacementsDto>(`${placePath(seasonId, gameId, role)}/replacements/`)).data;
}

export const placeReplacementsQueryOptions = (api: AxiosInstance, seasonId: number, gameId: number, role: string) =>
  queryOptions({ queryKey: officialsKeys.replacements(seasonId, gameId, role), queryFn: () => getPlaceReplacements(api, seasonId, gameId, role), retry: false, staleTime: 0 });

/** Asked only for an open place: a filled one has nothing to replace. */
export function usePlaceReplacements(seasonId: number, gameId: number, role: string, open: boolean) {
  return useQuery({ ...placeReplacementsQueryOptions(useApiClient(), seasonId, gameId, role), enabled: open });
}
