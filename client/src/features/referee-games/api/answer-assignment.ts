import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclineAssignmentInput, RefereeGameDto } from '@league/contract';
import { invalidateQueries } from '@/api/invalidate-queries';
import { refereeApi } from '@/lib/referee-api';
import { myGamesKeys } from './my-games-keys';

export async function acceptAssignment(assignmentId: number): Promise<RefereeGameDto> {
  return (await refereeApi.post<RefereeGameDto>(`/assignments/${assignmentId}/accept/`)).data;
}

export async function declineAssignment(assignmentId: number, input: DeclineAssignmentInput): Promise<RefereeGameDto> {
  return (await refereeApi.post<RefereeGameDto>(`/assignments/${assignmentId}/decline/`, input)).data;
}

export function useAcceptAssignment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptAssignment, onSettled: () => invalidateQueries(queryClient, [myGamesKeys.games()]) });
}

export function useDeclineAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DeclineAssignmentInput }) => declineAssignment(id, input),
    onSettled: () => invalidateQueries(queryClient, [myGamesKeys.games()]),
  });
}
