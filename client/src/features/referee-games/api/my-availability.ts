import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefereeAvailabilityDto, RefereeAvailabilityInput } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { myGamesKeys } from './my-games-keys';

export async function getMyAvailability(): Promise<RefereeAvailabilityDto> {
  return (await refereeApi.get<RefereeAvailabilityDto>('/referees/me/availability/')).data;
}

export const myAvailabilityQueryOptions = () => queryOptions({ queryKey: myGamesKeys.availability(), queryFn: getMyAvailability });

export function useMyAvailability() {
  return useQuery(myAvailabilityQueryOptions());
}

export async function saveMyAvailability(input: RefereeAvailabilityInput): Promise<RefereeAvailabilityDto> {
  return (await refereeApi.put<RefereeAvailabilityDto>('/referees/me/availability/', input)).data;
}

/** The server's answer is what is stored now, so it replaces the cache instead of asking again. */
export function useSaveMyAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyAvailability,
    onSuccess: (saved) => queryClient.setQueryData(myGamesKeys.availability(), saved),
  });
}
