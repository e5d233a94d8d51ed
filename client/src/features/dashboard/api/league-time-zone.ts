import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeagueTimeZoneDto, LeagueTimeZoneInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { apiErrorMessage } from '@/lib/api-client';

export const leagueTimeZoneKeys = { all: ['league-time-zone'] as const };

export async function getLeagueTimeZone(): Promise<LeagueTimeZoneDto> {
  return (await adminApi.get<LeagueTimeZoneDto>('/leagues/me/time_zone/')).data;
}

export function useLeagueTimeZone() {
  return useQuery({ queryKey: leagueTimeZoneKeys.all, queryFn: getLeagueTimeZone });
}

/** Saves the league's time zone (null for none); a refusal arrives as the server's sentence. */
export async function saveLeagueTimeZone(input: LeagueTimeZoneInput): Promise<LeagueTimeZoneDto> {
  try {
    return (await adminApi.put<LeagueTimeZoneDto>('/leagues/me/time_zone/', input)).data;
  } catch (error) {
    throw new Error(apiErrorMessage(error) ?? 'The time zone could not be saved. Please try again.', { cause: error });
  }
}

export function useSaveLeagueTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLeagueTimeZone, onSuccess: (saved) => queryClient.setQueryData(leagueTimeZoneKeys.all, saved) });
}
