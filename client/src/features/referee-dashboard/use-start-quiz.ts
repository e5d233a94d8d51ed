import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useStartQuizMutation } from '@/api/quizzes/start-quiz';
import { startErrorMessage } from '@/api/quizzes/start-error-message';

/** Starts (or resumes) an attempt and opens the quiz with it; refusals become the banner text. */
export function useStartQuiz(onError: (message: string) => void) {
  const navigate = useNavigate();
  const mutation = useStartQuizMutation({
    onSuccess: (session, quizId) => void navigate(paths.referee.quiz(quizId), { state: { session } }),
    onError: (error) => onError(startErrorMessage(error)),
  });
  return { start: mutation.mutate, startingQuizId: mutation.isPending ? (mutation.variables ?? null) : null };
}
