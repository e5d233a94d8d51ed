import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { QuizResultsPage } from '@/features/quiz-taking/components/quiz-results-page';
import type { ResultsState } from '@/api/quizzes/quiz-session-types';
import { renderRoutes } from '@/testing/render-with-providers';
import { makeDetailedResult, makeSubmissionResult } from './quiz-fixtures';

function DashboardProbe() {
  const state = useLocation().state as { refresh?: boolean } | null;
  return <h1>Dashboard page{state?.refresh ? ' (refresh)' : ''}</h1>;
}

function renderResults(state: ResultsState | null) {
  return renderRoutes(
    [
      { path: '/referee/quiz/results', element: <QuizResultsPage /> },
      { path: '/referee/dashboard', element: <DashboardProbe /> },
    ],
    '/referee/quiz/results',
    { state },
  );
}

const passedState = (): ResultsState => ({
  result: makeSubmissionResult({
    detailed_results: [
      makeDetailedResult({ question_id: 1, question_type: 'true_false', options: [], question_text: 'The shot clock is 24 seconds.', correct_answer: 'true', user_answer: 'true', is_correct: true, explanation: '' }),
      makeDetailedResult(),
      makeDetailedResult({ question_id: 3, question_text: 'Skipped one?', user_answer: null }),
    ],
  }),
  quizTitle: 'FIBA Basics',
  passingScore: 70,
  timeLimitMinutes: 20,
  timeUsedMinutes: 12.46,
});

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('QuizResultsPage', () => {
  it('goes to the dashboard when opened without results', async () => {
    renderResults(null);

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('congratulates on a pass with the score to one decimal and the summary', () => {
    renderResults(passedState());

    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByText('83.3%')).toBeInTheDocument();
    expect(statValue('Correct')).toHaveTextContent('5');
    expect(statValue('Incorrect')).toHaveTextContent('1');
    expect(statValue('Total Questions')).toHaveTextContent('6');
    expect(statValue('Required to Pass')).toHaveTextContent('70%');
    expect(statValue('Accuracy')).toHaveTextContent('83%');
    expect(statValue('Time Used')).toHaveTextContent('12.5 of 20 minutes');
    expect(screen.queryByRole('link', { name: /study fiba rules/i })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next Steps' })).toBeInTheDocument();
  });

  it('reviews each question with lettered options, both answers and the explanation', () => {
    renderResults(passedState());

    const tf = within(screen.getByRole('article', { name: /The shot clock is 24 seconds/ }));
    expect(tf.getByText('Correct')).toBeInTheDocument();
    expect(tf.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A. True (correct answer, your answer)', 'B. False']);
    expect(tf.getByText('No explanation available for this question')).toBeInTheDocument();

    const missed = within(screen.getByRole('article', { name: /offensive rebound/ }));
    expect(missed.getByText('Incorrect')).toBeInTheDocument();
    expect(missed.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A. 24 seconds (your answer)', 'B. 14 seconds (correct answer)', 'C. 30 seconds']);
    expect(missed.getByText('Your answer:').parentElement).toHaveTextContent('Your answer: A. 24 seconds');
    expect(missed.getByText('Correct answer:').parentElement).toHaveTextContent('Correct answer: B. 14 seconds');
    expect(missed.getByText('Explanation:').parentElement).toHaveTextContent('Art. 29.2.2: 14 seconds after an offensive rebound.');

    const skipped = within(screen.getByRole('article', { name: /Skipped one/ }));
    expect(skipped.getByText('Your answer:').parentElement).toHaveTextContent('Your answer: Not answered');
  });

  it('a failed result says so and offers the FIBA rule book in a new tab', () => {
    renderResults({ ...passedState(), result: makeSubmissionResult({ passed: false, score: 40, correct_answers: 2, total_questions: 5 }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Quiz Not Passed' })).toBeInTheDocument();
    expect(screen.getByText('40.0%')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /study fiba rules/i });
    expect(link).toHaveAttribute('href', 'https://www.fiba.basketball/en/rule-book');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('when the policy allows another attempt after a pause, a failed result says when, in the referee’s locale', () => {
    const opensAt = '2026-11-26T02:30:00.000Z';
    renderResults({ ...passedState(), result: makeSubmissionResult({ passed: false, score: 40, next_attempt: { when: 'later', available_at: opensAt } }) });

    const shown = new Date(opensAt).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
    expect(screen.getByText(`You can take this quiz again on ${shown}.`)).toBeInTheDocument();
    expect(screen.queryByText(/Ask your referee administrator when/)).not.toBeInTheDocument();
  });

  it.each([
    ['now', 'You can take this quiz again now: start it from your dashboard.'],
    ['never', 'This quiz allows you no further attempt. Ask your referee administrator if you need another.'],
  ] as const)('when another attempt opens %s, a failed result says so', (when, sentence) => {
    renderResults({ ...passedState(), result: makeSubmissionResult({ passed: false, score: 40, next_attempt: { when, available_at: null } }) });

    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  it('Back to Dashboard asks the dashboard to refresh', async () => {
    renderResults(passedState());

    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page (refresh)' })).toBeInTheDocument();
  });
});

describe('QuizResultsPage after a submit', () => {
  it('moves focus to the results heading, where the outcome is read first', async () => {
    renderResults(passedState());

    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations!' })).toHaveFocus();
  });

  it('shows "—" for accuracy when the quiz had no questions, and a singular minute', async () => {
    renderResults({ ...passedState(), timeLimitMinutes: 1, timeUsedMinutes: 1, result: makeSubmissionResult({ total_questions: 0, correct_answers: 0, detailed_results: [] }) });

    await screen.findByRole('heading', { level: 1 });
    expect(statValue('Accuracy')).toHaveTextContent(/^—$/);
    expect(statValue('Time Used')).toHaveTextContent('1 of 1 minute');
  });
});
