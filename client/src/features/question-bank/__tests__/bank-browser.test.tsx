import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { BankBrowser } from '@/features/question-bank/components/bank-browser';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeBankQuestion } from '@/testing/bank-fixtures';
import { signInAsRefereeAdmin, user } from './helpers';

const server = setupMswServer();
const approved = makeBankQuestion({ status: 'approved', source: 'import', tags: ['timing'], quiz_title: 'Level 1' });

function renderBrowser() {
  signInAsRefereeAdmin();
  const searches: URLSearchParams[] = [];
  const patches: unknown[] = [];
  server.use(
    http.get(apiUrl('/quizzes/bank/'), ({ request }) => {
      searches.push(new URL(request.url).searchParams);
      return HttpResponse.json({ count: 1, results: [approved] });
    }),
    http.get(apiUrl('/quizzes/bank/categories/'), () => HttpResponse.json({ results: [{ category: 'Timing', total: 4, approved: 3 }] })),
    http.patch(apiUrl('/quizzes/bank/11/'), async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json(approved);
    }),
  );
  renderWithProviders(<BankBrowser />);
  return { searches, patches };
}

describe('BankBrowser', () => {
  it('lists the bank and asks the server with the typed search and the chosen filters', async () => {
    const { searches } = renderBrowser();
    const row = await screen.findByTestId('bank-row-11');
    expect(within(row).getByText('Imported · version 1 · #timing')).toBeInTheDocument();
    expect(within(row).getByText('Level 1')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'shot clock');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));

    await waitFor(() => expect(searches.at(-1)?.toString()).toBe('page=1&page_size=20&search=shot+clock&status=approved'));
  });

  it('edits the bank fields, says a new version is kept apart from past results, and sends only what changed', async () => {
    const { patches } = renderBrowser();
    await user.click(await screen.findByRole('button', { name: `Edit “${approved.question_text}”` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Question' });

    // Pasted, not typed key by key: each key re-renders the whole dialog.
    await user.clear(within(dialog).getByLabelText(/^Tags/));
    await user.paste('timing, shot clock');
    await user.clear(within(dialog).getByLabelText('Option 1'));
    await user.paste('24 seconds on the clock');
    expect(within(dialog).getByText(/saves a new version \(2\)\. Results of quizzes already taken keep the version they were asked\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      options: ['24 seconds on the clock', '30 seconds', '14 seconds'],
      correct_answer: '24 seconds on the clock',
      tags: ['timing', 'shot clock'],
    });
  });
});
