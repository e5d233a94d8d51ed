import { useMutation } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import type { StartAttemptResponse } from '@/api/quizzes/quiz-session-types';

/** Starts an attempt, or resumes the open one: the server never opens a second. */
export async function startQuiz(quizId: number | string): Promise<StartAttemptResponse> {
  const { data } = await refereeApi.post<StartAttemptResponse>(`/quizzes/${quizId}/start/`);
  return data;
}

type StartQuizOptions = {
  onSuccess?: (session: StartAttemptResponse, quizId: number) => void;
  onError?: (error: Error) => void;
};

/** Starting changes no list by itself (the lists change on submit), so nothing is invalidated here. */
export function useStartQuizMutation({ onSuccess, onError }: StartQuizOptions = {}) {
  return useMutation({ mutationFn: (quizId: number) => startQuiz(quizId), onSuccess, onError });
}
