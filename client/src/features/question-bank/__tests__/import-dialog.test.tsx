import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { ImportDialog } from '@/features/question-bank/components/import-dialog';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { signInAsRefereeAdmin, user } from './helpers';

const server = setupMswServer();
const giftFile = () => new File(['::Q1:: Five fouls disqualify a player. {T}'], 'fouls.gift', { type: 'text/plain' });

function renderDialog() {
  signInAsRefereeAdmin();
  const onShowQueue = vi.fn();
  renderWithProviders(<ImportDialog open onClose={vi.fn()} onShowQueue={onShowQueue} />);
  return { onShowQueue };
}

describe('ImportDialog', () => {
  it('sends the file with its category and edition, then reports what came in and each skipped question with its reason', async () => {
    const { onShowQueue } = renderDialog();
    let sent: FormData | undefined;
    server.use(
      http.post(apiUrl('/quizzes/import/'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({
          preview: sent.get('preview') === 'true',
          imported: 37,
          skipped: [
            { index: 4, title: 'Describe a block', type: 'essay', reason: 'Essay questions are not supported.' },
            { index: 9, type: 'matching', reason: 'Matching questions are not supported.' },
            { index: 12, type: 'multiple choice', reason: 'One of its answers is empty.' },
          ],
          categories: ['Fouls', 'Violations'],
          category_mapping: [],
          bank_categories: [],
          near_duplicates: [],
        });
      }),
    );
    await user.upload(screen.getByLabelText('Question file'), giftFile());
    await user.type(screen.getByLabelText(/Category \(optional\)/), 'Fouls');
    await user.type(screen.getByLabelText(/Rulebook edition \(optional\)/), 'FIBA 2024');

    await user.click(screen.getByRole('button', { name: 'Check File' }));
    expect(await screen.findByText('37 questions can be imported; 3 will be skipped. Nothing has been added yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 37 Questions' }));

    expect(await screen.findByText('Imported 37 questions into the review queue; 3 skipped')).toBeInTheDocument();
    // jsdom's multipart body keeps the file's content, not its name.
    expect(await (sent?.get('file') as Blob).text()).toBe('::Q1:: Five fouls disqualify a player. {T}');
    expect(sent?.get('category')).toBe('Fouls');
    expect(sent?.get('edition')).toBe('FIBA 2024');
    expect(sent?.get('preview')).toBeNull();
    const skipped = within(screen.getByRole('list', { name: 'Skipped questions' })).getAllByRole('listitem');
    expect(skipped.map((li) => li.textContent)).toEqual([
      'Question 4, “Describe a block” (essay): Essay questions are not supported.',
      'Question 9 (matching): Matching questions are not supported.',
      'Question 12 (multiple choice): One of its answers is empty.',
    ]);
    expect(screen.getByText('Fouls, Violations')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the Review Queue' }));
    expect(onShowQueue).toHaveBeenCalled();
  });

  it("shows a refused file's reason in words and says nothing was added", async () => {
    renderDialog();
    server.use(
      http.post(apiUrl('/quizzes/import/'), () =>
        HttpResponse.json({ error: 'Question 3 (line 12) has an opening { with no closing }.' }, { status: 400 }),
      ),
    );
    await user.upload(screen.getByLabelText('Question file'), giftFile());

    await user.click(screen.getByRole('button', { name: 'Check File' }));

    expect(
      await screen.findByText('The file was not imported: Question 3 (line 12) has an opening { with no closing }. Nothing was added to the bank.'),
    ).toBeInTheDocument();
  });

  it('asks for a file first, and refuses one over 69 MB (2 MB of text, 50 MB of pictures) without sending it', async () => {
    renderDialog();
    const calls: unknown[] = [];
    server.use(http.post(apiUrl('/quizzes/import/'), () => { calls.push(1); return HttpResponse.json({}); }));

    await user.click(screen.getByRole('button', { name: 'Check File' }));
    expect(screen.getByText('Please choose a GIFT or Moodle XML file.')).toBeInTheDocument();

    const big = new File(['<quiz></quiz>'], 'big.xml', { type: 'text/xml' });
    Object.defineProperty(big, 'size', { value: 70 * 1024 * 1024 }); // a real 70 MB string would only slow the test
    await user.upload(screen.getByLabelText('Question file'), big);
    await user.click(screen.getByRole('button', { name: 'Check File' }));
    expect(
      screen.getByText('The file is larger than 69 MB; a question file can be at most 69 MB with its pictures (2 MB without them). Please split it into smaller files.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
