import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QuizResultsPage } from '@/features/quiz-taking/components/quiz-results-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { makeDetailedResult, makeSession, makeSubmissionResult } from './quiz-fixtures';
import { renderQuiz } from './render-quiz';

const closedResult = (opensAt: string | null) =>
  makeSubmissionResult({
    review_available: false,
    review_available_at: opensAt,
    detailed_results: [makeDetailedResult({ correct_answer: null, is_correct: null, explanation: null })],
  });

function renderResults(result: ReturnType<typeof makeSubmissionResult>) {
  return renderRoutes([{ path: '/referee/quiz/results', element: <QuizResultsPage /> }], '/referee/quiz/results', {
    state: { result, quizTitle: 'FIBA Basics', passingScore: 70, timeLimitMinutes: 20, timeUsedMinutes: 10 },
  });
}

describe('results while the quiz keeps its answers closed', () => {
  it('says when the correct answers will be shown instead of reviewing the questions', () => {
    renderResults(closedResult('2026-12-01T23:59:59Z'));

    expect(screen.getByText(/^The correct answers will be shown after the quiz closes on /)).toBeInTheDocument();
    expect(screen.queryByText(/Correct answer:/)).not.toBeInTheDocument();
  });

  it('says the quiz never shows them', () => {
    renderResults(closedResult(null));

    expect(screen.getByText('This quiz does not show the correct answers. Your score above is final.')).toBeInTheDocument();
  });
});

describe('extra time', () => {
  it('shows the extended limit the server gave the attempt', () => {
    const session = makeSession({ timeLimitMinutes: 15, remainingSeconds: 1350 });
    renderQuiz({ ...session, attempt: { ...session.attempt, time_limit_minutes: 22.5, extra_time_percent: 50 } });

    expect(screen.getByText('Time limit 22 min 30 s, including 50% extra time')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(22:30|22:2\d)$/);
  });
});
