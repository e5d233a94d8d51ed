import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { CreateQuizTab } from '@/features/quiz-admin/components/create-quiz-tab';
import { drawSettingsFromQuiz } from '@/features/quiz-admin/lib/draw-settings';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { choose, fillIn, user } from './form-helpers';
import { signInAsRefereeAdmin } from './fixtures';

// A draw marked as a rule edition's recertification quiz (decision 0082).
const server = setupMswServer();

function renderCreateTab() {
  signInAsRefereeAdmin();
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get(apiUrl('/quizzes/ai/topics/'), () => HttpResponse.json({ topics: [] })),
    http.get(apiUrl('/quizzes/bank/categories/'), () => HttpResponse.json({ results: [{ category: 'Fouls', total: 30, approved: 25 }] })),
    http.post(apiUrl('/quizzes/create/'), async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 4 }, { status: 201 });
    }),
  );
  renderWithProviders(<CreateQuizTab />);
  return sent;
}

async function fillDrawQuiz() {
  await fillIn(screen.getByLabelText(/^Quiz Title/), 'FIBA 2026 rule changes');
  await user.click(screen.getByRole('radio', { name: 'Random draw from the bank' }));
  await user.click(screen.getByRole('button', { name: 'Add draw rule' }));
  const row = screen.getByTestId('draw-rule');
  await choose(/Category \(rule 1\)/, 'Fouls (25 approved questions)', row);
  await fillIn(within(row).getByLabelText(/Questions to draw/), '10');
}

// Each test fills a whole draw quiz by typing: over 30 s on a busy 2-core machine.
describe('Create quiz: a recertification quiz for a rule edition', () => {
  it('sends the edition, and says the draw takes only its questions tagged rule-change', async () => {
    const sent = renderCreateTab();
    await fillDrawQuiz();

    await user.click(screen.getByRole('checkbox', { name: 'Recertification quiz for a new rule edition' }));
    await fillIn(screen.getByRole('textbox', { name: 'Rule edition' }), ' FIBA 2026 ');
    // Read before creating: a created quiz empties the form.
    const explained = screen.queryByText(/The draw asks only approved bank questions of this edition tagged “rule-change”/)?.textContent;
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));

    expect(explained).toMatch(/tagged “rule-change”/);
    expect(await screen.findByText('Quiz created successfully!')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ draw_rules: [{ category: 'Fouls', count: 10 }], recertification_edition: 'FIBA 2026', max_attempts: 1 });
  });

  it('asks for the edition when the box is ticked without one, and sends nothing', async () => {
    const sent = renderCreateTab();
    await fillDrawQuiz();

    await user.click(screen.getByRole('checkbox', { name: 'Recertification quiz for a new rule edition' }));
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));

    expect(screen.getByText('Please name the rule edition this quiz recertifies, for example FIBA 2026.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('offers no recertification for a fixed list, and an ordinary draw sends no edition', async () => {
    const sent = renderCreateTab();
    expect(screen.queryByRole('checkbox', { name: 'Recertification quiz for a new rule edition' })).not.toBeInTheDocument();
    await fillDrawQuiz();

    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));

    expect(await screen.findByText('Quiz created successfully!')).toBeInTheDocument();
    expect(sent[0]).not.toHaveProperty('recertification_edition');
  });

  it('shows a saved recertification quiz ticked with its edition in the edit form', () => {
    const draft = drawSettingsFromQuiz({ draw_rules: [{ category: 'Fouls', count: 10 }], shuffle_questions: false, shuffle_options: false, recertification_edition: 'FIBA 2026' });

    expect(draft).toMatchObject({ mode: 'draw', recertification: true, edition: 'FIBA 2026' });
  });
});
