import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { QuizResultsTab } from '@/features/quiz-admin/components/quiz-results-tab';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { signInAsRefereeAdmin } from './fixtures';

const server = setupMswServer();

const question = (id: number) => ({ question_id: id, question_text: `Question ${id}?`, rule_reference: '', times_answered: 4, times_correct: 2, correct_rate: 50 });
const run = (id: number, quiz: Record<string, unknown>) => ({
  quiz: { id, title: 'FIBA basics', ...quiz },
  total_attempts: 4,
  passed_attempts: id,
  pass_rate: 25 * id,
  average_score: 60,
  question_statistics: [question(id * 10)],
});

// Last season's run, archived, and this season's, active: one title, told apart by status and dates.
const results = {
  total_quizzes: 3, active_quizzes: 1, total_attempts: 12, passed_attempts: 6, pass_rate: 50, average_score: 60,
  quiz_statistics: [
    run(1, { status: 'active', start_date: '2026-09-01T00:00:00.000Z', end_date: '2026-09-30T23:59:59.000Z', created_at: '2026-08-20T10:00:00.000Z' }),
    run(2, { status: 'archived', start_date: '2025-09-01T00:00:00.000Z', end_date: null, created_at: '2025-08-20T10:00:00.000Z' }),
    run(3, { status: 'draft', start_date: null, end_date: null, created_at: '2026-11-03T10:00:00.000Z' }),
  ],
};

describe('statistics of quizzes that share a title', () => {
  it('shows each one with its status and dates, or its creation date, so they can be told apart', async () => {
    signInAsRefereeAdmin();
    server.use(http.get(apiUrl('/quizzes/admin/results/'), () => HttpResponse.json(results)));
    renderWithProviders(<QuizResultsTab />);

    const table = await screen.findByRole('table', { name: 'Per-quiz statistics' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 3).map((c) => c.textContent));
    expect(rows).toEqual([
      ['FIBA basics', 'Active · Sep 1, 2026 – Sep 30, 2026', '4'],
      ['FIBA basics', 'Archived · Sep 1, 2025 – Open', '4'],
      ['FIBA basics', 'Draft · created Nov 3, 2026', '4'],
    ]);
    const quality = screen.getByRole('region', { name: 'Question Quality' });
    expect(within(quality).getByRole('table', { name: 'Question quality: FIBA basics (Active · Sep 1, 2026 – Sep 30, 2026)' })).toBeInTheDocument();
    expect(within(quality).getByRole('table', { name: 'Question quality: FIBA basics (Archived · Sep 1, 2025 – Open)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Weakest Questions' })).toHaveTextContent('FIBA basics (Draft · created Nov 3, 2026)');
  });
});
