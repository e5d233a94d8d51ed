import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { theme } from '@/theme/theme';
import { acceptSaves, makeSession } from './quiz-fixtures';
import { renderQuiz } from './render-quiz';

const server = setupMswServer();
const resultBody = { score: 100, passed: true, correct_answers: 3, total_questions: 3, attempt: { id: 500, time_taken_minutes: 20 }, detailed_results: [] };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(acceptSaves());
});
afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('quiz timer and submission', () => {
  it('ticks every second and turns red under 300 seconds', async () => {
    // The red comes from the theme's styles, so they are written to the document here.
    renderQuiz(makeSession({ remainingSeconds: 302 }), { documentStyles: true });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('05:02');
    expect(timer).toHaveAttribute('data-warning', 'false');

    await tick(2000);
    expect(timer).toHaveTextContent('05:00');
    expect(timer).toHaveAttribute('data-warning', 'false');

    await tick(1000);
    expect(timer).toHaveTextContent('04:59');
    expect(timer).toHaveAttribute('data-warning', 'true');
    expect(timer).toHaveStyle({ color: theme.palette.error.main });
  });

  it('speaks the time to screen readers once a minute, not every second', async () => {
    renderQuiz(makeSession({ remainingSeconds: 125 }));
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('3 minutes remaining');

    await tick(4000);
    expect(live).toHaveTextContent('3 minutes remaining');
    await tick(1000);
    expect(live).toHaveTextContent('2 minutes remaining');
  });

  it('submits by itself when the time reaches zero', async () => {
    let body: unknown;
    server.use(http.patch(apiUrl('/quizzes/attempts/500/submit/'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(resultBody);
    }));
    renderQuiz(makeSession({ remainingSeconds: 3 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('radio', { name: 'True' }));

    await tick(3000);

    expect(await screen.findByRole('heading', { name: /Results page, score 100/ })).toBeInTheDocument();
    expect(body).toEqual({ answers: { '1': 'true' } });
  });

  it('ignores the time running out while a submission is already in flight', async () => {
    let calls = 0;
    server.use(http.patch(apiUrl('/quizzes/attempts/500/submit/'), async () => {
      calls += 1;
      await delay(5000);
      return HttpResponse.json(resultBody);
    }));
    renderQuiz(makeSession({ remainingSeconds: 2, questions: makeSession().quiz.questions.slice(0, 1) }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(screen.getByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await tick(3000);
    await tick(3000);

    expect(await screen.findByRole('heading', { name: /Results page/ })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it.each([
    [405, 'Quiz submission is not available. Please contact your administrator.'],
    [400, 'Invalid quiz submission. Please check your answers and try again.'],
    [401, 'Your session has expired. Please log in again.'],
    [500, 'Failed to submit quiz. Please try again.'],
  ])('a %i answer to the submission shows "%s" and keeps the answers', async (status, message) => {
    setUnauthorizedHandler(() => {});
    server.use(http.patch(apiUrl('/quizzes/attempts/500/submit/'), () => HttpResponse.json({ error: 'x' }, { status })));
    renderQuiz(makeSession({ questions: makeSession().quiz.questions.slice(0, 1) }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('radio', { name: 'True' }));

    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'True' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeEnabled();
  });
});
