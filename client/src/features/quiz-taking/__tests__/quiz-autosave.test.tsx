import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { acceptSaves, makeSession } from './quiz-fixtures';
import { renderQuiz } from './render-quiz';

const server = setupMswServer();
const resultBody = { score: 33.3, passed: false, correct_answers: 1, total_questions: 3, attempt: { id: 500, time_taken_minutes: 20 }, detailed_results: [] };

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('saving answers while the quiz is taken', () => {
  it('saves picks after a short pause, in one request, and says they are saved', async () => {
    const saved: Record<string, string | null>[] = [];
    server.use(acceptSaves(saved));
    renderQuiz(makeSession());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(screen.getByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('radio', { name: 'False' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
    await tick(1000);

    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
    expect(saved).toEqual([{ '1': 'false' }]);
    expect(screen.getByText('1 of 3 questions answered')).toBeInTheDocument();
  });

  it('shows "Not saved, retrying" when a save fails, keeps answering possible and sends everything on the retry', async () => {
    const saved: Record<string, string | null>[] = [];
    let failuresLeft = 1;
    server.use(http.put(apiUrl('/quizzes/attempts/500/answers/'), async ({ request }) => {
      if (failuresLeft-- > 0) return HttpResponse.json({ error: 'Down' }, { status: 503 });
      saved.push(((await request.json()) as { answers: Record<string, string> }).answers);
      return HttpResponse.json({ saved_answers: {}, answered_count: 2, remaining_seconds: 60, saved_at: '' });
    }));
    renderQuiz(makeSession());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await tick(1000);
    expect(await screen.findByText('Not saved, retrying')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: '14 seconds' }));
    expect(screen.getByRole('radio', { name: '14 seconds' })).toBeChecked();
    await tick(1500);

    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
    expect(saved).toEqual([{ '1': 'true', '2': '14 seconds' }]);
  });

  it('when the server says the attempt closed, shows the result it scored', async () => {
    server.use(
      http.put(apiUrl('/quizzes/attempts/500/answers/'), () => HttpResponse.json({ error: 'Closed.', code: 'attempt_closed' }, { status: 409 })),
      http.patch(apiUrl('/quizzes/attempts/500/submit/'), () => HttpResponse.json({ ...resultBody, already_submitted: true })),
    );
    renderQuiz(makeSession());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(screen.getByRole('radio', { name: 'True' }));
    await tick(1000);

    expect(await screen.findByRole('heading', { name: /Results page, score 33.3/ })).toBeInTheDocument();
  });
});

describe('submitting with unanswered questions', () => {
  it('asks for confirmation with the count, and Keep answering goes back without submitting', async () => {
    let submits = 0;
    server.use(acceptSaves(), http.patch(apiUrl('/quizzes/attempts/500/submit/'), () => {
      submits += 1;
      return HttpResponse.json(resultBody);
    }));
    renderQuiz(makeSession());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Question 3, not answered' }));

    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit with unanswered questions?' });
    expect(dialog).toHaveTextContent('2 questions are not answered yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep answering' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submits).toBe(0);
  });

  it('submits straight away when every question is answered', async () => {
    server.use(acceptSaves(), http.patch(apiUrl('/quizzes/attempts/500/submit/'), () => HttpResponse.json(resultBody)));
    const session = makeSession();
    renderQuiz({ ...session, quiz: { ...session.quiz, questions: session.quiz.questions.slice(0, 1) } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('radio', { name: 'True' }));

    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { name: /Results page/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('resuming in a new tab or on another device', () => {
  it('restores the answers the server saved and its time left', async () => {
    server.use(acceptSaves(), http.post(apiUrl('/quizzes/7/start/'), () =>
      HttpResponse.json({ ...makeSession({ remainingSeconds: 300 }), resumed: true, saved_answers: { '1': 'false', '2': '14 seconds', '3': null } }),
    ));

    renderQuiz(null);

    expect(await screen.findByRole('radio', { name: 'False' })).toBeChecked();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0(5:00|4:5\d)$/);
    expect(screen.getByText('2 of 3 questions answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2, answered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 3, not answered' })).toBeInTheDocument();
  });
});
