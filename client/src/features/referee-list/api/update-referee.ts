import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { leagueRefereesQueryOptions } from '@/api/referees/list-league-referees';
import type { ManagedRefereeDto, UpdateRefereeInput } from './managed-referee';

export async function updateReferee(id: number, changes: UpdateRefereeInput): Promise<ManagedRefereeDto> {
  const { data } = await refereeApi.patch<ManagedRefereeDto>(`/referees/${id}/`, changes);
  return data;
}

export function useUpdateReferee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateRefereeInput }) => updateReferee(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueRefereesQueryOptions().queryKey }),
  });
}
