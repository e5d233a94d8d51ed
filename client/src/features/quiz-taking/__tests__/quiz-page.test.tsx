import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { acceptSaves, makeQuestion, makeSession } from './quiz-fixtures';
import { renderQuiz } from './render-quiz';

const server = setupMswServer();
beforeEach(() => server.use(acceptSaves()));

describe('QuizPage', () => {
  it('shows the title, the position, the full time and the progress', async () => {
    renderQuiz(makeSession({ timeLimitMinutes: 20 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'FIBA Basics' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(20:00|19:5\d)$/);
    const progress = screen.getByRole('progressbar', { name: 'Questions answered' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 of 3 questions answered')).toBeInTheDocument();
  });

  it('shows a true/false question as True and False radios grouped under the question, with its rule reference', async () => {
    renderQuiz(makeSession());

    const group = await screen.findByRole('radiogroup', { name: 'The shot clock is 24 seconds.' });
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['true', 'false']);
    expect(within(group).getByRole('radio', { name: 'True' })).toBeInTheDocument();
    expect(screen.getByText('FIBA Rule Reference: Art. 29')).toBeInTheDocument();
  });

  it('shows option radios for other types, and moves with Next and Previous', async () => {
    renderQuiz(makeSession());
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const group = screen.getByRole('radiogroup', { name: 'After an offensive rebound the shot clock resets to?' });
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['24 seconds', '14 seconds', '30 seconds']);
    expect(screen.queryByText(/FIBA Rule Reference/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  });

  it('offers Submit Quiz only on the last question, with a note about unanswered ones', async () => {
    renderQuiz(makeSession());
    expect(screen.queryByRole('button', { name: 'Submit Quiz' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByText('3 questions are not answered yet.')).toBeInTheDocument();
  });

  it('lays the overview out 10 per row, jumps to a question and marks answered ones', async () => {
    const questions = Array.from({ length: 23 }, (_, i) => makeQuestion(i + 1));
    renderQuiz(makeSession({ questions }));
    const overview = screen.getByRole('navigation', { name: 'Question Overview' });

    const rows = within(overview).getAllByRole('group');
    expect(rows.map((row) => within(row).getAllByRole('button').length)).toEqual([10, 10, 3]);
    expect(rows[1]).toHaveAccessibleName('Questions 11 to 20');

    await userEvent.click(screen.getByRole('radio', { name: '14 seconds' }));
    expect(within(overview).getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    await userEvent.click(within(overview).getByRole('button', { name: 'Question 15, not answered' }));
    expect(screen.getByText('Question 15 of 23')).toBeInTheDocument();
    expect(within(overview).getByRole('button', { name: 'Question 15, not answered' })).toHaveAttribute('aria-current', 'step');
  });

  it("says 'No questions available for this quiz.' for a quiz without questions", async () => {
    renderQuiz(makeSession({ questions: [] }));

    expect(await screen.findByText('No questions available for this quiz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it('submits the answers keyed by question id and opens the results with the time used', async () => {
    let body: unknown;
    server.use(http.patch(apiUrl('/quizzes/attempts/500/submit/'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ score: 66.7, passed: false, correct_answers: 2, total_questions: 3, attempt: { id: 500, time_taken_minutes: 4.2 }, detailed_results: [] });
    }));
    renderQuiz(makeSession());

    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: '14 seconds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Question 3, not answered' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit anyway' }));

    expect(await screen.findByRole('heading', { name: 'Results page, score 66.7, used 4.2 of 20' })).toBeInTheDocument();
    expect(body).toEqual({ answers: { '1': 'false', '2': '14 seconds' } });
    expect(sessionStorage.getItem('refereeQuizProgress:7')).toBeNull();
  });

  it('can be answered and moved through with the keyboard alone', async () => {
    renderQuiz(makeSession());
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 2, name: 'The shot clock is 24 seconds.' })).toHaveFocus();

    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'True' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'False' })).toBeChecked();
    // Previous is disabled on the first question, so the next stop is Next.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'After an offensive rebound the shot clock resets to?' })).toHaveFocus();
  });
});
