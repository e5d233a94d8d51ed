import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addQuestion } from '@/features/quiz-admin/api/add-question';
import { deleteQuestion } from '@/features/quiz-admin/api/delete-question';
import { adminQuizQueryKey } from '@/features/quiz-admin/api/get-quiz';
import { adminQuizzesQueryKey } from '@/features/quiz-admin/api/list-quizzes';
import type { QuestionPayload } from '@/features/quiz-admin/api/types';
import { updateQuestion, type QuestionUpdatePayload } from '@/features/quiz-admin/api/update-question';
import { failureText } from '@/features/quiz-admin/lib/describe-error';

export interface QuestionFeedback {
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

/** The three question calls of the edit dialog, each refreshing the quiz and the list's question counts. */
export function useQuestionMutations(quizId: number, feedback: QuestionFeedback) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQuizQueryKey(quizId), exact: true }),
      queryClient.invalidateQueries({ queryKey: adminQuizzesQueryKey, exact: true }),
    ]);

  const add = useMutation({
    mutationFn: (payload: QuestionPayload) => addQuestion(quizId, payload),
    onSuccess: async () => {
      feedback.onSuccess('Question added successfully!');
      await refresh();
    },
    onError: (err) => feedback.onError(failureText('Failed to add question', err)),
  });
  const update = useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: QuestionUpdatePayload }) => updateQuestion(id, payload),
    onSuccess: async () => {
      feedback.onSuccess('Question updated successfully!');
      await refresh();
    },
    onError: (err) => feedback.onError(failureText('Failed to update question', err)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteQuestion(id),
    onSuccess: async () => {
      feedback.onSuccess('Question deleted successfully!');
      await refresh();
    },
    onError: (err) => feedback.onError(failureText('Failed to delete question', err)),
  });
  return { add, update, remove };
}
