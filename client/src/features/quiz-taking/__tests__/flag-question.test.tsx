import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuizResultsPage } from '@/features/quiz-taking/components/quiz-results-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { storeRefereeSession } from '@/testing/referee-fixtures';
import { makeDetailedResult, makeSubmissionResult } from './quiz-fixtures';

const server = setupMswServer();
const user = userEvent.setup({ delay: null });

function renderResults() {
  storeRefereeSession();
  const state = { result: makeSubmissionResult(), quizTitle: 'FIBA Basics', passingScore: 70, timeLimitMinutes: 20, timeUsedMinutes: 12 };
  renderRoutes([{ path: '/referee/quiz/results', element: <QuizResultsPage /> }], '/referee/quiz/results', { state });
  return screen.getByRole('article', { name: `Question 1: ${makeDetailedResult().question_text}` });
}

describe('Reporting a problem with a question from the results', () => {
  it('sends the comment for the question of this attempt once, then shows Reported', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/quizzes/attempts/500/flags/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const review = renderResults();

    await user.click(within(review).getByRole('button', { name: 'Report a problem with question 1' }));
    await user.click(within(review).getByRole('button', { name: 'Send report' }));
    expect(within(review).getByText('Please say what looks wrong with this question.')).toBeInTheDocument();
    await user.type(within(review).getByLabelText('What looks wrong with question 1?'), 'Art. 29.2.2 says 14 only when the clock shows less.');
    await user.click(within(review).getByRole('button', { name: 'Send report' }));

    expect(await within(review).findByText('Reported')).toBeInTheDocument();
    expect(sent).toEqual([{ question_id: 2, comment: 'Art. 29.2.2 says 14 only when the clock shows less.' }]);
    expect(within(review).queryByRole('button', { name: 'Report a problem with question 1' })).not.toBeInTheDocument();
  });

  it('a question already reported from this attempt shows Reported too', async () => {
    server.use(http.post(apiUrl('/quizzes/attempts/500/flags/'), () => HttpResponse.json({ error: 'You already reported this question.' }, { status: 409 })));
    const review = renderResults();

    await user.click(within(review).getByRole('button', { name: 'Report a problem with question 1' }));
    await user.type(within(review).getByLabelText('What looks wrong with question 1?'), 'Wrong key.');
    await user.click(within(review).getByRole('button', { name: 'Send report' }));

    expect(await within(review).findByText('Reported')).toBeInTheDocument();
  });
});
