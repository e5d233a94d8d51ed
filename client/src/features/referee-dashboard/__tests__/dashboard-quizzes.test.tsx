import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeAttemptRow, makeQuiz } from './dashboard-fixtures';
import { findQuizCard, renderDashboard } from './render-dashboard';

const server = setupMswServer();

afterEach(() => vi.useRealTimers());

describe('RefereeDashboardPage quizzes and history', () => {
  it('lists a quiz with its facts and a Start Quiz button', async () => {
    renderDashboard();

    const card = within(await findQuizCard('FIBA Basics'));
    expect(card.getByText('Shot clock and fouls')).toBeInTheDocument();
    expect(card.getByText('6 questions')).toBeInTheDocument();
    expect(card.getByText('20 minutes')).toBeInTheDocument();
    expect(card.getByText('Passing score: 70%')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /start quiz/i })).toBeInTheDocument();
  });

  it('for a referee, replaces Start with a Passed / Failed / In Progress badge and the score', async () => {
    renderDashboard({
      quizzes: [
        makeQuiz({ id: 1, title: 'Quiz A', user_attempt: { id: 5, status: 'completed', passed: true, score: 83.333 } }),
        makeQuiz({ id: 2, title: 'Quiz B', user_attempt: { id: 6, status: 'completed', passed: false, score: 40 } }),
        makeQuiz({ id: 3, title: 'Quiz C', user_attempt: { id: 7, status: 'in_progress', passed: null, score: null } }),
      ],
    });

    const a = within(await findQuizCard('Quiz A'));
    expect(a.getByText('Passed')).toBeInTheDocument();
    expect(a.getByText('Score: 83.3%')).toBeInTheDocument();
    expect(a.queryByRole('button')).not.toBeInTheDocument();
    const b = within(await findQuizCard('Quiz B'));
    expect(b.getByText('Failed')).toBeInTheDocument();
    expect(b.getByText('Score: 40.0%')).toBeInTheDocument();
    const c = within(await findQuizCard('Quiz C'));
    expect(c.getByText('In Progress')).toBeInTheDocument();
    expect(c.getByRole('button', { name: /resume quiz/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Tools' })).not.toBeInTheDocument();
    expect(screen.queryByText(/retake quizzes for testing/)).not.toBeInTheDocument();
  });

  it('shows the quiz history with Quiz, Status, Score and Date columns', async () => {
    renderDashboard({ attempts: [makeAttemptRow(), makeAttemptRow({ id: 91, quiz_title: 'Quiz B', status: 'in_progress', passed: null, score: null })] });

    const table = await screen.findByRole('table', { name: 'Quiz History' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Quiz', 'Status', 'Score', 'Date']);
    await within(table).findByText('83.3%');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('FIBA Basics')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Passed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('83.3%')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('In Progress')).toBeInTheDocument();
  });

  it('Refresh fetches the history again', async () => {
    renderDashboard();
    expect(await screen.findByText('You have not taken any quizzes yet.')).toBeInTheDocument();
    server.use(http.get(apiUrl('/quizzes/attempts/'), () => HttpResponse.json({ count: 1, results: [makeAttemptRow({ quiz_title: 'Fresh Quiz' })] })));

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('cell', { name: 'Fresh Quiz' })).toBeInTheDocument();
  });

  it('re-fetches when reopened with the refresh flag, not without it', async () => {
    const { router, queryClient } = renderDashboard();
    // The app keeps lists fresh for a while; without that a remount would always re-fetch.
    queryClient.setQueryDefaults(['referee'], { staleTime: 60_000 });
    await findQuizCard('FIBA Basics');
    let quizCalls = 0;
    server.use(http.get(apiUrl('/quizzes/'), () => {
      quizCalls += 1;
      return HttpResponse.json({ count: 1, results: [makeQuiz({ user_attempt: { id: 5, status: 'completed', passed: true, score: 100 } })] });
    }));

    await act(() => router.navigate('/elsewhere'));
    await userEvent.click(screen.getByRole('button', { name: 'Back plain' }));
    await findQuizCard('FIBA Basics');
    expect(quizCalls).toBe(0);

    await act(() => router.navigate('/elsewhere'));
    await userEvent.click(screen.getByRole('button', { name: 'Back with refresh' }));
    expect(await screen.findByText('Score: 100.0%')).toBeInTheDocument();
    expect(quizCalls).toBe(1);
  });

  it('Start Quiz opens the quiz page with the started attempt', async () => {
    server.use(http.post(apiUrl('/quizzes/1/start/'), () => HttpResponse.json({ attempt: { id: 321, started_at: new Date().toISOString() }, quiz: { id: 1 } })));
    renderDashboard();

    await userEvent.click(within(await findQuizCard('FIBA Basics')).getByRole('button', { name: /start quiz/i }));

    expect(await screen.findByRole('heading', { name: 'Quiz page, attempt 321' })).toBeInTheDocument();
  });

  it('shows a refused start as the mapped sentence and clears it after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post(apiUrl('/quizzes/1/start/'), () => HttpResponse.json({ error: 'This quiz has been archived.' }, { status: 400 })));
    renderDashboard();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(within(await findQuizCard('FIBA Basics')).getByRole('button', { name: /start quiz/i }));

    expect(await screen.findByText('This quiz has been archived and is no longer available.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('This quiz has been archived and is no longer available.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('This quiz has been archived and is no longer available.')).not.toBeInTheDocument();
  });
});
