import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { acceptSaves, makeSession } from './quiz-fixtures';
import { renderQuiz } from './render-quiz';

const server = setupMswServer();
beforeEach(() => server.use(acceptSaves()));

afterEach(() => vi.useRealTimers());

describe('resuming a quiz after a reload', () => {
  it('keeps the answers, the position and the clock of the same attempt without starting again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = makeSession({ remainingSeconds: 600 });
    const first = renderQuiz(session);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('radio', { name: 'False' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    first.unmount();
    let starts = 0;
    server.use(http.post(apiUrl('/quizzes/7/start/'), () => { starts += 1; return HttpResponse.json(session); }));

    // A reload keeps history state, so the page gets the original session again.
    renderQuiz(session);

    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    expect(screen.getByRole('timer').textContent).toMatch(/^0(9:0\d|8:5\d)$/);
    await user.click(screen.getByRole('button', { name: 'Question 1, answered' }));
    expect(screen.getByRole('radio', { name: 'False' })).toBeChecked();
    expect(starts).toBe(0);
  });

  it('without state or stored progress, asks the server to resume the attempt', async () => {
    const session = makeSession({ remainingSeconds: 420, attemptId: 777 });
    let starts = 0;
    server.use(http.post(apiUrl('/quizzes/7/start/'), () => { starts += 1; return HttpResponse.json(session); }));

    renderQuiz(null);

    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[67]:\d\d$/);
    expect(starts).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('refereeQuizProgress:7')!).session.attempt.id).toBe(777);
  });

  it('a new attempt for the same quiz starts clean instead of inheriting old answers', async () => {
    const old = makeSession({ attemptId: 1 });
    const first = renderQuiz(old);
    await userEvent.click(screen.getByRole('radio', { name: 'True' }));
    first.unmount();

    renderQuiz(makeSession({ attemptId: 2 }));

    expect(screen.getByRole('radio', { name: 'True' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Question 1, not answered' })).toBeInTheDocument();
  });

  it('shows why the quiz cannot be resumed when the server refuses', async () => {
    server.use(http.post(apiUrl('/quizzes/7/start/'), () => HttpResponse.json({ error: 'You have already used your one attempt at this quiz.', code: 'quiz_already_completed' }, { status: 409 })));

    renderQuiz(null);

    expect(await screen.findByText('You have already used your one attempt at this quiz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
