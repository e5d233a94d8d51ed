import { vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { EditQuizDialog } from '@/features/quiz-admin/components/edit-quiz-dialog';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, mswServer } from '@/testing/msw-server';
import { makeQuizDetail, signInAsRefereeAdmin } from './fixtures';

/** Opens the Edit Quiz dialog of a draft quiz with no questions yet, as a referee admin. */
export async function openDraftQuiz() {
  signInAsRefereeAdmin();
  const quiz = makeQuizDetail('draft', { questions: [] });
  mswServer.use(
    http.get(apiUrl('/quizzes/1/'), () => HttpResponse.json(quiz)),
    http.get(apiUrl('/quizzes/'), () => HttpResponse.json({ count: 1, results: [quiz] })),
  );
  renderWithProviders(<EditQuizDialog quizId={1} onClose={vi.fn()} onSaved={vi.fn()} />);
  await screen.findByText('This quiz has no questions yet.');
}

export const addButton = () => screen.getByRole('button', { name: 'Add Question' });

/** Accepts the next question added to quiz 1 as question `id`; `sent.body` is what the form sent. */
export function acceptAddedQuestion(id: number) {
  const sent: { body?: unknown } = {};
  mswServer.use(
    http.post(apiUrl('/quizzes/1/questions/add/'), async ({ request }) => {
      sent.body = await request.json();
      return HttpResponse.json({ id }, { status: 201 });
    }),
  );
  return sent;
}
