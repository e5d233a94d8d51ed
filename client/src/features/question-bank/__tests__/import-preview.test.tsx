import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { ImportDialog } from '@/features/question-bank/components/import-dialog';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { signInAsRefereeAdmin, user } from './helpers';

const server = setupMswServer();
const xmlFile = () => new File(['<quiz></quiz>'], 'fiba.xml', { type: 'text/xml' });

/** The server's answer for a file of two questions in "FIBA 2024/Fouls", one restating bank question #41. */
function answerWithMapping(sent: FormData[]) {
  server.use(
    http.post(apiUrl('/quizzes/import/'), async ({ request }) => {
      const form = await request.formData();
      sent.push(form);
      const chosen = form.get('category_map') ? (JSON.parse(String(form.get('category_map'))) as Record<string, string>)['FIBA 2024/Fouls'] : undefined;
      return HttpResponse.json({
        preview: form.get('preview') === 'true',
        imported: 2,
        skipped: [],
        categories: [chosen ?? 'Fouls'],
        category_mapping: [{ file_category: 'FIBA 2024/Fouls', bank_category: chosen ?? 'Fouls', match: chosen ? 'mapped' : 'matched', questions: 2 }],
        bank_categories: ['Fouls', 'Violations'],
        warnings: [{ index: 1, title: 'Signal', message: 'Imported with "Horn" as its one right answer; the partial credit on "Whistle" (50%) was dropped.' }],
        near_duplicates: [
          {
            index: 2,
            title: 'Five',
            question_text: 'A player with 5 fouls leaves the game!',
            bank_question_id: 41,
            bank_question_text: 'A player with five fouls leaves the game.',
            similarity_percent: 91,
            reason: '91% similar to bank question #41: "A player with five fouls leaves the game." (the limit is 85%).',
          },
        ],
      });
    }),
  );
}

function renderDialog() {
  signInAsRefereeAdmin();
  renderWithProviders(<ImportDialog open onClose={vi.fn()} onShowQueue={vi.fn()} />);
}

describe('ImportDialog: checking a file before importing it', () => {
  it("proposes the bank's own category for a Moodle path that ends in it, and lists possible repeats, writing nothing yet", async () => {
    const sent: FormData[] = [];
    answerWithMapping(sent);
    renderDialog();
    await user.upload(screen.getByLabelText('Question file'), xmlFile());

    await user.click(screen.getByRole('button', { name: 'Check File' }));

    const mapping = await screen.findByRole('combobox', { name: '“FIBA 2024/Fouls” in the file (2 questions)' });
    expect(mapping).toHaveTextContent('Fouls (already in the bank)');
    expect(screen.getByText('Matched to the bank\'s “Fouls”')).toBeInTheDocument();
    const repeats = within(screen.getByRole('list', { name: 'Possible repeats of bank questions' })).getAllByRole('listitem');
    expect(repeats.map((li) => li.textContent)).toEqual(['Question 2, “Five”: 91% similar to bank question #41: "A player with five fouls leaves the game." (the limit is 85%).']);
    expect(sent.map((f) => f.get('preview'))).toEqual(['true']);
  });

  it('lists the questions that come in with changes (partial credit dropped), by their place in the file', async () => {
    answerWithMapping([]);
    renderDialog();
    await user.upload(screen.getByLabelText('Question file'), xmlFile());

    await user.click(screen.getByRole('button', { name: 'Check File' }));

    const changed = within(await screen.findByRole('list', { name: 'Imported with changes' })).getAllByRole('listitem');
    expect(changed.map((li) => li.textContent)).toEqual([
      'Question 1, “Signal”: Imported with "Horn" as its one right answer; the partial credit on "Whistle" (50%) was dropped.',
    ]);
  });

  it('imports with the category the admin chose instead, and reports the repeats again', async () => {
    const sent: FormData[] = [];
    answerWithMapping(sent);
    renderDialog();
    await user.upload(screen.getByLabelText('Question file'), xmlFile());
    await user.click(screen.getByRole('button', { name: 'Check File' }));

    await user.click(await screen.findByRole('combobox', { name: '“FIBA 2024/Fouls” in the file (2 questions)' }));
    await user.click(screen.getByRole('option', { name: 'New category “FIBA 2024/Fouls”' }));
    await user.click(screen.getByRole('button', { name: 'Import 2 Questions' }));

    expect(await screen.findByText('Imported 2 questions into the review queue')).toBeInTheDocument();
    expect(sent[1]!.get('preview')).toBeNull();
    expect(JSON.parse(String(sent[1]!.get('category_map')))).toEqual({ 'FIBA 2024/Fouls': 'FIBA 2024/Fouls' });
    expect(screen.getByText('FIBA 2024/Fouls')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Possible repeats of bank questions' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
