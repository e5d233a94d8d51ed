import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { leagueRefereesQueryOptions } from '@/api/referees/list-league-referees';

export interface GrantedAttempt {
  quiz_id: number;
  referee_id: number;
  extra_attempts: number;
  attempts_allowed: number;
}

/** One more attempt at a quiz for one referee, on top of the quiz's own limit. */
export async function grantAttempt(quizId: number, refereeId: number): Promise<GrantedAttempt> {
  const { data } = await refereeApi.post<GrantedAttempt>(`/quizzes/${quizId}/grants/`, { referee_id: refereeId });
  return data;
}

export function useGrantAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, refereeId }: { quizId: number; refereeId: number }) => grantAttempt(quizId, refereeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueRefereesQueryOptions().queryKey }),
  });
}
