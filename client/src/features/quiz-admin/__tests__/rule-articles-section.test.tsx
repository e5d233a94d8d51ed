import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleStatisticsDto } from '@league/contract';
import { RuleArticlesSection } from '@/features/quiz-admin/components/rule-articles-section';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { signInAsRefereeAdmin } from './fixtures';

const server = setupMswServer();

const question = (id: number, text: string, facility: number | null, answers = 5) => ({ question_id: id, question_text: text, rule_reference: 'Art. 25.2', answers, facility });
const statistics: ArticleStatisticsDto = {
  from: null,
  to: null,
  min_answers: 5,
  attempts: 10,
  questions_without_article: 1,
  articles: [
    { article: '29', top_article: '29', questions: 2, answers: 10, enough_answers: true, facility: 0.4, discrimination: 0.527, weakest_questions: [question(3, 'Shot clock reset?', 0.2)] },
    { article: '25.2', top_article: '25', questions: 3, answers: 15, enough_answers: true, facility: 0.533, discrimination: 0.1, weakest_questions: [question(1, 'Pivot foot?', 0.4)] },
    { article: '50', top_article: '50', questions: 1, answers: 2, enough_answers: false, facility: null, discrimination: null, weakest_questions: [question(9, 'Bench?', null, 2)] },
  ],
  top_articles: [
    { article: '25', top_article: '25', questions: 4, answers: 20, enough_answers: true, facility: 0.5, discrimination: 0.361, weakest_questions: [] },
  ],
};

async function openSection(seen: string[] = []) {
  signInAsRefereeAdmin();
  server.use(
    http.get(apiUrl('/quizzes/statistics/articles/'), ({ request }) => {
      seen.push(new URL(request.url).search);
      return HttpResponse.json(statistics);
    }),
  );
  renderWithProviders(<RuleArticlesSection />);
  await userEvent.click(screen.getByRole('button', { name: 'Rule Articles' }));
  return screen.findByRole('table', { name: 'Rule articles' });
}

const firstColumn = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Rule articles on the quiz results', () => {
  it('lists the articles worst first, each number in words, and too few answers said as such', async () => {
    const table = await openSection();

    expect(firstColumn(table)).toEqual(['Art. 29', 'Art. 25.2', 'Art. 50']);
    const row29 = within(table).getByRole('row', { name: /Art\. 29/ });
    expect(row29).toHaveTextContent('40% right');
    expect(row29).toHaveTextContent('0.53 (good)');
    expect(row29).toHaveTextContent('Shot clock reset? (20% right, 5 answers)');
    expect(within(table).getByRole('row', { name: /Art\. 25\.2/ })).toHaveTextContent('0.10 (weak)');
    expect(within(table).getByRole('row', { name: /Art\. 50/ })).toHaveTextContent('Too few answers to judge (needs 5)');
    expect(screen.getByText(/1 answered question\(s\) cite no article number/)).toBeInTheDocument();
  });

  it('sorts by a column and switches to whole articles', async () => {
    const table = await openSection();

    await userEvent.click(within(table).getByRole('button', { name: 'Answers' }));
    expect(firstColumn(table)).toEqual(['Art. 50', 'Art. 29', 'Art. 25.2']);
    await userEvent.click(within(table).getByRole('button', { name: 'Answers' }));
    expect(firstColumn(table)).toEqual(['Art. 25.2', 'Art. 29', 'Art. 50']);

    await userEvent.click(screen.getByRole('button', { name: 'Whole article (25)' }));
    expect(firstColumn(screen.getByRole('table', { name: 'Rule articles' }))).toEqual(['Art. 25 (whole article)']);
  });

  it('asks the server for the chosen days', async () => {
    const seen: string[] = [];
    await openSection(seen);

    await userEvent.type(screen.getByLabelText('First tries from'), '2026-04-01');

    await screen.findByRole('table', { name: 'Rule articles' });
    expect(seen.at(-1)).toBe('?from=2026-04-01');
  });
});
