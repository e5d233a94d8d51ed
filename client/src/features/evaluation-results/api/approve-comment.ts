import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentApprovalInput, FamilyReportsDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { resultKeys } from './keys';

/**
 * The admin approves an evaluator's note for the family report, or withdraws it; saved on the
 * server as the note reads now (decision 0084), so a reprint next week prints the same notes.
 */
export function useApproveComment(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CommentApprovalInput) => (await adminApi.post<CommentApprovalInput>(`/evaluations/${eventId}/family_reports/comments/`, input)).data,
    onSuccess: (saved) =>
      // Every division's copy of the reports holds the child or not: update them all.
      queryClient.setQueriesData<FamilyReportsDto>({ queryKey: resultKeys.everyFamilyReports(eventId) }, (report) =>
        report && {
          ...report,
          players: report.players.map((p) =>
            p.player_id !== saved.player_id ? p : { ...p, comments: p.comments.map((c) => (c.key === saved.key ? { ...c, approved: saved.approved } : c)) },
          ),
        },
      ),
  });
}
