import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { QuizResultsTab } from '@/features/quiz-admin/components/quiz-results-tab';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { signInAsRefereeAdmin } from './fixtures';

const server = setupMswServer();

function answerResults(resolver: () => Response) {
  signInAsRefereeAdmin();
  server.use(http.get(apiUrl('/quizzes/admin/results/'), resolver));
  renderWithProviders(<QuizResultsTab />);
}

const statistics = {
  total_quizzes: 3,
  active_quizzes: 2,
  total_attempts: 9,
  passed_attempts: 6,
  pass_rate: 66.7,
  average_score: 74.44,
  quiz_statistics: [
    {
      quiz: { id: 1, title: 'Shot Clock', status: 'active' },
      total_attempts: 6,
      passed_attempts: 5,
      pass_rate: 83.3,
      average_score: 81.25,
      question_statistics: [
        { question_id: 11, question_text: 'When does it reset to 14?', rule_reference: 'Art. 29', times_answered: 6, times_correct: 2, correct_rate: 33.3 },
        { question_id: 12, question_text: 'Never answered', rule_reference: 'Art. 29', times_answered: 0, times_correct: 0, correct_rate: null },
      ],
    },
    { quiz: { id: 2, title: 'Fouls', status: 'active' }, total_attempts: 3, passed_attempts: 1, pass_rate: 33.3, average_score: 60.5, question_statistics: [] },
  ],
};

// The item analysis of the same quiz: figures per question over each referee's first try.
const withQuality = {
  ...statistics,
  quiz_statistics: [
    {
      ...statistics.quiz_statistics[0]!,
      question_statistics: [
        {
          question_id: 11, question_text: 'When does it reset to 14?', rule_reference: 'Art. 29', times_answered: 6, times_correct: 2, correct_rate: 33.3,
          attempts: 5, facility_index: 0.4, discrimination_index: 0.167, flags: ['low_discrimination'],
        },
        {
          question_id: 13, question_text: 'How long is the shot clock?', rule_reference: 'Art. 29', times_answered: 5, times_correct: 5, correct_rate: 100,
          attempts: 5, facility_index: 1, discrimination_index: null, flags: ['too_easy'],
        },
        {
          question_id: 14, question_text: 'Who resets it?', rule_reference: 'Art. 29', times_answered: 5, times_correct: 3, correct_rate: 60,
          attempts: 5, facility_index: 0.6, discrimination_index: 0.72, flags: [],
        },
        {
          question_id: 15, question_text: 'Who signals it?', rule_reference: 'Art. 29', times_answered: 3, times_correct: 3, correct_rate: 100,
          attempts: 3, facility_index: 1, discrimination_index: null, flags: [],
        },
        {
          question_id: 12, question_text: 'Never answered', rule_reference: 'Art. 29', times_answered: 0, times_correct: 0, correct_rate: null,
          attempts: 0, facility_index: null, discrimination_index: null, flags: [],
        },
      ],
    },
    statistics.quiz_statistics[1]!,
  ],
};

describe('QuizResultsTab', () => {
  afterEach(() => setUnauthorizedHandler((path) => window.location.assign(path)));

  it('shows the totals and per-quiz figures with averages and pass rates rounded', async () => {
    answerResults(() => HttpResponse.json(statistics));

    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('3Total Quizzes');
    expect(totals).toHaveTextContent('2Active Quizzes');
    expect(totals).toHaveTextContent('74%Average Score');
    const row = screen.getByRole('row', { name: /Shot Clock/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Shot Clock', 'Active', '6', '5', '83%', '81%']);
  });

  it('explains each question\'s quality in words: share right, how well it separates, and what needs a look', async () => {
    answerResults(() => HttpResponse.json(withQuality));

    const section = await screen.findByRole('region', { name: 'Question Quality' });
    expect(section).toHaveTextContent('share of referees who got it right');
    expect(section).toHaveTextContent('how well it separates stronger from weaker referees');
    const table = within(section).getByRole('table', { name: 'Question quality: Shot Clock (Active)' });
    const cells = (name: string) => within(within(table).getByRole('row', { name: new RegExp(name) })).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('reset to 14')).toEqual(['When does it reset to 14?', '5', '40%', '0.17 (weak)', 'Does not separate: stronger referees miss it as often as weaker ones']);
    expect(cells('How long')).toEqual(['How long is the shot clock?', '5', '100%', '—', 'Too easy: almost everyone gets it right']);
    expect(cells('Who resets')).toEqual(['Who resets it?', '5', '60%', '0.72 (good)', 'Looks fine']);
    expect(cells('Who signals')).toEqual(['Who signals it?', '3', '100%', '—', 'Too few first tries to judge (needs 5)']);
    expect(cells('Never answered')).toEqual(['Never answered', '0', '—', '—', 'Not taken yet']);
    expect(within(section).queryByRole('table', { name: /Question quality: Fouls/ })).toBeNull();
  });

  it('shows "—" rather than 0% for a quiz nobody has taken, and for the average with no attempts at all', async () => {
    const untaken = { quiz: { id: 3, title: 'Travelling', status: 'draft' }, total_attempts: 0, passed_attempts: 0, pass_rate: 0, average_score: 0, question_statistics: [] };
    answerResults(() => HttpResponse.json({ ...statistics, total_attempts: 0, passed_attempts: 0, average_score: 0, quiz_statistics: [untaken] }));

    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('—Average Score');
    const row = screen.getByRole('row', { name: /Travelling/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Travelling', 'Draft', '0', '0', '—', '—']);
  });

  it('says "1 answer" for a question answered once', async () => {
    const once = { question_id: 21, question_text: 'Answered once', rule_reference: '', times_answered: 1, times_correct: 0, correct_rate: 0 };
    answerResults(() => HttpResponse.json({ ...statistics, quiz_statistics: [{ ...statistics.quiz_statistics[1], question_statistics: [once] }] }));

    const list = await screen.findByRole('list', { name: 'Weakest Questions' });
    expect(list).toHaveTextContent('0% correct · 1 answer ·');
  });

  it('lists the weakest answered questions', async () => {
    answerResults(() => HttpResponse.json(statistics));

    const list = await screen.findByRole('list', { name: 'Weakest Questions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('When does it reset to 14?');
    expect(list).toHaveTextContent('33% correct · 6 answers');
  });

  it.each([
    [403, "You don't have permission to view quiz results. Only league administrators can access this data."],
    [404, 'Quiz results endpoint not found. Please contact support.'],
    [500, 'Server error occurred while loading results. Please try again later.'],
  ])('a %i answer shows its message', async (status, message) => {
    answerResults(() => HttpResponse.json({ error: 'x' }, { status }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('a 401 says the session expired and sends the admin to the portal login', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answerResults(() => new HttpResponse(null, { status: 401 }));

    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(onUnauthorized).toHaveBeenCalledWith('/referee/login');
  });

  it('any other failure shows empty statistics', async () => {
    answerResults(() => new HttpResponse(null, { status: 502 }));

    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('0Total Quizzes');
    expect(screen.getByText('No quiz attempts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
