import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { leagueRefereesQueryOptions } from '@/api/referees/list-league-referees';
import type { ManagedReferee, RefereeChanges } from './managed-referee';

export async function updateReferee(id: number, changes: RefereeChanges): Promise<ManagedReferee> {
  const { data } = await refereeApi.patch<ManagedReferee>(`/referees/${id}/`, changes);
  return data;
}

export function useUpdateReferee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: RefereeChanges }) => updateReferee(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueRefereesQueryOptions().queryKey }),
  });
}
