import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { CreateQuizTab } from '@/features/quiz-admin/components/create-quiz-tab';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { choose, fillIn, user } from './form-helpers';
import { signInAsRefereeAdmin } from './fixtures';

const server = setupMswServer();
const fouls = 'Fouls (25 approved questions)';
const timing = 'Timing (3 approved questions)';

function renderCreateTab(answer: () => Response) {
  signInAsRefereeAdmin();
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get(apiUrl('/quizzes/ai/topics/'), () => HttpResponse.json({ topics: [] })),
    http.get(apiUrl('/quizzes/bank/categories/'), () =>
      HttpResponse.json({ results: [{ category: 'Fouls', total: 30, approved: 25 }, { category: 'Timing', total: 6, approved: 3 }] }),
    ),
    http.post(apiUrl('/quizzes/create/'), async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  renderWithProviders(<CreateQuizTab />);
  return sent;
}

async function addRule(category: string, count: string) {
  await user.click(screen.getByRole('button', { name: 'Add draw rule' }));
  const rows = screen.getAllByTestId('draw-rule');
  const row = rows[rows.length - 1]!;
  await choose(/Category \(rule/, category, row);
  await fillIn(within(row).getByLabelText(/Questions to draw/), count);
}

describe('Create quiz: a random draw from the bank', () => {
  it('offers the categories with their approved counts and hides the typed-in question list', async () => {
    renderCreateTab(() => HttpResponse.json({ id: 4 }, { status: 201 }));

    await user.click(screen.getByRole('radio', { name: 'Random draw from the bank' }));
    await user.click(screen.getByRole('button', { name: 'Add draw rule' }));
    await user.click(within(screen.getByTestId('draw-rule')).getByRole('combobox', { name: /Category \(rule 1\)/ }));

    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([fouls, timing]);
    expect(screen.queryByRole('region', { name: 'Add a Question' })).not.toBeInTheDocument();
  });

  it('sends the rules and the shuffles that are on, without a question list', async () => {
    const sent = renderCreateTab(() => HttpResponse.json({ id: 4 }, { status: 201 }));
    await fillIn(screen.getByLabelText(/^Quiz Title/), 'Level 1 certification');
    await user.click(screen.getByRole('radio', { name: 'Random draw from the bank' }));
    await addRule(fouls, '10');
    await addRule(timing, '2');
    expect(screen.getByText('Each attempt asks 12 questions.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Shuffle answer options for each attempt'));

    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));

    expect(await screen.findByText('Quiz created successfully!')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ draw_rules: [{ category: 'Fouls', count: 10 }, { category: 'Timing', count: 2 }], shuffle_options: true });
    expect(sent[0]).not.toHaveProperty('questions');
    expect(sent[0]).not.toHaveProperty('shuffle_questions');
  });

  it("warns on a row asking more than the category's approved questions, and shows the server's sentence naming it", async () => {
    const message = 'The draw asks 5 questions of Timing, but the bank has only 3 approved questions in it.';
    renderCreateTab(() => HttpResponse.json({ error: message }, { status: 400 }));
    await fillIn(screen.getByLabelText(/^Quiz Title/), 'Timing check');
    await user.click(screen.getByRole('radio', { name: 'Random draw from the bank' }));
    await addRule(timing, '5');
    expect(screen.getByText('Only 3 approved questions in this category')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));

    expect(await screen.findByText(`Failed to create quiz: ${message}`)).toBeInTheDocument();
  });

  it('needs at least one rule and one rule per category', async () => {
    const sent = renderCreateTab(() => HttpResponse.json({ id: 4 }, { status: 201 }));
    await fillIn(screen.getByLabelText(/^Quiz Title/), 'Fouls');
    await user.click(screen.getByRole('radio', { name: 'Random draw from the bank' }));

    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    expect(screen.getByText('Please add at least one draw rule: a category and how many of its questions to ask.')).toBeInTheDocument();

    await addRule(fouls, '3');
    await addRule(fouls, '2');
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    expect(screen.getByText('“Fouls” is chosen twice: use one rule per category.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
