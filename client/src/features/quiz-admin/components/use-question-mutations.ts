import { useAddQuestion } from '@/features/quiz-admin/api/add-question';
import { useDeleteQuestion } from '@/features/quiz-admin/api/delete-question';
import { useUpdateQuestion } from '@/features/quiz-admin/api/update-question';
import { failureText } from '@/features/quiz-admin/lib/describe-error';

export interface QuestionFeedback {
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

/** The three question calls of the edit dialog, each refreshing the quiz and the list's question counts. */
export function useQuestionMutations(quizId: number, feedback: QuestionFeedback) {
  const add = useAddQuestion(quizId, {
    onSuccess: () => feedback.onSuccess('Question added successfully!'),
    onError: (err) => feedback.onError(failureText('Failed to add question', err)),
  });
  const update = useUpdateQuestion(quizId, {
    onSuccess: () => feedback.onSuccess('Question updated successfully!'),
    onError: (err) => feedback.onError(failureText('Failed to update question', err)),
  });
  const remove = useDeleteQuestion(quizId, {
    onSuccess: () => feedback.onSuccess('Question deleted successfully!'),
    onError: (err) => feedback.onError(failureText('Failed to delete question', err)),
  });
  return { add, update, remove };
}
