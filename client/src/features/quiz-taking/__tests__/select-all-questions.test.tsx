import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionReview } from '@/features/quiz-taking/components/question-review';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { acceptSaves, makeDetailedResult, makeQuestion, makeSession } from './quiz-fixtures';
import { renderQuiz } from './render-quiz';

const server = setupMswServer();

const violations = makeQuestion(1, {
  question_text: 'Which of these are violations?',
  question_type: 'multiple_response',
  options: ['Travelling', 'Personal foul', 'Double dribble'],
});

describe('a select-all-that-apply question while the quiz is taken', () => {
  it('shows a checkbox per option, says to tick all that apply, and sends the ticked options as one answer', async () => {
    let body: unknown;
    server.use(
      acceptSaves(),
      http.patch(apiUrl('/quizzes/attempts/500/submit/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ score: 100, passed: true, correct_answers: 1, total_questions: 1, attempt: { id: 500, time_taken_minutes: 1 }, detailed_results: [] });
      }),
    );
    renderQuiz(makeSession({ questions: [violations] }));
    const user = userEvent.setup();

    const group = screen.getByRole('group', { name: 'Which of these are violations?' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(/Select all that apply/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Double dribble' }));
    await user.click(screen.getByRole('checkbox', { name: 'Travelling' }));
    expect(screen.getByRole('checkbox', { name: 'Travelling' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Personal foul' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    await screen.findByRole('heading', { name: /Results page/ });
    expect(body).toEqual({ answers: { '1': '["Travelling","Double dribble"]' } });
  });

  it('counts the question unanswered again when every tick is taken back', async () => {
    server.use(acceptSaves());
    renderQuiz(makeSession({ questions: [violations, makeQuestion(2)] }));
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: 'Travelling' }));
    expect(screen.getByText('1 of 2 questions answered')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Travelling' }));

    expect(screen.getByText('0 of 2 questions answered')).toBeInTheDocument();
  });

  it('resumes with the options ticked that were saved', () => {
    const session = { ...makeSession({ questions: [violations] }), saved_answers: { '1': '["Personal foul"]' } };

    renderQuiz(session);

    expect(screen.getByRole('checkbox', { name: 'Personal foul' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Travelling' })).not.toBeChecked();
  });
});

describe('the review of a select-all-that-apply question', () => {
  it('marks every right option and every ticked one, and lists both answers with their letters', () => {
    const result = makeDetailedResult({
      question_id: 1,
      question_text: 'Which of these are violations?',
      question_type: 'multiple_response',
      options: ['Travelling', 'Personal foul', 'Double dribble'],
      correct_answer: '["Travelling","Double dribble"]',
      user_answer: '["Travelling","Personal foul"]',
      is_correct: false,
    });

    renderWithProviders(<QuestionReview result={result} number={1} attemptId={500} />);

    const options = within(screen.getByRole('list', { name: 'Options for question 1' })).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual([
      'A. Travelling (correct answer, your answer)',
      'B. Personal foul (your answer)',
      'C. Double dribble (correct answer)',
    ]);
    expect(screen.getByText('Your answer:').parentElement).toHaveTextContent('Your answer: A. Travelling; B. Personal foul');
    expect(screen.getByText('Correct answer:').parentElement).toHaveTextContent('Correct answer: A. Travelling; C. Double dribble');
  });

  it('says nothing about the key while the review is closed', () => {
    const result = makeDetailedResult({ question_type: 'multiple_response', options: ['A1', 'B1'], correct_answer: null, user_answer: '["A1"]', is_correct: null });

    renderWithProviders(<QuestionReview result={result} number={1} attemptId={500} />);

    expect(screen.queryByText(/correct answer\)/)).not.toBeInTheDocument();
    expect(screen.getByText('Your answer:').parentElement).toHaveTextContent('Your answer: A. A1');
  });
});
